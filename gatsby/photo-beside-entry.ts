import path from "node:path"
import { CONTENT_ENTRY_TYPE, type ContentEntryNode } from "./content-nodes"
import { siteRoot } from "./site-root"

/**
 * The `photoBesideEntry` field extension: a photo field holds a file name ("main-hall.jpg") and resolves to the File
 * beside the entry's own file in data/, for gatsby-plugin-image. (Gatsby's own `fileByRelativePath` looks beside a
 * File node, but an entry's node is made from its checked content: gatsby/content-nodes.ts.)
 */

interface NodeModel {
  findRootNodeAncestor(object: unknown, predicate: (node: { internal: { type: string } }) => boolean): unknown
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
}

export const photoBesideEntry = {
  name: "photoBesideEntry",
  extend: () => ({
    resolve(source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }, info: { fieldName: string }) {
      const name = source[info.fieldName]
      const isEntry = (node: { internal: { type: string } }) => node.internal.type === CONTENT_ENTRY_TYPE
      const entry = context.nodeModel.findRootNodeAncestor(source, isEntry) as ContentEntryNode | null
      if (typeof name !== "string" || !entry) return null
      const absolutePath = path.join(siteRoot(), path.posix.dirname(entry.file), name)
      return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } })
    },
  }),
}
