import type { AnyCollection as Collection } from "../content/collection"
import { collections } from "../content/collections"
import { jsonSchemaOf, type JsonSchemaNode } from "../content/json-schema"
import { backendSettings, defaultCmsBackend, type CmsBackend } from "./backend"

/**
 * Decap CMS's configuration, generated from the content schemas (as gatsby/graphql-types.ts generates the GraphQL
 * types): one collection per folder under data/, and each field's label, widget, "required", hint, allowed values
 * and pattern from the zod schema's JSON Schema view (src/content/fields.ts lists what a schema can say to the
 * forms). Nothing here names a field, so a field added to a schema appears in the CMS with the next build.
 */

export interface CmsField {
  name: string
  label: string
  label_singular?: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: (string | number)[]
  multiple?: boolean
  value_type?: "int" | "float"
  min?: number
  max?: number
  default?: unknown
  field?: CmsField
  fields?: CmsField[]
  collapsed?: boolean
  choose_url?: boolean
  media_library?: { config: { multiple: boolean } }
  buttons?: readonly string[]
  editor_components?: readonly string[]
  modes?: readonly string[]
  sanitize_preview?: boolean
  /** our date boxes (date-widget.tsx): false for a day alone, with no time box */
  time?: boolean
}

/** "teaAndCoffee" → "Tea and coffee", "thumbnail_width" → "Thumbnail width": a label from the field's name. */
export const labelFor = (name: string) => {
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "Photos" → "Photo", "Facilities" → "Facility": a list's label for one of its items, when the schema names none. */
const singular = (words: string) => words.replace(/ies$/, "y").replace(/(?<!s)s$/, "")

const typeOf = (node: JsonSchemaNode): string | undefined => (Array.isArray(node.type) ? node.type[0] : node.type)

/** The name our date and time boxes (date-widget.tsx) are registered under, for `localDateTime()` fields. */
export const DATE_WIDGET = "london-date-time"

/** What the Markdown editor offers: only what the site's pages render (no raw HTML, code, images or tables). */
export const markdownButtons = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "bulleted-list",
  "numbered-list",
] as const

/**
 * One field's label, widget and settings from its schema node. `required` is whether the form insists on it: a
 * field of an optional group is never insisted on (the save check asks for what the group needs once any of it is
 * filled in), so an open, empty group does not stop a save.
 */
export function fieldFor(name: string, node: JsonSchemaNode, required: boolean): CmsField {
  const base: CmsField = { name, label: node.title ?? labelFor(name), widget: "string", required }
  if (node.description) base.hint = node.description
  const type = typeOf(node)
  if (node.image) {
    return { ...base, widget: "image", choose_url: false, media_library: { config: { multiple: false } } }
  }
  if (node.localDateTime || node.localDate) {
    // Our day, month, year (and time) boxes (date-widget.tsx), which store the same text as a file edited by hand
    // and check what is typed themselves: no pattern, whose message would quote the file's form.
    return node.localDate ? { ...base, widget: DATE_WIDGET, time: false } : { ...base, widget: DATE_WIDGET }
  }
  if (node.markdown) {
    return {
      ...base,
      widget: "markdown",
      buttons: markdownButtons,
      editor_components: [],
      modes: ["rich_text"],
      sanitize_preview: true,
    }
  }
  if (node.enum) {
    return { ...base, widget: "select", options: node.enum as (string | number)[] }
  }
  if (type === "boolean") {
    // Decap writes nothing for an untouched toggle; a required yes/no starts at "no" so it is always saved.
    return required ? { ...base, widget: "boolean", default: false } : { ...base, widget: "boolean" }
  }
  if (type === "integer" || type === "number") {
    const field: CmsField = { ...base, widget: "number", value_type: type === "integer" ? "int" : "float" }
    if (node.minimum !== undefined && Number.isSafeInteger(node.minimum)) field.min = node.minimum
    if (node.maximum !== undefined && Number.isSafeInteger(node.maximum)) field.max = node.maximum
    return field
  }
  if (type === "array" && node.items) {
    const itemLabel = node.itemTitle ?? node.items.title ?? singular(base.label).toLowerCase()
    // Decap's button reads "Add <label_singular>".
    const list: CmsField = { ...base, widget: "list", label_singular: itemLabel }
    const item = fieldFor(name, node.items, true)
    const itemBox = { label: itemLabel.charAt(0).toUpperCase() + itemLabel.slice(1) }
    if (item.widget === "image") return { ...list, field: { ...item, ...itemBox } }
    if (item.widget === "object") return { ...list, collapsed: true, fields: item.fields }
    // Lists of text are paragraphs or short labels: one text box per item, open so the words show.
    const widget = item.widget === "string" ? "text" : item.widget
    return { ...list, collapsed: false, field: { ...item, ...itemBox, widget } }
  }
  if (type === "object" && node.properties) {
    // Open, so an optional group (an event's picture) is in plain sight rather than behind an arrow.
    return { ...base, widget: "object", collapsed: false, fields: fieldsFor(node, required) }
  }
  if (node.pattern) base.pattern = [node.pattern, node.patternMessage ?? `must match ${node.pattern}`]
  return base
}

/** The fields of an object node, in the schema's order; `insisted` is false inside an optional group. */
export const fieldsFor = (node: JsonSchemaNode, insisted = true): CmsField[] =>
  Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldFor(name, child, insisted && !!node.required?.includes(name)),
  )

/** The field an entry's file name and list title come from: the first required text field. */
export function identifierField(node: JsonSchemaNode): string | undefined {
  return Object.entries(node.properties ?? {}).find(
    ([name, child]) => node.required?.includes(name) && typeOf(child) === "string" && !child.enum && !child.image,
  )?.[0]
}

