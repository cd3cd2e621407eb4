import fs from "node:fs"
import path from "node:path"
import { siteNow } from "./site-now"
import {
  extensionOf,
  schemaForFile,
  type AnyCollection,
  type Collection,
  type ContentProblem,
  type Entry,
  type RuleContext,
} from "./collection"
import { collections } from "./collections"
import { readJsonSource, readMarkdownSource } from "./entry-source"
import { checkEntryData, fileNameOf } from "./entry-problems"
import { layoutWarnings } from "./layout-warnings"
import { jsonSchemaOf, markedFieldPaths, valuesAt } from "./json-schema"
import { markdownLinks } from "./markdown"
import { checkPhotos, checkPhotosExist, photoReferences } from "./photos"
import { photoFileNamePattern, photoNameProblem } from "./fields"
import { slugify, slugPattern } from "./slug"

/**
 * The content check: every file under data/, the photos and PDFs the entries name, and the rules that span files
 * (each collection's own, in its file under collections/). The build runs it before anything else
 * (gatsby/on-pre-bootstrap.ts), `npm start` runs it again on every change (gatsby/content-watch.ts), and the
 * GraphQL nodes are made from `checkEntrySource`'s result (gatsby/on-create-node.ts).
 */

export type { ContentProblem }
export type ContentEntry = Entry
export { formatPath, formatProblem } from "./entry-problems"

export interface ContentReport {
  /** mistakes: the build stops */
  problems: ContentProblem[]
  /** worth an editor's look, but the site is built */
  warnings: ContentProblem[]
  entries: Entry[]
}

/** "Jane Doe.JSON" → "jane-doe.json": the name to suggest for an entry's file. */
export const suggestedFileName = (name: string, extension: string) =>
  `${slugify(name.replace(/\.(json|md)(\.\w+)?$/i, ""))}${extension}`

/** Photos sit beside the entries: anything with a photo's extension, whatever its name. */
const looksLikePhoto = /\.(jpe?g|png|webp)$/i
/** Files an operating system leaves behind, which nobody put there on purpose. */
const systemFile = (name: string) => name.startsWith(".") || /^(thumbs\.db|desktop\.ini)$/i.test(name)

/**
 * Checks one entry file's text against its collection: the file name, the JSON or Markdown, the schema. The one
 * per-file check: the content check runs it on every file and the GraphQL node of an entry is made from its `data`.
 */
export function checkEntrySource(
  collection: AnyCollection,
  file: string,
  source: string,
): { data?: Record<string, unknown>; problems: ContentProblem[]; unchecked?: Record<string, unknown> } {
  const problems: ContentProblem[] = []
  const extension = extensionOf(collection)
  const name = path.posix.basename(file)
  if (!slugPattern.test(fileNameOf(file)) || !name.endsWith(extension)) {
    problems.push({
      file,
      message: `the file name must be lower-case letters, digits and hyphens ending in ${extension}, with no spaces; rename it to "${suggestedFileName(name, extension)}"`,
    })
  }
  const read = collection.format === "markdown" ? readMarkdownSource(source) : readJsonSource(source)
  if (!read.data) return { problems: [...problems, { file, message: read.problem }] }
  const checked = checkEntryData(collection, file, read.data)
  problems.push(...checked.problems)
  // What a file with a mistake says, unchecked: enough to know which photos it means to show.
  return problems.length ? { problems, unchecked: read.data } : { data: checked.data, problems }
}

/**
 * Reads and checks one collection folder; notes the photos in it for the "unused photo" warning. Its entries are the
 * files that passed their schema, typed by the collection (the tools in tools/ read the content through it).
 */
export function readCollection<Data>(rootDir: string, collection: Collection<Data>) {
  const problems: ContentProblem[] = []
  const entries: Entry<Data>[] = []
  const photos: string[] = []
  const routes: string[] = []
  /** photos named by files with a mistake, which make no entry: not "unused", only waiting for the fix */
  const namedByMistakes: string[] = []
  const folder = `data/${collection.folder}`
  const extension = extensionOf(collection)
  const absoluteFolder = path.join(rootDir, folder)
  if (!fs.existsSync(absoluteFolder)) {
    problems.push({ file: folder, message: "folder is missing; create it (it may stay empty)" })
    return { problems, entries, photos, routes, namedByMistakes }
  }
  const items = fs
    .readdirSync(absoluteFolder, { withFileTypes: true })
    .filter(item => !systemFile(item.name))
    .sort((a, b) => a.name.localeCompare(b.name))
  const entryFiles = items.filter(item => item.isFile() && item.name.toLowerCase().endsWith(extension))
  if (collection.shape.kind === "single" && entryFiles.length !== 1) {
    problems.push({
      file: folder,
      message: `must hold exactly one ${extension} file, found ${entryFiles.length}${entryFiles.length ? ` (${entryFiles.map(item => item.name).join(", ")})` : ""}`,
    })
  }
  if (collection.shape.kind === "files") {
    // The site's own pages: their addresses stand whether or not their files do.
    routes.push(...Object.keys(collection.shape.files).flatMap(name => collection.routesOf?.(name) ?? []))
    const present = new Set(entryFiles.map(item => fileNameOf(item.name)))
    for (const missing of Object.keys(collection.shape.files).filter(name => !present.has(name))) {
      problems.push({
        file: `${folder}/${missing}${extension}`,
        message: `is missing: it holds the words of the ${collection.shape.files[missing]!.label} page; put it back (the site's history on GitHub has the last version)`,
      })
    }
  }
  for (const item of items) {
    const file = `${folder}/${item.name}`
    if (item.isDirectory()) {
      problems.push({
        file,
        message: `folders inside ${folder} are not read; move its files up into ${folder} or delete it`,
      })
    } else if (entryFiles.includes(item)) {
      if (collection.shape.kind === "many") routes.push(...(collection.routesOf?.(fileNameOf(file)) ?? []))
      const checked = checkEntrySource(collection, file, fs.readFileSync(path.join(absoluteFolder, item.name), "utf8"))
      problems.push(...checked.problems)
      if (checked.unchecked) namedByMistakes.push(...textsIn(checked.unchecked).map(name => `${folder}/${name}`))
      // The schema's output is the collection's data (defineCollection ties the two types together).
      if (checked.data) entries.push({ collection, file, fileName: fileNameOf(file), data: checked.data as Data })
    } else if (looksLikePhoto.test(item.name)) {
      if (photoFileNamePattern.test(item.name)) photos.push(file)
      else
        problems.push({ file, message: `${photoNameProblem(item.name)}, and use that name in the entry that shows it` })
    } else {
      const looksLikeEntry = new RegExp(`\\${extension}\\.\\w+$`, "i").test(item.name)
      problems.push({
        file,
        message: looksLikeEntry
          ? `is not read by the website because its name does not end in ${extension}; rename it to "${suggestedFileName(item.name, extension)}"`
          : `is not used by the website: this folder holds only ${extension} files and their .jpg, .png or .webp photos; move or delete it`,
      })
    }
  }
  return { problems, entries, photos, routes, namedByMistakes }
}

