import path from "node:path"
import { extensionOf, type Collection, type Entry } from "../src/content/collection"
import { formatProblem } from "../src/content/entry-problems"
import { readCollection } from "../src/content/read-collection"

/**
 * The content the tools draw for, read by the content check itself (src/content/validate.ts): only files that pass
 * their collection's schema, so every file name and field a tool uses is one the site accepts, typed by the schema.
 * A file with a mistake is skipped, saying why; `npm run validate-content` lists every mistake.
 */

/** The project's root: the tools read data/ and write beside it. */
export const projectRoot = path.resolve(__dirname, "..")

/** A collection's checked entries, in file-name order. */
export function checkedEntries<Data>(collection: Collection<Data>): Entry<Data>[] {
  const { entries, problems } = readCollection(projectRoot, collection)
  const read = new Set(entries.map(entry => entry.file))
  // Only the entry files left out: the folder's other problems (stray files, photo names) are the check's to report.
  const extension = extensionOf(collection)
  for (const problem of problems.filter(problem => problem.file.endsWith(extension) && !read.has(problem.file))) {
    console.warn(`skipped ${formatProblem(problem)}`)
  }
  return entries
}

/** Entries in the site's order: by their `order` field, then by file name. */
export const inDisplayOrder = <Data extends { order: number }>(entries: Entry<Data>[]): Entry<Data>[] =>
  [...entries].sort((a, b) => a.data.order - b.data.order || a.file.localeCompare(b.file))
