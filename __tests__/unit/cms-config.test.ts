import fs from "node:fs"
import type { z } from "zod"
import path from "node:path"
import { cmsConfig, cmsSchemaOf, type CmsField, type CmsSchemaNode } from "../../src/cms/config"
import { schemaForFile } from "../../src/content/collection"
import { collections } from "../../src/content/collections"
import { checkEntryData } from "../../src/content/entry-problems"

/**
 * The CMS's forms are generated from the content schemas: every expectation here is read from the schemas (zod's
 * JSON Schema view), so a field added, removed or made optional in a schema changes what is expected.
 */
const config = cmsConfig({ repo: "parish/site", branch: "main" })
const cmsCollection = (folder: string) => config.collections.find(collection => collection.name === folder)
/** A collection's form fields: of its one file, of the named file of a set of files, or of its entries. */
const fieldsOf = (folder: string, fileName?: string): CmsField[] => {
  const collection = cmsCollection(folder)
  if (!collection) return []
  if (!("files" in collection)) return collection.fields ?? []
  const file = fileName ? collection.files?.find(candidate => candidate.name === fileName) : collection.files?.[0]
  return file?.fields ?? []
}

/** Every form the CMS shows, with the schema its file must pass: [label, folder, file name, schema]. */
type Form = [label: string, folder: string, fileName: string | undefined, schema: z.ZodType]
const forms: Form[] = collections.flatMap((collection): Form[] =>
  collection.shape.kind === "files"
    ? Object.keys(collection.shape.files).map((name): Form => [
        `${collection.folder}/${name}`,
        collection.folder,
        name,
        schemaForFile(collection, name)!,
      ])
    : [[collection.folder, collection.folder, undefined, collection.schema]],
)

/** Every field of a schema node and the CMS field made from it, at any depth, with a readable path. */
function pairs(
  node: CmsSchemaNode,
  fields: CmsField[],
  prefix = "",
): [string, CmsSchemaNode, CmsField | undefined, boolean][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const field = fields.find(candidate => candidate.name === name)
    const here: [string, CmsSchemaNode, CmsField | undefined, boolean][] = [
      [`${prefix}${name}`, child, field, !!node.required?.includes(name)],
    ]
    const itemNode = child.items?.properties ? child.items : child.properties ? child : undefined
    return itemNode ? [...here, ...pairs(itemNode, field?.fields ?? [], `${prefix}${name}.`)] : here
  })
}

describe("the CMS configuration generated from the content schemas", () => {
  it("has one collection per content folder: a folder of entries, or the one file of a single-file collection", () => {
    expect(config.collections.map(collection => collection.name).sort()).toEqual(
      collections.map(collection => collection.folder).sort(),
    )
    for (const collection of collections) {
      const cms = cmsCollection(collection.folder)
      const extension = collection.format === "markdown" ? "md" : "json"
      if (collection.shape.kind === "single") {
        expect(cms).toMatchObject({ files: [{ file: `data/${collection.folder}/${collection.folder}.${extension}` }] })
      } else if (collection.shape.kind === "files") {
        expect(cms).toMatchObject({
          format: "frontmatter",
          files: Object.keys(collection.shape.files).map(name => ({ file: `data/${collection.folder}/${name}.md` })),
        })
      } else {
        expect(cms).toMatchObject({
          folder: `data/${collection.folder}`,
          format: collection.format === "markdown" ? "frontmatter" : "json",
          extension,
          create: true,
        })
      }
      // Photos are uploaded beside the entry, where the content check looks for them.
      expect(cms).toMatchObject({ media_folder: "", public_folder: "" })
    }
  })

  it.each(forms)(
    "%s: every schema field is a form field with the schema's required flag, hint, choices and widget",
    (_label, folder, fileName, schema) => {
      const checked = pairs(cmsSchemaOf(schema), fieldsOf(folder, fileName))
      expect(checked.length).toBeGreaterThan(0)
      for (const [name, node, field, required] of checked) {
        expect({ name, field: field?.name }).toEqual({ name, field: name.split(".").at(-1) })
        expect({ name, required: field?.required }).toEqual({ name, required })
        if (node.description) expect({ name, hint: field?.hint }).toEqual({ name, hint: node.description })
        if (node.enum) expect({ name, options: field?.options }).toEqual({ name, options: node.enum })
        if (node.image) expect({ name, widget: field?.widget }).toEqual({ name, widget: "image" })
        if (node.items?.image) expect({ name, widget: field?.field?.widget }).toEqual({ name, widget: "image" })
        if (node.type === "boolean") expect({ name, widget: field?.widget }).toEqual({ name, widget: "boolean" })
        if (node.type === "integer")
          expect({ name, value_type: field?.value_type }).toEqual({ name, value_type: "int" })
        if (node.type === "array") expect({ name, widget: field?.widget }).toEqual({ name, widget: "list" })
      }
      // Nothing in the form that the schema would refuse as an unknown field.
      const schemaNames = new Set(checked.map(([name]) => name.split(".").at(-1)))
      for (const field of fieldsOf(folder, fileName)) expect(schemaNames).toContain(field.name)
    },
  )

  it("gives each patterned field the schema's own pattern and the content check's words for it", () => {
    let compared = 0
    for (const collection of collections.filter(
      candidate => candidate.shape.kind === "many" && candidate.format === "json",
    )) {
      const folder = path.join(__dirname, "../../data", collection.folder)
      const file = fs.readdirSync(folder).find(name => name.endsWith(".json"))
      if (!file) continue
      const entry = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<string, unknown>
      for (const field of fieldsOf(collection.folder)) {
        const original = entry[field.name]
        if (!field.pattern || typeof original !== "string") continue
        const [pattern, message] = field.pattern
        const wrong = "Not valid at all!"
        expect(new RegExp(pattern).test(original)).toBe(true)
        expect(new RegExp(pattern).test(wrong)).toBe(false)
        const { problems } = checkEntryData(collection, file, { ...entry, [field.name]: wrong })
        expect(problems.map(problem => `${problem.field}: ${problem.message}`)).toContain(
          `${field.name}: ${message}, got "${wrong}"`,
        )
        compared += 1
      }
    }
    expect(compared).toBeGreaterThan(0)
  })

  it("uses the editorial workflow on the GitHub backend with Netlify's OAuth, and Decap's local backend on this computer", () => {
    expect(config).toMatchObject({
      publish_mode: "editorial_workflow",
      backend: { name: "github", repo: "parish/site", branch: "main", base_url: "https://api.netlify.com" },
      local_backend: true,
    })
  })
})
