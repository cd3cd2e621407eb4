import path from "node:path"
import { extensionOf, type AnyCollection, type ContentProblem, type FieldLocator } from "./collection"
import { readJsonSource, readMarkdownSource } from "./entry-source"
import { checkEntryData, fileNameOf } from "./entry-problems"
import { slugify, slugPattern } from "./slug"

/**
 * The check of one entry file on its own: its name, its JSON or Markdown, its schema. The content check runs it on
 * every file (read-collection.ts), and an entry's GraphQL node is made from its `data`.
 */

/** "Jane Doe.JSON" → "jane-doe.json": the name to suggest for an entry's file. */
export const suggestedFileName = (name: string, extension: string) =>
  `${slugify(name.replace(/\.(json|md)(\.\w+)?$/i, ""))}${extension}`

/**
 * Checks one entry file's text against its collection: `data` when it passes, else the problems (and, when the file
 * could be read, what it holds, `unchecked`).
 */
export function checkEntrySource(
  collection: AnyCollection,
  file: string,
  source: string,
): {
  data?: Record<string, unknown>
  problems: ContentProblem[]
  unchecked?: Record<string, unknown>
  locate?: FieldLocator
} {
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
  const checked = checkEntryData(collection, file, read.data, read.locate)
  problems.push(...checked.problems)
  // What a file with a mistake says, unchecked: enough to know which photos it means to show.
  return problems.length ? { problems, unchecked: read.data } : { data: checked.data, problems, locate: read.locate }
}
