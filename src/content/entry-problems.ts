import type { z } from "zod"
import type { Collection } from "./collections"
import { allowedFields, describeField } from "./json-schema"

/**
 * The words of the content check for one entry's schema mistakes, without touching files: the build's check
 * (validate.ts) and the CMS's save check in the browser (src/cms/) both say them.
 */

/** One mistake in the content, with enough detail for an editor to fix it. */
export interface ContentProblem {
  /** path from the project root, e.g. "data/events/street-party.json" */
  file: string
  /** dotted field path, e.g. "serviceType" or "photos[1]"; absent for whole-file problems */
  field?: string
  message: string
  /** a warning does not stop the build (e.g. two entries with the same order); absent means a mistake that does */
  severity?: "warning"
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
export function problemsFromIssue(issue: z.core.$ZodIssue, collection: Collection, file: string): ContentProblem[] {
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

/** Runs a collection's schema on one entry's data: the checked result, or the problems in the check's words. */
export function checkEntryData(
  collection: Collection,
  file: string,
  json: unknown,
): { data?: Record<string, unknown>; problems: ContentProblem[] } {
  const result = collection.schema.safeParse(json, { reportInput: true })
  if (result.success) return { data: result.data as Record<string, unknown>, problems: [] }
  return { problems: result.error.issues.flatMap(issue => problemsFromIssue(issue, collection, file)) }
}
