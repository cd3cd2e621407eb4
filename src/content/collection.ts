import type { z } from "zod"

/**
 * What a content collection is: a folder under data/, the schema its files pass, and everything else the site knows
 * about it (fields worked out at build time, rules that look across files, which entries the site shows), in the
 * collection's own file under collections/. The build, the GraphQL types, the CMS and the content check all read
 * collections through this one shape, so nothing else names a folder or a type.
 */

/** One mistake in the content, with enough detail for an editor to fix it. */
export interface ContentProblem {
  /** path from the project root, e.g. "data/events/street-party.json" */
  file: string
  /** dotted field path, e.g. "serviceType" or "photos[1]"; absent for whole-file problems */
  field?: string
  message: string
  /** the line of the file the problem is on, where one line is meant (a slip in a page's text), counting from 1 */
  line?: number
  /** a warning does not stop the build (e.g. two entries with the same order); absent means a mistake that does */
  severity?: "warning"
}

/**
 * The file's line of a field's value, given the line within the value (for Markdown text, counting from 0), when
 * the value is in the file (entry-source.ts reads it).
 */
export type FieldLocator = (path: readonly PropertyKey[], lineWithin: number) => number | undefined

/** A file that passed its schema: what the schema returned (text trimmed), which is what the nodes are made from. */
export interface Entry<Data = Record<string, unknown>> {
  collection: AnyCollection
  /** path from the project root, with forward slashes, e.g. "data/groups/choir.md" */
  file: string
  /** the file's name without its extension, e.g. "choir": a group page's address, a page's name */
  fileName: string
  data: Data
  /** where each field's value is in the file, for messages about it made after the file's own check */
  locate?: FieldLocator
}

/** What a collection's cross-file rules can see. */
export interface RuleContext {
  /** the build's "now" (SITE_NOW pins it) */
  now: Date
  /**
   * Whether a file was changed since the last published deploy (Netlify's build) or in the working tree (on a
   * computer): typed now, so a date in it that has already passed is a slip of the keyboard, not time passing.
   */
  changed(file: string): boolean
  /** the checked entries of any collection, typed by that collection */
  entriesOf<Data>(collection: Collection<Data>): Entry<Data>[]
  /** whether a file exists, by its path from the project root, e.g. "static/files/children/roots/sheet.pdf" */
  exists(relativePath: string): boolean
  /** every page address the content makes (the pages, the groups' pages): what a link may lead to */
  routes: ReadonlySet<string>
  /**
   * Whether every file of a collection passed its own check, so that a rule may rely on its entries. When one has a
   * mistake, the rule leaves out what depends on it (it may be the file meant) and the content check says once, on
   * that file, that `check` waits for it: one mistake gives one message, and no good file is blamed for it.
   */
  needs(collection: AnyCollection, check: string): boolean
}

/** What the build hands a computed field besides the entry's data. */
export interface ComputeContext {
  /** the entry's file, from the project root */
  file: string
  /** the build's File node at a path from the project root, or null: opaque here, for image fields */
  fileAt(relativePath: string): Promise<unknown>
}

/** A GraphQL field worked out at build time rather than written by editors. */
export interface ComputedField<Data> {
  /** its GraphQL type, e.g. "String!" or "File!" */
  type: string
  description: string
  resolve(data: Data, context: ComputeContext): unknown
}

/** The files a collection's folder holds. */
export type CollectionShape =
  /** any number of entries, one file each, named by the editor */
  | { kind: "many" }
  /** exactly one file, named like the folder (site.json) */
  | { kind: "single" }
  /**
   * a known set of files, each with a schema and GraphQL type of its own (the pages' words): file name → its label,
   * schema and type; files of one kind share a type. Each may be left out (its page is then not built) unless it is
   * `required`.
   */
  | {
      kind: "files"
      files: Readonly<Record<string, { label: string; schema: z.ZodType; typeName: string; required?: boolean }>>
    }

