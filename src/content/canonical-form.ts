import { stringify } from "yaml"
import { schemaForFile, type AnyCollection } from "./collection"
import { MARKDOWN_BODY_FIELD, readJsonSource, readMarkdownSource } from "./entry-source"
import { fileNameOf } from "./entry-problems"
import { jsonSchemaOf, type JsonSchemaNode } from "./json-schema"

/**
 * The one form every file in data/ is kept in, the form the CMS writes (src/cms/entry-format.ts): the keys in the
 * schema's order at every depth, two-space indents, a final newline; a page's fields between "---" lines as YAML,
 * then its text. So a save in the CMS that changes one field changes one line of the file. `npm run format`
 * (scripts/format-content.ts) rewrites files into it, and the content check gently says when a file is not in it.
 */

/**
 * The value with every object's keys in its schema's order and each list item in its item schema's order. Keys the
 * schema does not know keep their place after the others: nothing is dropped here (the check refuses them).
 */
export function inSchemaOrder(node: JsonSchemaNode | undefined, value: unknown): unknown {
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
 * a blank line, then its text.
 */
export function entryMarkdown(value: Record<string, unknown>): string {
  const { [MARKDOWN_BODY_FIELD]: body, ...fields } = value
  const frontMatter = stringify(fields, { lineWidth: 0, blockQuote: "literal" })
  // A blank line between the fields and the text, as people write it.
  return `---\n${frontMatter}---\n${typeof body === "string" && body ? `\n${body.trim()}\n` : ""}`
}

/**
 * The schema a file's data is ordered by: its own, for a collection of different pages. The CMS's writer is not told
 * which file it writes, so without a name the page's schema is the one that knows the most of its keys.
 */
export function schemaNodeFor(collection: AnyCollection, data: Record<string, unknown>, fileName?: string) {
  if (collection.shape.kind !== "files") return jsonSchemaOf(collection.schema)
  const named = fileName ? schemaForFile(collection, fileName) : undefined
  if (named) return jsonSchemaOf(named)
  const keys = Object.keys(data)
  const known = (node: JsonSchemaNode) => keys.filter(key => key in (node.properties ?? {})).length
  return Object.values(collection.shape.files)
    .map(file => jsonSchemaOf(file.schema))
    .reduce((best, node) => (known(node) > known(best) ? node : best), jsonSchemaOf(collection.schema))
}

/** An entry's data written in the one form. */
export function canonicalText(collection: AnyCollection, data: Record<string, unknown>, fileName?: string): string {
  const ordered = inSchemaOrder(schemaNodeFor(collection, data, fileName), data) as Record<string, unknown>
  return collection.format === "markdown" ? entryMarkdown(ordered) : entryJson(ordered)
}

/**
 * A file's text in the one form, or undefined when it cannot be read (the check names that mistake). The values are
 * the file's own, untouched: only the layout changes.
 */
export function canonicalSource(collection: AnyCollection, file: string, source: string): string | undefined {
  const read = collection.format === "markdown" ? readMarkdownSource(source) : readJsonSource(source)
  if (!read.data || typeof read.data !== "object" || Array.isArray(read.data)) return undefined
  return canonicalText(collection, read.data, fileNameOf(file))
}

/**
 * Whether a file differs from the one form in more than what an editor cannot see: a byte-order mark and Windows
 * line ends (Notepad's, GitHub's editor on Windows) are read as any other file and written away by the next save.
 */
export const laidOutOtherwise = (source: string, canonical: string) =>
  source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n") !== canonical

/** The content check's words for a file that reads correctly but is laid out otherwise. */
export const notInCanonicalForm =
  'is laid out differently from the way the CMS writes files (fields in the order of the form, two-space indents, a last empty line); nothing is wrong with it, and the CMS tidies it the next time it saves it (on a computer with the site, "npm run format" tidies it now)'