/** Every text in a file's data, however deep: the names a file with a mistake may give its photos. */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(textsIn)
      : []

/** Two entries with the same order may appear either way round: a warning naming both. */
function duplicateOrders(entries: Entry[]): ContentProblem[] {
  const byKey = new Map<string, Entry[]>()
  for (const entry of entries.filter(candidate => typeof candidate.data.order === "number")) {
    const key = `${entry.collection.folder}/${entry.collection.orderGroup?.(entry.data) ?? ""}/${String(entry.data.order)}`
    byKey.set(key, [...(byKey.get(key) ?? []), entry])
  }
  return [...byKey.values()].flatMap(([first, ...rest]) =>
    rest.map(entry => ({
      file: entry.file,
      field: "order",
      severity: "warning" as const,
      message: `${String(entry.data.order)} is also the position of ${first!.file}; give each a different number so they appear in the order you mean`,
    })),
  )
}

/** Every link in the content's Markdown to a page of the site must lead to one. */
function brokenLinks(entries: Entry[], routes: ReadonlySet<string>): ContentProblem[] {
  return entries.flatMap(entry => {
    const schema = schemaForFile(entry.collection, entry.fileName)
    if (!schema) return []
    return markedFieldPaths(jsonSchemaOf(schema), "markdown").flatMap(pattern =>
      valuesAt(entry.data, pattern).flatMap(({ field, value }) =>
        markdownLinks(String(value))
          .map(href => href.split(/[?#]/)[0]!)
          // Files (PDFs, calendar feeds) are checked by the browser tests' link checker.
          .filter(href => href.startsWith("/") && !href.startsWith("/files/") && !/\.\w+$/.test(href))
          .filter(route => !routes.has(route))
          .map(route => ({
            file: entry.file,
            field,
            message: `links to ${route}, which is not a page of this site; check the address (the pages are ${[...routes].sort().join(", ")})`,
          })),
      ),
    )
  })
}

/**
 * Checks every file under data/ against its collection's schema, then the photos the entries name and each
 * collection's rules across files. Returns every problem found, not just the first, so an editor can fix them in one go.
 */
export async function checkContent(rootDir: string, now: Date = siteNow()): Promise<ContentReport> {
  const found: ContentProblem[] = []
  const entries: Entry[] = []
  const photos: string[] = []
  const routes = new Set<string>()
  for (const collection of collections) {
    const result = readCollection(rootDir, collection)
    found.push(...result.problems)
    entries.push(...result.entries)
    photos.push(...result.photos.filter(photo => !result.namedByMistakes.includes(photo)))
    for (const route of result.routes) routes.add(route)
  }
  const entriesOf = (collection: AnyCollection) => entries.filter(entry => entry.collection === collection)
  const context: RuleContext = {
    now,
    routes,
    entriesOf: entriesOf as RuleContext["entriesOf"],
    exists: relativePath => fs.existsSync(path.join(rootDir, relativePath)),
  }
  found.push(
    ...checkPhotosExist(rootDir, entries),
    ...(await checkPhotos(rootDir, entries)),
    ...collections.flatMap(collection => collection.rules(entriesOf(collection), context)),
    ...duplicateOrders(entries),
    ...brokenLinks(entries, routes),
    ...layoutWarnings(rootDir, entries),
  )
  const named = new Set(entries.flatMap(entry => photoReferences(entry).map(reference => reference.file)))
  for (const photo of photos.filter(candidate => !named.has(candidate))) {
    found.push({
      file: photo,
      severity: "warning",
      message: "no entry names this photo, so the website does not show it; name it in an entry or delete it",
    })
  }
  return {
    problems: found.filter(problem => problem.severity !== "warning"),
    warnings: found.filter(problem => problem.severity === "warning"),
    entries,
  }
}
