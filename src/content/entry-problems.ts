import type { z } from "zod"
import { schemaForFile, type AnyCollection, type ContentProblem, type FieldLocator } from "./collection"
import { MARKDOWN_LINE } from "./fields"
import { allowedFields, describeField, formatPath } from "./json-schema"
import { closestName } from "./closest-name"

/**
 * The words of the content check for one entry's schema mistakes, without touching files: the build's check
 * (validate.ts) and the CMS's save check in the browser (src/cms/) both say them.
 */

export type { ContentProblem }

export const formatProblem = ({ file, field, line, message }: ContentProblem): string => {
  const where = [field, line === undefined ? undefined : `line ${line}`].filter(Boolean).join(", ")
  return where ? `${file} › ${where}: ${message}` : `${file}: ${message}`
}

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
  string:
    " (text: in a .json file put it in double quotes; in a page's fields, put it in double quotes if it looks like a number or true/false)",
  array: ' (a list in square brackets, e.g. ["first", "second"])',
}

/**
 * A misspelt field is one mistake, not two: the "required field is missing" of the field it most likely meant is
 * left out when an unknown field beside it is that field misspelt (its own line says so).
 */
function missingFieldsMisspelt(issues: readonly z.core.$ZodIssue[], schema: z.ZodType): Set<z.core.$ZodIssue> {
  const misspelt = new Set<z.core.$ZodIssue>()
  for (const unknown of issues.filter(issue => issue.code === "unrecognized_keys")) {
    const where = formatPath(unknown.path)
    const missing = issues.filter(
      issue =>
        issue.code === "invalid_type" &&
        (issue as { input?: unknown }).input === undefined &&
        formatPath(issue.path.slice(0, -1)) === where,
    )
    for (const key of unknown.keys) {
      const meant = closestName(key, allowedFields(schema, unknown.path))
      for (const issue of missing.filter(candidate => candidate.path.at(-1) === meant)) misspelt.add(issue)
    }
  }
  return misspelt
}

/** Turns one zod issue into editor-readable problems (unknown keys give one problem each). */
export function problemsFromIssue(
  issue: z.core.$ZodIssue,
  schema: z.ZodType,
  file: string,
  locate?: FieldLocator,
): ContentProblem[] {
  const field = formatPath(issue.path)
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case "custom": {
      const lineWithin: unknown = issue.params?.[MARKDOWN_LINE]
      const line = typeof lineWithin === "number" ? locate?.(issue.path, lineWithin) : undefined
      const message = input === undefined ? issue.message : `${issue.message}, got ${show(input)}`
      return [{ file, field, message, ...(line === undefined ? {} : { line }) }]
    }
    case "invalid_type": {
      if (input === undefined) {
        const about = describeField(schema, issue.path)
        return [{ file, field, message: `required field is missing; add it${about ? ` (${about})` : ""}` }]
      }
      return [
        {
          file,
          field,
          message: `expected ${issue.expected === "string" ? "text" : issue.expected}${hints[issue.expected] ?? ""}, got ${kindOf(input)} ${show(input)}`,
        },
      ]
    }
    case "invalid_value":
      return [{ file, field, message: `expected one of ${issue.values.map(String).join(", ")}, got ${show(input)}` }]
    case "unrecognized_keys": {
      const allowed = allowedFields(schema, issue.path)
      // Only a field that is not there already can be what a misspelt one meant.
      const given = input && typeof input === "object" ? Object.keys(input) : []
      const absent = allowed.filter(name => !given.includes(name))
      return issue.keys.map(key => {
        const meant = closestName(key, absent)
        return {
          file,
          field: formatPath([...issue.path, key]),
          message: meant
            ? `unknown field; did you mean "${meant}"? Rename it to "${meant}"`
            : `unknown field; check the spelling. Allowed fields here: ${allowed.join(", ")}`,
        }
      })
    }
    case "invalid_union":
      return [{ file, field, message: `${issue.message}, got ${show(input)}` }]
    default:
      return [{ file, field, message: input === undefined ? issue.message : `${issue.message}, got ${show(input)}` }]
  }
}

/** The name of an entry's file without its folder or extension: "data/groups/choir.md" → "choir". */
export const fileNameOf = (file: string) => file.replace(/^.*\//, "").replace(/\.[^.]*$/, "")

/** Runs a collection's schema on one entry's data: the checked result, or the problems in the check's words. */
export function checkEntryData(
  collection: AnyCollection,
  file: string,
  json: unknown,
  locate?: FieldLocator,
): { data?: Record<string, unknown>; problems: ContentProblem[] } {
  const schema = schemaForFile(collection, fileNameOf(file))
  if (!schema) {
    const names = collection.shape.kind === "files" ? Object.keys(collection.shape.files) : []
    return {
      problems: [
        {
          file,
          message: `is not one of the site's pages, so nothing shows it; the pages' files are ${names.map(name => `${name}.md`).join(", ")} (a new group's page goes in data/groups/)`,
        },
      ],
    }
  }
  const result = schema.safeParse(json, { reportInput: true })
  if (result.success) return { data: result.data as Record<string, unknown>, problems: [] }
  const misspelt = missingFieldsMisspelt(result.error.issues, schema)
  return {
    problems: result.error.issues
      .filter(issue => !misspelt.has(issue))
      .flatMap(issue => problemsFromIssue(issue, schema, file, locate)),
  }
}
