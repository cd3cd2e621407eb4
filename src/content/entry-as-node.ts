import { z } from "zod"
import { schemaForFile, type AnyCollection } from "./collection"
import { jsonSchemaOf, type JsonSchemaNode } from "./json-schema"

/**
 * An entry's data shaped as its GraphQL node gives it to a component, for what shows an entry without the build: the
 * CMS's previews and the components' unit tests. Every field of the schema is there (null where the file gives
 * none, as GraphQL gives it), each photo is a file the build has not sized (so none is shown), and the collection's
 * computed fields are worked out as the build works them out. A component's fragment is a selection of these fields,
 * so a field added to a schema reaches the previews and the tests with no edit: the caller names the fragment.
 * `data` may be as the file holds it (the CMS's form) or as the check hands it on: each field that passes its own
 * schema is taken as the check would hand it on (a line of tags becomes the list the node holds).
 */
export function entryAsNode<Fragment>(
  collection: AnyCollection,
  data: Record<string, unknown>,
  fileName = "",
): Fragment {
  const schema = schemaForFile(collection, fileName) ?? collection.schema
  const checked = fieldsAsChecked(schema, data)
  const node: Record<string, unknown> = { fileName, ...(shaped(jsonSchemaOf(schema, "output"), checked) as object) }
  for (const [name, field] of Object.entries(collection.computed)) {
    node[name] = field.type.startsWith("File") ? unsizedPhoto : computedOrNull(() => field.resolve(data, noFiles))
  }
  // The one place the data meets the fragment's type: the fragment selects from exactly these fields.
  return node as Fragment
}

/** Each top-level field as its own schema hands it on, where it passes; otherwise as it is (half typed in the CMS). */
function fieldsAsChecked(schema: z.ZodType, data: Record<string, unknown>): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject)) return data
  const fields = schema.shape as Record<string, z.ZodType>
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const result = fields[name]?.safeParse(value)
      return [name, result?.success ? result.data : value]
    }),
  )
}

/** A photo's File before the build has sized it: Picture shows nothing for it. */
const unsizedPhoto = { childImageSharp: null }

/** No files in a preview or a test: a computed photo is not looked for. */
const noFiles = { file: "", fileAt: async () => null }

/** A computed field of data still being typed in the CMS (a half-written date) is left empty, not an error. */
function computedOrNull(compute: () => unknown): unknown {
  try {
    return compute()
  } catch {
    return null
  }
}

function shaped(node: JsonSchemaNode, value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (node.image) return unsizedPhoto
  if (node.type === "array" && node.items && Array.isArray(value)) {
    const items = node.items
    return value.map(item => shaped(items, item))
  }
  if (node.type === "object" && typeof value === "object") {
    const fields = value as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([name, child]) => [name, shaped(child, fields[name])]),
    )
  }
  return value
}