export interface Collection<Data = Record<string, unknown>> {
  /** folder under data/ */
  folder: string
  /** GraphQL node type for its entries; for a "files" collection, the interface its files' types implement */
  typeName: string
  /** what editors call it, e.g. "Events" (the CMS's list, CONTENT.md) */
  label: string
  /** one entry, e.g. "event" (the CMS's "New event" button) */
  labelSingular: string
  /** one sentence for editors: what the collection is and where it shows */
  description: string
  /** "json": data in a .json file; "markdown": a .md file, its fields in front matter and its text as `body` */
  format: "json" | "markdown"
  shape: CollectionShape
  /** the schema every file passes; for a "files" collection, the fields every file has (each file has its own) */
  schema: z.ZodType<Data>
  computed: Readonly<Record<string, ComputedField<Data>>>
  /** rules across files; the entries are this collection's checked ones */
  rules(entries: Entry<Data>[], context: RuleContext): ContentProblem[]
  /** whether the site shows an entry; one it leaves out makes no node (a past event) */
  include(data: Data, now: Date): boolean
  /**
   * GraphQL interfaces its node type implements, each with the fields it shares with other collections' (services and
   * activities are both regular gatherings), so one fragment reads either
   */
  interfaces?: readonly { typeName: string; schema: z.ZodType }[]
  /** entries sharing this key share one order (children's sheets are ordered within their group) */
  orderGroup?(data: Data): string
  /**
   * the addresses of the site's pages a file makes, by the file's name, e.g. "choir" → ["/choir"]: links in the
   * content must lead to one. Worked out from the names alone, so a mistake inside a page's file does not make
   * every link to that page a mistake too.
   */
  routesOf?(fileName: string): string[]
}

/** Any collection, whatever its data: the registry and the generic code take these. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = Collection<any>

type Definition<Data> = Pick<Collection<Data>, "folder" | "typeName" | "label" | "labelSingular" | "description"> &
  Partial<
    Pick<Collection<Data>, "format" | "shape" | "rules" | "include" | "orderGroup" | "routesOf" | "interfaces">
  > & {
    computed?: Collection<Data>["computed"]
  }

/** A collection from its schema: its entries' data type comes from the schema, so its rules are typed with it. */
export function defineCollection<Schema extends z.ZodType>(
  definition: Definition<z.output<Schema>> & { schema: Schema },
): Collection<z.output<Schema>> {
  return {
    format: "json",
    shape: { kind: "many" },
    computed: {},
    rules: () => [],
    include: () => true,
    ...definition,
    // The schema's output is the collection's data: the one place the two types meet.
    schema: definition.schema as z.ZodType<z.output<Schema>>,
  }
}

/** The extension of a collection's files. */
export const extensionOf = (collection: AnyCollection) => (collection.format === "markdown" ? ".md" : ".json")

/** The schema one file must pass: a "files" collection's own per-file schema, else the collection's. */
export function schemaForFile(collection: AnyCollection, fileName: string): z.ZodType | undefined {
  return collection.shape.kind === "files" ? collection.shape.files[fileName]?.schema : collection.schema
}

/** The GraphQL node types a collection's files make, each with its schema: one, or one per kind of file. */
export function nodeTypesOf(collection: AnyCollection): { typeName: string; schema: z.ZodType }[] {
  if (collection.shape.kind !== "files") return [{ typeName: collection.typeName, schema: collection.schema }]
  const byName = new Map(Object.values(collection.shape.files).map(file => [file.typeName, file.schema]))
  return [...byName].map(([typeName, schema]) => ({ typeName, schema }))
}

/** The GraphQL node type of one file's entry. */
export const typeNameOfFile = (collection: AnyCollection, fileName: string): string | undefined =>
  collection.shape.kind === "files" ? collection.shape.files[fileName]?.typeName : collection.typeName

/** A file in the same folder as an entry, from the project root: where an entry's photos sit. */
export const besideEntry = (entryFile: string, name: string) => entryFile.replace(/[^/]*$/, name)

/** A rule: no two entries share a key. A clash names both files, since either may be the one to change. */
export function uniqueBy<Data>(entries: Entry<Data>[], field: string, keyOf: (data: Data) => string): ContentProblem[] {
  const filesByKey = new Map<string, string[]>()
  for (const entry of entries) {
    const key = keyOf(entry.data)
    filesByKey.set(key, [...(filesByKey.get(key) ?? []), entry.file])
  }
  return [...filesByKey].flatMap(([key, files]) =>
    files.length < 2
      ? []
      : files.map(file => ({
          file,
          field,
          message: `"${key}" is also used by ${files.filter(other => other !== file).join(" and ")}; each must be different`,
        })),
  )
}
