import fs from "node:fs"
import path from "node:path"
import { siteNow } from "./site-now"
import { type AnyCollection, type Collection, type ContentProblem, type Entry, type RuleContext } from "./collection"
import { collections } from "./collections"
import { strayInData } from "./data-folders"
import { layoutWarnings } from "./layout-warnings"
import { altTextWarnings } from "./alt-text-checks"
import { linkProblems } from "./link-checks"
import { checkPhotos, checkPhotosExist, photoReferences } from "./photos"
import { readCollection, type CollectionReading } from "./read-collection"
import { reminders } from "./reminders"

/**
 * The content check: every file under data/, the photos and PDFs the entries name, and the rules that span files
 * (each collection's own, in its file under collections/). The build runs it before anything else
 * (gatsby/on-pre-init.ts), `npm start` runs it again on every change (gatsby/content-watch.ts), and the
 * GraphQL nodes are made from its entries (gatsby/content-nodes.ts).
 *
 * One mistake gives one message: a file that cannot be read or checked is named with its own problem, and the
 * rules across files leave out what depends on it, saying so once on that file (`RuleContext.needs`).
 */

export type { ContentProblem }
export type ContentEntry = Entry
export { formatProblem } from "./entry-problems"
export { formatPath } from "./json-schema"
export { checkEntrySource, suggestedFileName } from "./entry-check"
export { readCollection } from "./read-collection"

export interface ContentReport {
  /** mistakes: the build stops */
  problems: ContentProblem[]
  /** worth an editor's look, but the site is built */
  warnings: ContentProblem[]
  entries: Entry[]
}

/** A collection's checked entries, typed by the collection: each passed that collection's schema. */
export const entriesIn = <Data>(entries: readonly Entry[], collection: Collection<Data>): Entry<Data>[] =>
  entries.filter(entry => entry.collection === collection) as Entry<Data>[]

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

/** What each collection's folder holds besides its entries, for the rules below. */
type Readings = Map<AnyCollection, Pick<CollectionReading<unknown>, "photos" | "namedByMistakes" | "unreadable">>

/**
 * Photos in a collection's folder that no entry names: the site does not show them. A file with a mistake may name
 * some: those it names are left alone, and if it cannot be read at all, the folder's photos wait for it. While an
 * entry names a photo that is not there, a photo nobody names is most likely the one it means (renamed, or its name
 * mistyped), so it is not called unused: the missing photo's message says what to do.
 */
function unusedPhotos(
  readings: Readings,
  entries: Entry[],
  missing: ContentProblem[],
  waitFor: (files: string[], check: string) => void,
) {
  const named = new Set(entries.flatMap(entry => photoReferences(entry).map(reference => reference.file)))
  const missingIn = new Set(missing.map(problem => path.dirname(problem.file)))
  return [...readings].flatMap(([collection, { photos, namedByMistakes, unreadable }]): ContentProblem[] => {
    const unused = photos.filter(photo => !named.has(photo) && !namedByMistakes.includes(photo))
    if (missingIn.has(`data/${collection.folder}`)) return []
    if (unused.length && unreadable.length) {
      waitFor(unreadable, `which photos in data/${collection.folder} no entry names`)
      return []
    }
    return unused.map(photo => ({
      file: photo,
      severity: "warning",
      message: "no entry names this photo, so the website does not show it; name it in an entry or delete it",
    }))
  })
}

/** The checks that waited for files with mistakes: one line on each such file, saying which. */
const waitingChecks = (waiting: Map<string, Set<string>>) =>
  [...waiting].map(([file, checks]): ContentProblem => ({
    file,
    severity: "warning",
    message: `until this file is fixed, the checks that need it wait: ${[...checks].join("; ")}`,
  }))

/**
 * Checks every file under data/ against its collection's schema, then the photos the entries name and each
 * collection's rules across files. Returns every problem found, not just the first, so an editor can fix them in one go.
 */
export async function checkContent(
  rootDir: string,
  now: Date = siteNow(),
  { changedFiles = new Set<string>() }: { changedFiles?: ReadonlySet<string> } = {},
): Promise<ContentReport> {
  const found: ContentProblem[] = []
  const entries: Entry[] = []
  const readings: Readings = new Map()
  const broken = new Map<AnyCollection, string[]>()
  const routes = new Set<string>()
  for (const collection of collections) {
    const reading = readCollection(rootDir, collection)
    found.push(...reading.problems)
    entries.push(...reading.entries)
    readings.set(collection, reading)
    broken.set(collection, reading.broken)
    for (const route of reading.routes) routes.add(route)
  }
  const waiting = new Map<string, Set<string>>()
  const waitFor = (files: string[], check: string) => {
    for (const file of files) waiting.set(file, (waiting.get(file) ?? new Set()).add(check))
  }
  const context: RuleContext = {
    now,
    changed: file => changedFiles.has(file),
    routes,
    entriesOf: collection => entriesIn(entries, collection),
    exists: relativePath => fs.existsSync(path.join(rootDir, relativePath)),
    needs(collection, check) {
      const files = broken.get(collection) ?? []
      waitFor(files, check)
      return !files.length
    },
  }
  const missingPhotos = checkPhotosExist(rootDir, entries)
  found.push(
    ...strayInData(rootDir, collections),
    ...missingPhotos,
    ...(await checkPhotos(rootDir, entries)),
    ...collections.flatMap(collection => collection.rules(entriesIn(entries, collection), context)),
    ...duplicateOrders(entries),
    ...linkProblems(entries, context),
    ...(await altTextWarnings(rootDir, entries, context)),
    ...unusedPhotos(readings, entries, missingPhotos, waitFor),
    ...layoutWarnings(rootDir, entries),
    ...reminders(entries, now),
  )
  found.push(...waitingChecks(waiting))
  return {
    problems: found.filter(problem => problem.severity !== "warning"),
    warnings: found.filter(problem => problem.severity === "warning"),
    entries,
  }
}
