import type { z } from "zod"
import { labelFor } from "../../src/cms/config"
import { extensionOf, type AnyCollection } from "../../src/content/collection"
import { sitePages } from "../../src/content/collections/pages"
import { MARKDOWN_BODY_FIELD } from "../../src/content/entry-source"
import { jsonSchemaOf, type JsonSchemaNode } from "../../src/content/json-schema"
import { codeSpan, escapeCell, table } from "./markdown-table"

/**
 * The guide's field tables, from the schemas: the label the CMS shows, the field's name in the file, required or
 * optional, what to write and the schema's hint; and a whole section for a collection the guide has no words of its
 * own about.
 */

/** A field as the guide describes it: the schema's JSON view with the pattern's own words beside it. */
type FieldNode = JsonSchemaNode & { format?: string }

const typeOf = (node: FieldNode) => (Array.isArray(node.type) ? node.type[0] : node.type)

const range = (node: FieldNode) => {
  const { minimum: min, maximum: max } = node
  const realMax = max !== undefined && Number.isSafeInteger(max) && max < Number.MAX_SAFE_INTEGER ? max : undefined
  if (min !== undefined && realMax !== undefined) return ` from ${min} to ${realMax}`
  if (min !== undefined) return min === 0 ? ", 0 or more" : ` of ${min} or more`
  return realMax !== undefined ? ` up to ${realMax}` : ""
}

const plural = (word: string) => (/s$/.test(word) ? word : `${word}s`)

/** What kind of value a field takes, in words: the first part of the "what to write" cell. */
function kindOf(name: string, node: FieldNode): string {
  if (node.image) return "the file name of a photo in the same folder (.jpg, .png or .webp)"
  if (node.markdown) {
    return name === MARKDOWN_BODY_FIELD ? "text in Markdown, below the second `---` line" : "text in Markdown"
  }
  if (node.enum) return `one of ${node.enum.map(value => codeSpan(String(value))).join(", ")}`
  switch (typeOf(node)) {
    case "boolean":
      return "`true` or `false`"
    case "integer":
      return `a whole number${range(node)}`
    case "number":
      return `a number${range(node)}`
    case "array": {
      const item = node.itemTitle ?? (typeOf(node.items ?? {}) === "object" ? "item" : "text")
      const atLeast = node.minItems ? ` (at least ${node.minItems})` : ""
      const each = typeOf(node.items ?? {}) === "object" ? `, each with the fields below` : ""
      return `a list of ${plural(item)}${atLeast}${each}`
    }
    case "object":
      return "a group of the fields below"
  }
  if (node.format === "uri") return "a web address starting with `https://`"
  if (node.format === "email") return "an email address"
  if (node.patternMessage) return node.patternMessage.replace(/^must be /, "")
  if (node.slots)
    return `text; the site fills in ${node.slots.map(slot => `{${slot}}`).join(", ")} wherever you write ${node.slots.length === 1 ? "it" : "them"}`
  return "text"
}

interface FieldRow {
  label: string
  field: string
  required: string
  what: string
}

/**
 * The rows of one object's fields, nested fields after their parent: a group's as `picture.photo`, a list item's as
 * `meetings[].what`. A field required inside an optional group is needed only when the group is given.
 */
function fieldRows(node: FieldNode, at = { field: "", label: "", optionalGroup: "" }): FieldRow[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]: [string, FieldNode]) => {
    const field = at.field ? `${at.field}.${name}` : name
    const label = `${at.label}${child.title ?? labelFor(name)}`
    const isRequired = !!node.required?.includes(name)
    const required = !isRequired
      ? "optional"
      : at.optionalGroup
        ? `required with ${codeSpan(at.optionalGroup)}`
        : "required"
    const hint = child.description ? `: ${escapeCell(child.description)}` : ""
    // A Markdown file's text, below its fields, is the field `body` to the check and the CMS.
    const isText = name === MARKDOWN_BODY_FIELD && !at.field && child.markdown
    const shown = isText ? `${codeSpan(field)} (the text)` : codeSpan(field)
    const row: FieldRow = { label: escapeCell(label), field: shown, required, what: `${kindOf(name, child)}${hint}` }
    const optionalGroup = isRequired ? at.optionalGroup : field
    const type = typeOf(child)
    if (type === "object") return [row, ...fieldRows(child, { field, label: `${label} › `, optionalGroup })]
    const item = child.items
    if (type === "array" && item && typeOf(item) === "object") {
      return [row, ...fieldRows(item, { field: `${field}[]`, label: `${label} › `, optionalGroup: "" })]
    }
    return [row]
  })
}

function fieldTable(schema: z.ZodType): string {
  const rows = fieldRows(jsonSchemaOf(schema))
  return table(
    ["In the CMS", "In the file", "Required?", "What to write"],
    rows.map(row => [row.label, row.field, row.required, row.what]),
  )
}

/** The Pages collection: one table per kind of page, each naming the files (and addresses) that have it. */
function pageTables(): string {
  const kinds = new Map<z.ZodType, [string, (typeof sitePages)[keyof typeof sitePages]][]>()
  for (const [name, page] of Object.entries(sitePages))
    kinds.set(page.schema, [...(kinds.get(page.schema) ?? []), [name, page]])
  return [...kinds.entries()]
    .map(([schema, pages]) => {
      const names = pages.map(([, page]) => page.label).join(", ")
      const files = pages.map(([name, page]) => `${codeSpan(`${name}.md`)} (${page.route})`).join(", ")
      return `**${escapeCell(names)}**: ${files}\n\n${fieldTable(schema)}`
    })
    .join("\n\n")
}

/** Every collection: its name in the CMS, its folder and what it holds, in the CMS's order. */
export function collectionsTable(collections: readonly AnyCollection[]): string {
  return table(
    ["In the CMS", "Folder", "One file per…", "What it holds"],
    collections.map(collection => {
      const extension = extensionOf(collection)
      const single = collection.shape.kind === "single"
      const folder = single
        ? `data/${collection.folder}/${collection.folder}${extension}`
        : `data/${collection.folder}/`
      const perFile = single ? "(just this one file)" : `${collection.labelSingular} (${codeSpan(extension)})`
      return [escapeCell(collection.label), codeSpan(folder), perFile, escapeCell(collection.description)]
    }),
  )
}

export function collectionTable(collection: AnyCollection): string {
  return collection.shape.kind === "files" ? pageTables() : fieldTable(collection.schema)
}

/**
 * A section for each collection the guide's hand-written parts do not describe: its name, what it holds, where its
 * files go and its field table, so that a new collection is in the guide as soon as it is in the registry.
 */
export function collectionSections(described: readonly AnyCollection[]): string {
  return described
    .map(collection => {
      const extension = extensionOf(collection)
      const where =
        collection.shape.kind === "single"
          ? `one file, ${codeSpan(`data/${collection.folder}/${collection.folder}${extension}`)}`
          : `one file per ${escapeCell(collection.labelSingular)} in ${codeSpan(`data/${collection.folder}/`)}, named as [section 5](#5-file-names-and-the-order-things-appear-in) says`
      return [
        `### ${collection.label}`,
        `${escapeCell(collection.description)} In the CMS: *${escapeCell(collection.label)}*; in the files: ${where}.`,
        collectionTable(collection),
      ].join("\n\n")
    })
    .join("\n\n")
}
