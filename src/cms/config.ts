import { z } from "zod"
import type { AnyCollection as Collection } from "../content/collection"
import { collections } from "../content/collections"

/**
 * Decap CMS's configuration, generated from the content schemas (as gatsby/graphql-types.ts generates the GraphQL
 * types): one collection per folder under data/, and each field's widget, "required", hint, allowed values and
 * pattern from the zod schema's JSON Schema view. Nothing here names a field, so a field added to a schema appears
 * in the CMS with the next build.
 */

/** The JSON Schema view of a field, with the pattern's message that zod keeps beside it. */
export interface CmsSchemaNode {
  type?: string | string[]
  properties?: Record<string, CmsSchemaNode>
  required?: string[]
  items?: CmsSchemaNode
  enum?: unknown[]
  const?: unknown
  anyOf?: CmsSchemaNode[]
  description?: string
  image?: boolean
  pattern?: string
  patternMessage?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
}

export interface CmsField {
  name: string
  label: string
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
}

/** zod's toJSONSchema, with each regex check's message copied into `patternMessage` for Decap's `pattern`. */
export function cmsSchemaOf(schema: z.ZodType): CmsSchemaNode {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema as { _zod: { def: { checks?: { _zod: { def: RegexCheckDef } }[] } } })._zod.def.checks
      const regex = checks?.map(check => check._zod.def).find(def => def.format === "regex" && def.pattern)
      const message = regex?.error?.({} as never)
      if (typeof message === "string") (jsonSchema as CmsSchemaNode).patternMessage = message
    },
  }) as CmsSchemaNode
}

interface RegexCheckDef {
  format?: string
  pattern?: RegExp
  error?: (issue: never) => unknown
}

/** "teaAndCoffee" → "Tea and coffee", "thumbnail_width" → "Thumbnail width": a label from the field's name. */
export const labelFor = (name: string) => {
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const typeOf = (node: CmsSchemaNode): string | undefined => (Array.isArray(node.type) ? node.type[0] : node.type)

/** One field's widget and settings from its schema node. */
export function fieldFor(name: string, node: CmsSchemaNode, required: boolean): CmsField {
  const base: CmsField = { name, label: labelFor(name), widget: "string", required }
  if (node.description) base.hint = node.description
  const type = typeOf(node)
  if (node.image) {
    return { ...base, widget: "image", choose_url: false, media_library: { config: { multiple: false } } }
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
    const item = fieldFor(name, node.items, true)
    if (item.widget === "image") return { ...base, widget: "list", field: { ...item, label: labelFor(name) } }
    if (item.widget === "object") return { ...base, widget: "list", collapsed: true, fields: item.fields }
    // Lists of text are paragraphs or short labels: one text box per item, open so the words show.
    const widget = item.widget === "string" ? "text" : item.widget
    return { ...base, widget: "list", collapsed: false, field: { ...item, widget } }
  }
  if (type === "object" && node.properties) {
    return { ...base, widget: "object", collapsed: !required, fields: fieldsFor(node) }
  }
  if (node.pattern) base.pattern = [node.pattern, node.patternMessage ?? `must match ${node.pattern}`]
  return base
}

export const fieldsFor = (node: CmsSchemaNode): CmsField[] =>
  Object.entries(node.properties ?? {}).map(([name, child]) => fieldFor(name, child, !!node.required?.includes(name)))

/** The field an entry's file name and list title come from: the first required text field. */
export function identifierField(node: CmsSchemaNode): string | undefined {
  return Object.entries(node.properties ?? {}).find(
    ([name, child]) => node.required?.includes(name) && typeOf(child) === "string" && !child.enum && !child.image,
  )?.[0]
}

export interface CmsConfigOptions {
  /** "owner/name" of the repository on GitHub */
  repo: string
  /** the branch the live site is built from */
  branch: string
  /** the live site's address, for Decap's links to it */
  siteUrl?: string
}

/** How Decap reads and writes a collection's files: JSON, or Markdown with its fields in front matter. */
const fileFormat = (collection: Collection) =>
  collection.format === "markdown"
    ? { extension: "md", format: "frontmatter" as const }
    : { extension: "json", format: "json" as const }

function cmsCollection(collection: Collection) {
  const schema = cmsSchemaOf(collection.schema)
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
            fields: fieldsFor(cmsSchemaOf(file.schema)),
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
    // Photos sit beside the entry's JSON file, named by the editor's upload.
    media_folder: "",
    public_folder: "",
    slug: "{{slug}}",
    ...(identifier ? { identifier_field: identifier, summary: `{{${identifier}}}` } : {}),
    ...(hasOrder ? { sortable_fields: ["order", ...(identifier ? [identifier] : [])] } : {}),
    fields,
  }
}

/** Decap's whole configuration (what `CMS.init({ config })` takes). */
export function cmsConfig({ repo, branch, siteUrl }: CmsConfigOptions) {
  return {
    load_config_file: false,
    backend: {
      name: "github",
      repo,
      branch,
      // Netlify is the OAuth provider: the parish installs GitHub as a provider in Netlify's UI (CONTENT.md).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      squash_merges: true,
    },
    // Drafts become pull requests, each with its Netlify deploy preview; publishing merges one.
    publish_mode: "editorial_workflow",
    // Used only when the CMS is opened on this computer (localhost): Decap's own decap-server, `npm run cms`.
    local_backend: true,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // The global media library: the PDFs an editor swaps (this week's readings, the safeguarding poster).
    media_folder: "static/files",
    public_folder: "/files",
    // File names as the content check wants them: lower-case letters, digits and single hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections.map(cmsCollection),
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
