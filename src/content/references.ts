import fs from "node:fs"
import path from "node:path"
import { downloadPaths } from "./collections/downloads"
import { imageFieldPaths, jsonSchemaOf } from "./json-schema"
import type { ContentEntry, ContentProblem } from "./validate"

/** Where a person's portrait lives: data/people/{slug}.jpg, beside the JSON file. */
export const portraitFileName = (slug: string) => `${slug}.jpg`

/** Values found at a path with "*" wildcards, each with its concrete path. */
function valuesAt(
  data: unknown,
  pattern: string[],
  at: (string | number)[] = [],
): { at: (string | number)[]; value: unknown }[] {
  const [head, ...rest] = pattern
  if (head === undefined) return [{ at, value: data }]
  if (head === "*") {
    return Array.isArray(data) ? data.flatMap((item, index) => valuesAt(item, rest, [...at, index])) : []
  }
  if (typeof data !== "object" || data === null) return []
  const value = (data as Record<string, unknown>)[head]
  return value === undefined ? [] : valuesAt(value, rest, [...at, head])
}

const fieldName = (at: (string | number)[]) =>
  at.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : index ? `.${segment}` : segment)).join("")

/** Every photo and file an entry points at must exist. */
export function checkReferencedFiles(rootDir: string, entries: ContentEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const entry of entries) {
    const folder = path.posix.dirname(entry.file)
    const missing = (field: string, relativeFile: string, fix: string) => {
      if (!fs.existsSync(path.join(rootDir, relativeFile))) {
        problems.push({ file: entry.file, field, message: `${relativeFile} does not exist; ${fix}` })
      }
    }
    for (const pattern of imageFieldPaths(jsonSchemaOf(entry.collection.schema))) {
      for (const { at, value } of valuesAt(entry.data, pattern)) {
        missing(
          fieldName(at),
          `${folder}/${String(value)}`,
          "put the photo in the same folder or correct the file name",
        )
      }
    }
    if (entry.collection.folder === "people" && typeof entry.data.slug === "string") {
      missing(
        "slug",
        `${folder}/${portraitFileName(entry.data.slug)}`,
        "add the portrait photo (.jpg) with that name, or remove slug to show the placeholder portrait",
      )
    }
    if (entry.collection.folder === "downloads") {
      const paths = downloadPaths(entry.data as { publisher: string; slug: string })
      missing("slug", `static${paths.pdf}`, "add the PDF there or correct publisher/slug")
      missing("slug", `static${paths.thumbnail}`, "add the thumbnail .jpg there or correct publisher/slug")
    }
  }
  return problems
}

/** Rules that span files: names that must be unique within a collection. */
export function checkCrossFileRules(entries: ContentEntry[]): ContentProblem[] {
  const unique: Record<string, (data: Record<string, unknown>) => string | undefined> = {
    people: data => (typeof data.shortName === "string" ? data.shortName : undefined),
    downloads: data => `${String(data.publisher)}/${String(data.slug)}`,
  }
  const problems: ContentProblem[] = []
  for (const [folder, keyOf] of Object.entries(unique)) {
    const firstFileByKey = new Map<string, string>()
    for (const entry of entries.filter(candidate => candidate.collection.folder === folder)) {
      const key = keyOf(entry.data)
      if (key === undefined) continue
      const first = firstFileByKey.get(key)
      if (first) {
        problems.push({
          file: entry.file,
          field: folder === "people" ? "shortName" : "slug",
          message: `"${key}" is already used by ${first}; each must be different`,
        })
      } else firstFileByKey.set(key, entry.file)
    }
  }
  return problems
}