/**
 * Where the plain text of an entry's name is kept while the CMS has it open: "Christingle <em>service</em>" →
 * "Christingle service". The CMS's list shows it (the collection's `summary`), and a new entry's file name is made
 * from it (christingle-service.json). The entry's format (entry-format.ts) adds it on reading a file and never writes
 * it into one; the save check (save-check.ts) sets it afresh.
 */
export const PLAIN_NAME = "__plainName"

/**
 * Decap's name for a collection's file format (entry-format.ts): JSON, or Markdown with front matter, with the keys
 * in the schema's order.
 */
export const cmsFormatName = (collection: Collection) => `${collection.folder}-${collection.format}`

/**
 * A field's place in the form in the form's own words: "picture.alt" → "Picture › Alt", "content[1]" → "Content ›
 * Paragraph 2", so a refused save names the field as the editor sees it.
 */
export function fieldLabelPath(fields: readonly CmsField[], path: string): string {
  const labels: string[] = []
  let level: readonly CmsField[] = fields
  let list: CmsField | undefined
  for (const [, name, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (index !== undefined) {
      const item = list?.label_singular ?? "item"
      labels.push(`${item.charAt(0).toUpperCase()}${item.slice(1)} ${Number(index) + 1}`)
      level = list?.fields ?? []
      continue
    }
    const field = level.find(candidate => candidate.name === name)
    labels.push(field?.label ?? labelFor(name ?? ""))
    list = field?.widget === "list" ? field : undefined
    level = field?.fields ?? []
  }
  return labels.join(" › ")
}

/** The form's field at a path of names ("picture.alt"); list indexes are skipped, as every item has the same fields. */
export function fieldAtPath(fields: readonly CmsField[], path: string): CmsField | undefined {
  let field: CmsField | undefined
  let level = fields
  for (const name of path.replace(/\[\d+\]/g, "").split(".")) {
    field = level.find(candidate => candidate.name === name)
    level = field?.fields ?? []
  }
  return field
}

export interface CmsConfigOptions {
  /** how editors log in and whose commits save their work (backend.ts); Netlify Identity unless said */
  backend?: CmsBackend
  /** "owner/name" of the repository on GitHub (the GitHub backend's; Git Gateway knows its own) */
  repo: string
  /** the branch the live site is built from */
  branch: string
  /** the live site's address, for Decap's links to it */
  siteUrl?: string
}

/** How Decap reads and writes a collection's files: its own format (entry-format.ts) for .json or .md files. */
const fileFormat = (collection: Collection) => ({
  extension: collection.format === "markdown" ? "md" : "json",
  format: cmsFormatName(collection),
})

function cmsCollection(collection: Collection) {
  const schema = jsonSchemaOf(collection.schema)
  const fields = fieldsFor(schema)
  const folder = `data/${collection.folder}`
  const { extension, format } = fileFormat(collection)
  if (collection.shape.kind !== "many") {
    const files =
      collection.shape.kind === "files"
        ? Object.entries(collection.shape.files).map(([name, file]) => ({
            name,
            label: file.label,
            file: `${folder}/${name}.${extension}`,
            fields: fieldsFor(jsonSchemaOf(file.schema)),
          }))
        : [
            {
              name: collection.folder,
              label: collection.label,
              file: `${folder}/${collection.folder}.${extension}`,
              fields,
            },
          ]
    return {
      name: collection.folder,
      label: collection.label,
      format,
      // Photos sit beside the file, as they do for entries.
      media_folder: "",
      public_folder: "",
      files,
    }
  }
  const identifier = identifierField(schema)
  const hasOrder = !!schema.properties?.order
  return {
    name: collection.folder,
    label: collection.label,
    label_singular: collection.labelSingular,
    folder,
    extension,
    format,
    create: true,
    delete: true,
    // Photos sit beside the entry's JSON file, under the name they were uploaded with, made lower-case and cleaned by
    // the `slug` settings of cmsConfig (Decap applies them to uploads too): "IMG 2041.JPG" → "img-2041.jpg".
    media_folder: "",
    public_folder: "",
    slug: `{{fields.${PLAIN_NAME}}}`,
    ...(identifier ? { identifier_field: identifier, summary: `{{fields.${PLAIN_NAME}}}` } : {}),
    ...(hasOrder ? { sortable_fields: ["order", ...(identifier ? [identifier] : [])] } : {}),
    fields,
  }
}

/** A collection's form fields (a single-file collection's are its file's). */
export const collectionFields = (collection: ReturnType<typeof cmsCollection>): readonly CmsField[] =>
  ("files" in collection ? collection.files?.[0]?.fields : collection.fields) ?? []

/** Decap's whole configuration (what `CMS.init({ config })` takes). */
export function cmsConfig({ backend = defaultCmsBackend, repo, branch, siteUrl }: CmsConfigOptions) {
  return {
    load_config_file: false,
    backend: backendSettings(backend, repo, branch),
    // Drafts become pull requests, each with its Netlify deploy preview; publishing merges one.
    publish_mode: "editorial_workflow",
    // Used only when the CMS is opened on this computer (localhost): Decap's own decap-server, `npm run cms`.
    local_backend: true,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // The global media library: the PDFs an editor swaps (this week's readings, the Amazon Smile leaflet).
    media_folder: "static/files",
    public_folder: "/files",
    // File names as the content check wants them: lower-case letters, digits and single hyphens (an upload's name is
    // also made lower-case).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections.map(cmsCollection),
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
