import { stringify } from "yaml"
import type { AnyCollection } from "../content/collection"
import { MARKDOWN_BODY_FIELD, readMarkdownSource } from "../content/entry-source"
import { cmsSchemaOf, FILE_NAME_SOURCE, type CmsSchemaNode } from "./config"

/**
 * How the CMS writes an entry's file. Decap's own JSON format writes the keys in the order its data happens to hold
 * them (scrambled for any entry of more than eight fields), so each collection gets this format instead: the keys in
 * the schema's order, as in the files written by hand and in CONTENT.md.
 */

/**
 * The value with every object's keys in its schema's order and each list item in its item schema's order. Keys the
 * schema does not know keep their place after the others: nothing is dropped here (the save check refuses them).
 */
export function inSchemaOrder(node: CmsSchemaNode | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map(item => inSchemaOrder(node?.items, item))
  if (value === null || typeof value !== "object") return value
  const record = value as Record<string, unknown>
  const known = Object.keys(node?.properties ?? {}).filter(key => key in record)
  const others = Object.keys(record).filter(key => !known.includes(key))
  return Object.fromEntries(
    [...known, ...others].map(key => [key, inSchemaOrder(node?.properties?.[key], record[key])]),
  )
}

/** An entry's file text: two-space JSON ending with a newline. */
export const entryJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * A page's file text: its fields between "---" lines (YAML, as a volunteer would write them, long text as a block),
 * then its text.
 */
export function entryMarkdown(value: Record<string, unknown>): string {
  const { [MARKDOWN_BODY_FIELD]: body, ...fields } = value
  const frontMatter = stringify(fields, { lineWidth: 0, blockQuote: "literal" })
  return `---\n${frontMatter}---\n${typeof body === "string" && body ? `${body.trim()}\n` : ""}`
}

/** Decap's custom format for one collection (registered by admin.tsx under config.ts's `cmsFormatName`). */
export function entryFormat(collection: AnyCollection) {
  const schema = cmsSchemaOf(collection.schema)
  const markdown = collection.format === "markdown"
  return {
    // A file the check cannot read opens as an empty form rather than an error screen; the check names the mistake.
    fromFile: (text: string): unknown => (markdown ? (readMarkdownSource(text).data ?? {}) : JSON.parse(text)),
    toFile: (data: Record<string, unknown>): string => {
      // The save check's note of the name's plain text, for the file name only.
      const { [FILE_NAME_SOURCE]: _fileName, ...entry } = data
      const ordered = inSchemaOrder(schema, entry) as Record<string, unknown>
      return markdown ? entryMarkdown(ordered) : entryJson(ordered)
    },
  }
}
