import { nodeTypesOf, type AnyCollection } from "../src/content/collection"
import { collections } from "../src/content/collections"
import { jsonSchemaOf, type JsonSchemaNode } from "../src/content/json-schema"

/**
 * Declares each collection's GraphQL type from its zod schema (via zod's JSON
 * Schema), so the GraphQL layer and the validation can never disagree. Types
 * are explicit (no inference): queries work with empty collections, and
 * required fields are non-null in the generated Queries.* types.
 */

export interface FieldConfig {
  type: string
  extensions?: Record<string, unknown>
  description?: string
}

export interface ObjectTypeConfig {
  /** an interface (the fields every page's type shares) rather than an object type */
  isInterface?: true
  name: string
  interfaces?: string[]
  extensions: Record<string, unknown>
  fields: Record<string, FieldConfig>
}

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_, __, letter: string) => letter.toUpperCase())

function scalarFor(node: JsonSchemaNode, where: string): string {
  const constants = node.enum ?? node.anyOf?.map(option => option.const)
  if (constants) {
    if (constants.every(value => Number.isInteger(value))) return "Int"
    if (constants.every(value => typeof value === "number")) return "Float"
    if (constants.every(value => typeof value === "string")) return "String"
  }
  switch (node.type) {
    case "string":
      return "String"
    case "integer":
      return "Int"
    case "number":
      return "Float"
    case "boolean":
      return "Boolean"
  }
  throw new Error(
    `No GraphQL type for the content field ${where} (${JSON.stringify(node)}); add one in gatsby/graphql-types.ts`,
  )
}

/** Builds the object type for a schema node, plus any nested object types it needs. */
function objectTypes(name: string, node: JsonSchemaNode, isNode: boolean): ObjectTypeConfig[] {
  const nested: ObjectTypeConfig[] = []
  const required = new Set(node.required ?? [])

  const fieldType = (fieldName: string, child: JsonSchemaNode): FieldConfig => {
    if (child.image) return { type: "File", extensions: { photoBesideEntry: {} } }
    if (child.type === "array" && child.items) {
      const item = fieldType(fieldName, child.items)
      return { ...item, type: `[${item.type}!]` }
    }
    if (child.type === "object") {
      const nestedName = `${name}${pascal(fieldName)}`
      nested.push(...objectTypes(nestedName, child, false))
      return { type: nestedName }
    }
    return { type: scalarFor(child, `${name}.${fieldName}`) }
  }

  const fields = Object.fromEntries(
    Object.entries(node.properties ?? {})
      // A field marked private (a private hirer's name) is never in GraphQL, so no page's data can carry it.
      .filter(([, child]) => !child.private)
      .map(([fieldName, child]) => {
        const field = fieldType(fieldName, child)
        return [
          fieldName,
          { ...field, type: required.has(fieldName) ? `${field.type}!` : field.type, description: child.description },
        ]
      }),
  )
  return [{ name, ...(isNode ? { interfaces: ["Node"] } : {}), extensions: { infer: false }, fields }, ...nested]
}

/** Every entry's node also knows its file's name ("choir"): a group page's address, a page's name. */
const fileNameField: FieldConfig = { type: "String!", description: "the entry's file name without its extension" }

/**
 * A collection's types: its node type (or, for the pages, one per kind of page, each implementing the collection's
 * interface `Page`) and the nested object types they need.
 */
export function collectionTypes(collection: AnyCollection): ObjectTypeConfig[] {
  const isFiles = collection.shape.kind === "files"
  const nodeTypes = nodeTypesOf(collection).flatMap(({ typeName, schema }) => {
    const [entryType, ...nested] = objectTypes(typeName, jsonSchemaOf(schema, "output"), true)
    const shared = (collection.interfaces ?? []).map(({ typeName: name }) => name)
    const interfaces = isFiles ? ["Node", collection.typeName, ...shared] : ["Node", ...shared]
    return [{ ...entryType!, interfaces, fields: { fileName: fileNameField, ...entryType!.fields } }, ...nested]
  })
  if (!isFiles) return nodeTypes
  const [shared] = objectTypes(collection.typeName, jsonSchemaOf(collection.schema, "output"), false)
  const sharedType: ObjectTypeConfig = {
    ...shared!,
    isInterface: true,
    fields: { fileName: fileNameField, ...shared!.fields },
  }
  return [sharedType, ...nodeTypes]
}

/** The interfaces collections share (RegularGathering), each declared once, with the fields their schema gives. */
export function sharedInterfaceTypes(): ObjectTypeConfig[] {
  const byName = new Map(
    collections.flatMap(collection => collection.interfaces ?? []).map(shared => [shared.typeName, shared]),
  )
  return [...byName.values()].map(({ typeName, schema }) => {
    const [type] = objectTypes(typeName, jsonSchemaOf(schema, "output"), false)
    return { ...type!, isInterface: true, fields: { fileName: fileNameField, ...type!.fields } }
  })
}

export const allCollectionTypes = (): ObjectTypeConfig[] => [
  ...sharedInterfaceTypes(),
  ...collections.flatMap(collectionTypes),
]
