import { z } from "zod"
import type { Collection } from "./collections"

/**
 * A JSON Schema view of each zod schema (zod's own toJSONSchema), used to walk
 * the fields: for error hints, image-field discovery and the GraphQL types.
 */
export interface JsonSchemaNode {
  type?: string | string[]
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
  items?: JsonSchemaNode
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchemaNode[]
  description?: string
  image?: boolean
}

const cache = new WeakMap<z.ZodType, JsonSchemaNode>()

export function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  let json = cache.get(schema)
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode
    cache.set(schema, json)
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

export const describeField = (collection: Collection, segments: readonly PropertyKey[]): string | undefined =>
  nodeAt(jsonSchemaOf(collection.schema), segments)?.description

export const allowedFields = (collection: Collection, segments: readonly PropertyKey[]): string[] =>
  Object.keys(nodeAt(jsonSchemaOf(collection.schema), segments)?.properties ?? {})

/** Every path to a photo field, with "*" standing for any list index, e.g. ["photos", "*"]. */
export function imageFieldPaths(node: JsonSchemaNode, prefix: string[] = []): string[][] {
  if (node.image) return [prefix]
  if (node.items) return imageFieldPaths(node.items, [...prefix, "*"])
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => imageFieldPaths(child, [...prefix, key]))
}
