import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import {
  cmsConfig,
  cmsFormatName,
  DATE_WIDGET,
  fieldFor,
  fieldLabelPath,
  labelFor,
  markdownButtons,
  type CmsField,
} from "../../src/cms/config"
import { jsonSchemaOf, type JsonSchemaNode } from "../../src/content/json-schema"
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
const fieldsOf = (folder: string, fileName?: string): readonly CmsField[] => {
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

/**
 * Every field of a schema node and the CMS field made from it, at any depth, with a readable path and whether the
 * form should insist on it: the schema requires it, and it is not inside an optional group (an optional group's
 * fields are checked on save, once any of them is filled in). A list's items are new groups: an item added must be
 * complete.
 */
function pairs(
  node: JsonSchemaNode,
  fields: readonly CmsField[],
  prefix = "",
  insisted = true,
): [string, JsonSchemaNode, CmsField | undefined, boolean][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const field = fields.find(candidate => candidate.name === name)
    const required = insisted && !!node.required?.includes(name)
    const here: [string, JsonSchemaNode, CmsField | undefined, boolean][] = [
      [`${prefix}${name}`, child, field, required],
    ]
    if (child.items?.properties) return [...here, ...pairs(child.items, field?.fields ?? [], `${prefix}${name}.`)]
    if (child.properties) return [...here, ...pairs(child, field?.fields ?? [], `${prefix}${name}.`, required)]
    return here
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
          files: Object.keys(collection.shape.files).map(name => ({ file: `data/${collection.folder}/${name}.md` })),
        })
      } else {
        expect(cms).toMatchObject({ folder: `data/${collection.folder}`, extension, create: true })
      }
      // Photos are uploaded beside the entry, where the content check looks for them; files are written by the
      // CMS's own format (entry-format.ts, registered under this name).
      expect(cms).toMatchObject({ media_folder: "", public_folder: "", format: cmsFormatName(collection) })
    }
  })

  it.each(forms)(
    "%s: every schema field is a form field with the schema's required flag, hint, choices and widget",
    (_label, folder, fileName, schema) => {
      const checked = pairs(jsonSchemaOf(schema), fieldsOf(folder, fileName))
      expect(checked.length).toBeGreaterThan(0)
      for (const [name, node, field, required] of checked) {
        expect({ name, field: field?.name }).toEqual({ name, field: name.split(".").at(-1) })
        expect({ name, required: field?.required }).toEqual({ name, required })
        // The label is the schema's title, or words made from the field's name; the hint is its description.
        expect({ name, label: field?.label }).toEqual({ name, label: node.title ?? labelFor(name.split(".").at(-1)!) })
        if (node.description) expect({ name, hint: field?.hint }).toEqual({ name, hint: node.description })
        if (node.enum) expect({ name, options: field?.options }).toEqual({ name, options: node.enum })
        if (node.image) expect({ name, widget: field?.widget }).toEqual({ name, widget: "image" })
        if (node.items?.image) expect({ name, widget: field?.field?.widget }).toEqual({ name, widget: "image" })
        if (node.type === "boolean") expect({ name, widget: field?.widget }).toEqual({ name, widget: "boolean" })
        if (node.type === "integer")
          expect({ name, value_type: field?.value_type }).toEqual({ name, value_type: "int" })
        if (node.type === "array") expect({ name, widget: field?.widget }).toEqual({ name, widget: "list" })
        // A list's button says what it adds; the schema's own name for an item wins.
        if (node.type === "array")
          expect({ name, adds: field?.label_singular }).toEqual({ name, adds: expect.any(String) })
        if (node.itemTitle) expect({ name, adds: field?.label_singular }).toEqual({ name, adds: node.itemTitle })
        // A date and time gets our day, month, year and time boxes, not the browser's picker.
        if (node.localDateTime) expect({ name, widget: field?.widget }).toEqual({ name, widget: DATE_WIDGET })
        // Groups of fields are open, never folded behind an arrow.
        if (node.properties) expect({ name, collapsed: field?.collapsed }).toEqual({ name, collapsed: false })
      }
      // Nothing in the form that the schema would refuse as an unknown field.
      const schemaNames = new Set(checked.map(([name]) => name.split(".").at(-1)))
      for (const field of fieldsOf(folder, fileName)) expect(schemaNames).toContain(field.name)
    },
  )

  it.each(collections.filter(collection => collection.shape.kind === "many" && collection.format === "json"))(
    "$folder: a field labelled optional is never refused as missing when left empty, and a required one always is",
    collection => {
      const folder = path.join(__dirname, "../../data", collection.folder)
      const file = fs.readdirSync(folder).find(name => name.endsWith(".json"))
      if (!file) return
      const entry = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<string, unknown>
      const without = (name: string) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== name))
      const problemsWithout = (name: string) => checkEntryData(collection, file, without(name)).problems
      const fields = fieldsOf(collection.folder)
      // The check's words for a missing field, read from a field the form insists on.
      const insisted = fields.filter(field => field.required !== false && field.name in entry)
      const missingWords = problemsWithout(insisted[0]!.name).find(problem => problem.field === insisted[0]!.name)
      expect(missingWords).toBeDefined()
      const missing = missingWords!.message.split(";")[0]!
      for (const field of insisted) {
        expect({ field: field.name, refused: problemsWithout(field.name).some(p => p.field === field.name) }).toEqual({
          field: field.name,
          refused: true,
        })
      }
      for (const field of fields.filter(candidate => candidate.required === false && candidate.name in entry)) {
        const saidMissing = problemsWithout(field.name).filter(
          p => p.field === field.name && p.message.startsWith(missing),
        )
        expect({ field: field.name, saidMissing }).toEqual({ field: field.name, saidMissing: [] })
      }
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

  it("names a field by its labels in the form, into groups and list items", () => {
    const fields = fieldsOf("events")
    const picture = fields.find(field => field.widget === "object")!
    const part = picture.fields![0]!
    expect(fieldLabelPath(fields, `${picture.name}.${part.name}`)).toBe(`${picture.label} › ${part.label}`)
    const list = fields.find(field => field.widget === "list")!
    const item = list.label_singular!
    expect(fieldLabelPath(fields, `${list.name}[1]`)).toBe(
      `${list.label} › ${item.charAt(0).toUpperCase()}${item.slice(1)} 2`,
    )
    // A field the form does not have (a mistake in a file edited by hand) still reads as words.
    expect(fieldLabelPath(fields, "startTime")).toBe(labelFor("startTime"))
  })

  it("labels a field with its schema title, and a list's button with its item's name or the list's in the singular", () => {
    const form = (schema: z.ZodType) => fieldFor("field", jsonSchemaOf(schema), true)
    expect(form(z.string().meta({ title: "Starts" })).label).toBe("Starts")
    expect(fieldFor("teaAndCoffee", jsonSchemaOf(z.boolean()), true).label).toBe("Tea and coffee")
    expect(form(z.array(z.string()).meta({ itemTitle: "paragraph" })).label_singular).toBe("paragraph")
    const photos = z.array(z.strictObject({ photo: z.string(), alt: z.string() }))
    expect(fieldFor("photos", jsonSchemaOf(photos), true).label_singular).toBe("photo")
    expect(fieldFor("facilities", jsonSchemaOf(z.array(z.string())), true).label_singular).toBe("facility")
  })

  it("gives a Markdown field Decap's Markdown editor with only what the site renders: no raw mode, code or images", () => {
    const field = fieldFor("body", jsonSchemaOf(z.string().meta({ markdown: true })), true)
    expect(field).toMatchObject({ widget: "markdown", modes: ["rich_text"], editor_components: [] })
    expect(field.buttons).toEqual(markdownButtons)
    expect(field.buttons).not.toContain("code-block")
    expect(field.buttons).not.toContain("code")
  })

  it("uses the editorial workflow, and Decap's local backend on this computer", () => {
    expect(config).toMatchObject({
      publish_mode: "editorial_workflow",
      backend: { branch: "main" },
      local_backend: true,
    })
  })
})
