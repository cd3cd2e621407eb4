import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { collections, type Collection } from "./collections"
import { checkCrossFileRules, checkReferencedFiles } from "./references"
import { allowedFields, describeField, jsonSchemaOf } from "./json-schema"

/** One mistake in the content, with enough detail for an editor to fix it. */
export interface ContentProblem {
  /** path from the project root, e.g. "data/events/street-party.json" */
  file: string
  /** dotted field path, e.g. "serviceType" or "photos[1]"; absent for whole-file problems */
  field?: string
  message: string
}

export interface ContentEntry {
  collection: Collection
  /** path from the project root, with forward slashes */
  file: string
  data: Record<string, unknown>
}

export const formatProblem = ({ file, field, message }: ContentProblem): string =>
  field ? `${file} › ${field}: ${message}` : `${file}: ${message}`

export const formatPath = (segments: readonly PropertyKey[]): string =>
  segments
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("")

const show = (value: unknown): string => {
  if (value === undefined) return "nothing"
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : typeof value

const hints: Record<string, string> = {
  boolean: " (write true or false, without quotes)",
  number: " (write the number without quotes)",
  array: ' (a list in square brackets, e.g. ["first", "second"])',
}

/** Turns one zod issue into editor-readable problems (unknown keys give one problem each). */
function problemsFromIssue(issue: z.core.$ZodIssue, collection: Collection, file: string): ContentProblem[] {
  const field = formatPath(issue.path)
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case "invalid_type": {
      if (input === undefined) {
        const about = describeField(collection, issue.path)
        return [{ file, field, message: `required field is missing; add it${about ? ` (${about})` : ""}` }]
      }
      return [
        {
          file,
          field,
          message: `expected ${issue.expected}${hints[issue.expected] ?? ""}, got ${kindOf(input)} ${show(input)}`,
        },
      ]
    }
    case "invalid_value":
      return [{ file, field, message: `expected one of ${issue.values.map(String).join(", ")}, got ${show(input)}` }]
    case "unrecognized_keys": {
      const allowed = allowedFields(collection, issue.path)
      return issue.keys.map(key => ({
        file,
        field: formatPath([...issue.path, key]),
        message: `unknown field; check the spelling. Allowed fields here: ${allowed.join(", ")}`,
      }))
    }
    case "invalid_union":
      return [{ file, field, message: `${issue.message}, got ${show(input)}` }]
    default:
      return [{ file, field, message: input === undefined ? issue.message : `${issue.message}, got ${show(input)}` }]
  }
}

/** JSON.parse reports a character position; editors need a line and column. */
function jsonErrorWhere(source: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message)?.[1]
  if (position === undefined) return error.message
  const before = source.slice(0, Number(position)).split("\n")
  const reason = error.message.replace(/ in JSON at position \d+.*$/, "")
  return `${reason} at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

const isJsonFile = (name: string) => name.toLowerCase().endsWith(".json")

/** Reads and schema-checks one collection folder. */
function readCollection(rootDir: string, collection: Collection) {
  const problems: ContentProblem[] = []
  const entries: ContentEntry[] = []
  const folder = `data/${collection.folder}`
  const absoluteFolder = path.join(rootDir, folder)
  if (!fs.existsSync(absoluteFolder)) {
    problems.push({ file: folder, message: "folder is missing; create it (it may stay empty)" })
    return { problems, entries }
  }
  const files = fs.readdirSync(absoluteFolder).filter(isJsonFile).sort()
  if (collection.shape === "single" && files.length !== 1) {
    problems.push({
      file: folder,
      message: `must hold exactly one .json file, found ${files.length}${files.length ? ` (${files.join(", ")})` : ""}`,
    })
  }
  for (const name of files) {
    const file = `${folder}/${name}`
    const source = fs.readFileSync(path.join(absoluteFolder, name), "utf8")
    let data: unknown
    try {
      data = JSON.parse(source)
    } catch (error) {
      problems.push({
        file,
        message: `is not valid JSON (${jsonErrorWhere(source, error as Error)}); look for a missing comma, quote or bracket`,
      })
      continue
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      problems.push({ file, message: "must hold one entry: an object in curly braces { ... }" })
      continue
    }
    const result = collection.schema.safeParse(data, { reportInput: true })
    if (!result.success) {
      problems.push(...result.error.issues.flatMap(issue => problemsFromIssue(issue, collection, file)))
      continue
    }
    entries.push({ collection, file, data: data as Record<string, unknown> })
  }
  return { problems, entries }
}

/**
 * Checks every file under data/ against its collection's schema, then checks
 * that referenced photos and files exist and that cross-file rules hold.
 * Returns every problem found, not just the first, so an editor can fix them in one go.
 */
export function checkContent(rootDir: string): { problems: ContentProblem[]; entries: ContentEntry[] } {
  const problems: ContentProblem[] = []
  const entries: ContentEntry[] = []
  for (const collection of collections) {
    const result = readCollection(rootDir, collection)
    problems.push(...result.problems)
    entries.push(...result.entries)
  }
  problems.push(...checkReferencedFiles(rootDir, entries), ...checkCrossFileRules(entries))
  return { problems, entries }
}

export { jsonSchemaOf }
