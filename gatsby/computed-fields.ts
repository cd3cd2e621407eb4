import path from "node:path"
import { eventWhen } from "../src/content/event-dates"
import { plainTextOf, sanitizeInlineHtml } from "../src/content/sanitize"
import { siteRoot } from "./site-root"

/**
 * GraphQL fields worked out at build time rather than written by editors,
 * keyed by type name. They are added beside the fields declared from the schema.
 */

interface NodeModel {
  getNodeById(args: { id: string }): Record<string, unknown> | null
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
}
interface ResolverContext {
  nodeModel: NodeModel
}

export const placeholderPortraitPath = () => path.join(siteRoot(), "src/images/placeholder-portrait.jpg")

const findFileByAbsolutePath = (context: ResolverContext, absolutePath: string) =>
  context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } })

export const computedFields = {
  Event: {
    nameHtml: {
      type: "String!",
      description:
        "the name with only inline formatting (<em>, <strong>...) kept and everything else removed: safe to render unescaped",
      resolve: (source: { name: string }) => sanitizeInlineHtml(source.name),
    },
    when: {
      type: "String!",
      description:
        'when it happens, in words: written from startsAt/endsAt ("Sunday 29 November 2026, 10 a.m."), else the date text',
      resolve: (source: { date?: string; startsAt?: string; endsAt?: string }) => eventWhen(source),
    },
    nameText: {
      type: "String!",
      description: "the name as plain text, for alt text and titles",
      resolve: (source: { name: string }) => plainTextOf(source.name),
    },
  },
  Person: {
    portrait: {
      type: "File!",
      description: "the photo beside the entry, or the placeholder portrait when there is none",
      async resolve(source: { photo?: string; parent: string }, _args: unknown, context: ResolverContext) {
        const jsonFile = context.nodeModel.getNodeById({ id: source.parent })
        if (source.photo && typeof jsonFile?.absolutePath === "string") {
          const portrait = await findFileByAbsolutePath(
            context,
            path.join(path.dirname(jsonFile.absolutePath), source.photo),
          )
          if (portrait) return portrait
        }
        return findFileByAbsolutePath(context, placeholderPortraitPath())
      },
    },
  },
} as const
