import fs from "node:fs"
import path from "node:path"
import { siteNow } from "../build/site-now"
import { collections, type Collection } from "./collections"
import { checkEntryData, type ContentProblem } from "./entry-problems"
import { jsonSchemaOf } from "./json-schema"
import { checkCrossFileRules, checkEventDates, checkPhotos, checkReferencedFiles, photoReferences } from "./references"

/**
 * The content check: every file under data/, the photos and PDFs the entries name, and the rules that span files.
 * The build runs it before anything else (gatsby/on-pre-bootstrap.ts), `npm start` runs it again on every change
 * (gatsby/content-watch.ts), and the GraphQL nodes are made from `checkEntrySource`'s result (gatsby/on-create-node.ts).
 */

export type { ContentProblem }
export { formatPath, formatProblem } from "./entry-problems"

export interface ContentEntry {
  collection: Collection
  /** path from the project root, with forward slashes */
  file: string
  /** the checked result: what the schema returns (text trimmed), which is what the nodes are made from */
  data: Record<string, unknown>
}

export interface ContentReport {
  /** mistakes: the build stops */
  problems: ContentProblem[]
  /** worth an editor's look, but the site is built */
  warnings: ContentProblem[]
  entries: ContentEntry[]
}

/** JSON.parse reports a character position; editors need a line and column. */
function jsonErrorWhere(source: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message)?.[1]
  if (position === undefined) return error.message
  const before = source.slice(0, Number(position)).split("\n")
  const reason = error.message.replace(/ in JSON at position \d+.*$/, "")
  return `${reason} at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

/** Entry files are named like their entry: lower-case words joined by hyphens, then ".json". */
export const entryFileNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*\.json$/

/** "Jane Doe.JSON" → "jane-doe.json": the name to suggest. */
export const suggestedFileName = (name: string) =>
  `${name
    .replace(/\.json(\.\w+)?$/i, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.json`

/** Photos the build can use sit beside the entries; anything else in a collection folder would be ignored. */
const photoFileName = /\.(jpe?g|png|webp)$/i
/** Files an operating system leaves behind, which nobody put there on purpose. */
const systemFile = (name: string) => name.startsWith(".") || /^(thumbs\.db|desktop\.ini)$/i.test(name)

/**
 * Checks one entry file's text against its collection: the file name, the JSON, the schema. The one per-file
 * check: the content check runs it on every file and the GraphQL node of an entry is made from its `data`.
 * A file saved with a byte-order mark (Notepad does this) is read as if it had none.
 */
export function checkEntrySource(
  collection: Collection,
  file: string,
  source: string,
): { data?: Record<string, unknown>; problems: ContentProblem[] } {
  const problems: ContentProblem[] = []
  const name = path.posix.basename(file)
  if (!entryFileNamePattern.test(name)) {
    problems.push({
      file,
      message: `the file name must be lower-case letters, digits and hyphens ending in .json, with no spaces; rename it to "${suggestedFileName(name)}"`,
    })
  }
  const text = source.replace(/^\uFEFF/, "")
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    problems.push({
      file,
      message: `is not valid JSON (${jsonErrorWhere(text, error as Error)}); look for a missing comma, quote or bracket`,
    })
    return { problems }
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    problems.push({ file, message: "must hold one entry: an object in curly braces { ... }" })
    return { problems }
  }
  const checked = checkEntryData(collection, file, json)
  problems.push(...checked.problems)
  return problems.length ? { problems } : { data: checked.data, problems }
}

/** Reads and checks one collection folder; notes the photos in it for the "unused photo" warning. */
function readCollection(rootDir: string, collection: Collection) {
  const problems: ContentProblem[] = []
  const entries: ContentEntry[] = []
  const photos: string[] = []
  const folder = `data/${collection.folder}`
  const absoluteFolder = path.join(rootDir, folder)
  if (!fs.existsSync(absoluteFolder)) {
    problems.push({ file: folder, message: "folder is missing; create it (it may stay empty)" })
    return { problems, entries, photos }
  }
  const items = fs
    .readdirSync(absoluteFolder, { withFileTypes: true })
    .filter(item => !systemFile(item.name))
    .sort((a, b) => a.name.localeCompare(b.name))
  const jsonFiles = items.filter(item => item.isFile() && item.name.toLowerCase().endsWith(".json"))
  if (collection.shape === "single" && jsonFiles.length !== 1) {
    problems.push({
      file: folder,
      message: `must hold exactly one .json file, found ${jsonFiles.length}${jsonFiles.length ? ` (${jsonFiles.map(item => item.name).join(", ")})` : ""}`,
    })
  }
  for (const item of items) {
    const file = `${folder}/${item.name}`
    if (item.isDirectory()) {
      problems.push({
        file,
        message: `folders inside ${folder} are not read; move its files up into ${folder} or delete it`,
      })
    } else if (jsonFiles.includes(item)) {
      const checked = checkEntrySource(collection, file, fs.readFileSync(path.join(absoluteFolder, item.name), "utf8"))
      problems.push(...checked.problems)
      if (checked.data) entries.push({ collection, file, data: checked.data })
    } else if (photoFileName.test(item.name)) {
      photos.push(file)
    } else {
      const looksLikeEntry = /\.json\.\w+$/i.test(item.name)
      problems.push({
        file,
        message: looksLikeEntry
          ? `is not read by the website because its name does not end in .json; rename it to "${suggestedFileName(item.name)}"`
          : "is not used by the website: this folder holds only .json entries and their .jpg, .png or .webp photos; move or delete it",
      })
    }
  }
  return { problems, entries, photos }
}

/**
 * Checks every file under data/ against its collection's schema, then the photos and files the entries name and
 * the rules that span files. Returns every problem found, not just the first, so an editor can fix them in one go.
 */
export async function checkContent(rootDir: string, now: Date = siteNow()): Promise<ContentReport> {
  const found: ContentProblem[] = []
  const entries: ContentEntry[] = []
  const photos: string[] = []
  for (const collection of collections) {
    const result = readCollection(rootDir, collection)
    found.push(...result.problems)
    entries.push(...result.entries)
    photos.push(...result.photos)
  }
  found.push(
    ...checkReferencedFiles(rootDir, entries),
    ...(await checkPhotos(rootDir, entries)),
    ...checkCrossFileRules(entries, now),
    ...checkEventDates(entries, now),
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

export { jsonSchemaOf }
