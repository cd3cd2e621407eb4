import path from "node:path"
import type { AnyCollection, ComputeContext } from "../src/content/collection"
import { siteRoot } from "./site-root"

/**
 * A collection's computed fields (defined in its own file under src/content/collections/) as Gatsby field configs:
 * each resolver gets the entry's data and a ComputeContext that finds File nodes through Gatsby's node model.
 */

/** The two methods of Gatsby's node model that resolvers use here. */
interface NodeModel {
  getNodeById(args: { id: string }): { file?: unknown } | null
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
}

type Source = Record<string, unknown> & { parent: string }

function computeContext(source: Source, nodeModel: NodeModel): ComputeContext {
  const root = siteRoot()
  // The entry's node is a child of its ContentEntry (gatsby/content-nodes.ts), which knows the file it came from.
  const entryFile = nodeModel.getNodeById({ id: source.parent })?.file
  return {
    file: typeof entryFile === "string" ? entryFile : "",
    fileAt: async relativePath =>
      (await nodeModel.findOne({
        type: "File",
        query: { filter: { absolutePath: { eq: path.join(root, relativePath) } } },
      })) ?? null,
  }
}

export const computedFieldsOf = (collection: AnyCollection) =>
  Object.fromEntries(
    Object.entries(collection.computed).map(([name, field]) => [
      name,
      {
        type: field.type,
        description: field.description,
        resolve: (source: Source, _args: unknown, context: { nodeModel: NodeModel }) =>
          field.resolve(source, computeContext(source, context.nodeModel)),
      },
    ]),
  )
