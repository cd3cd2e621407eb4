import { z } from "zod"
import type { Subject } from "./subject"

/**
 * A JSON Schema view of each zod schema (zod's own toJSONSchema), used to walk the fields: error hints, photo and
 * Markdown fields, the GraphQL types, the CMS's fields and the editors' guide. The markers the field builders set
 * (src/content/fields.ts) come through as extra keys.
 */
export interface JsonSchemaNode {
  type?: string | string[]
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
  items?: JsonSchemaNode
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchemaNode[]
  /** the field's name as editors read it, e.g. "Starts" */
  title?: string
  /** the hint editors read under it */
  description?: string
  /** a photo beside the entry's file */
  image?: boolean
  /** text written in Markdown */
  markdown?: boolean
  /** for a list: what one item is called, e.g. "paragraph" ("Add paragraph") */
  itemTitle?: string
  /** for a sentence with {slots}: the slots the site fills in */
  slots?: string[]
  /** a London date and time, "2026-11-29T10:00" (the CMS gives it a date-and-time picker) */
  localDateTime?: boolean
  /** a day, "2027-05-31" (the CMS gives it day, month and year boxes) */
  localDate?: boolean
  /** kept out of GraphQL, so no page or its data can publish it (a private hirer's name) */
  private?: boolean
  /** a date after which the check reminds an editor to look at something (src/content/reminders.ts) */
  reminder?: Reminder
  pattern?: string
  /** the content check's own words when the pattern does not match (`matching` in src/content/fields.ts) */
  patternMessage?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
}

/** What a reminder date is about (`what`, singular or plural), and whether it is a date to look again by or the week it is for. */
export interface Reminder {
  what: Subject
  kind: "look-again" | "week-of"
}

const caches = { input: new WeakMap<z.ZodType, JsonSchemaNode>(), output: new WeakMap<z.ZodType, JsonSchemaNode>() }

/**
 * zod's toJSONSchema of a schema (its metadata included: the markers and `patternMessage` of src/content/fields.ts).
 * "input" is what a file holds (the CMS's forms, the guide, messages); "output" what the check hands on, which is
 * what the nodes hold (a comma-separated line of tags there is a list).
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchemaNode {
  let json = caches[io].get(schema)
  if (!json) {
    json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchemaNode
    caches[io].set(schema, json)
  }
  return json
}

/** The schema node at a data path (array indexes step into items). */
export function nodeAt(root: JsonSchemaNode, segments: readonly PropertyKey[]): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = root
  for (const segment of segments) {
    if (!node) return undefined
    node = typeof segment === "number" ? node.items : node.properties?.[String(segment)]
  }
  return node
}

export const describeField = (schema: z.ZodType, segments: readonly PropertyKey[]): string | undefined =>
  nodeAt(jsonSchemaOf(schema), segments)?.description

export const allowedFields = (schema: z.ZodType, segments: readonly PropertyKey[]): string[] =>
  Object.keys(nodeAt(jsonSchemaOf(schema), segments)?.properties ?? {})

/** Every path to a field with a marker, with "*" standing for any list index, e.g. ["photos", "*", "photo"]. */
export function markedFieldPaths(
  node: JsonSchemaNode,
  marker: "image" | "markdown" | "reminder",
  prefix: string[] = [],
): string[][] {
  if (node[marker]) return [prefix]
  if (node.items) return markedFieldPaths(node.items, marker, [...prefix, "*"])
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    markedFieldPaths(child, marker, [...prefix, key]),
  )
}

/** A field's name as the check's messages write it, e.g. "photos[1].photo". */
export const formatPath = (segments: readonly PropertyKey[]): string =>
  segments
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("")

/** Values found at a path with "*" wildcards, each with its field name, e.g. "photos[1].photo", and its path. */
export function valuesAt(
  data: unknown,
  pattern: readonly string[],
  path: readonly PropertyKey[] = [],
): { field: string; path: readonly PropertyKey[]; value: unknown }[] {
  const [head, ...rest] = pattern
  if (head === undefined) return [{ field: formatPath(path), path, value: data }]
  if (head === "*") {
    return Array.isArray(data) ? data.flatMap((item, index) => valuesAt(item, rest, [...path, index])) : []
  }
  if (typeof data !== "object" || data === null) return []
  const value = (data as Record<string, unknown>)[head]
  return value === undefined ? [] : valuesAt(value, rest, [...path, head])
}
