/** @jest-environment jsdom */
import fs from "node:fs"
import path from "node:path"
import { fieldLabelPath, fieldsFor, PLAIN_NAME } from "../../src/cms/config"
import { entryFormat } from "../../src/cms/entry-format"
import { checkBeforeSave, SaveRefused } from "../../src/cms/save-check"
import { canonicalSource } from "../../src/content/canonical-form"
import { extensionOf } from "../../src/content/collection"
import { collectionByFolder, collections } from "../../src/content/collections"
import { plainTextOf } from "../../src/content/sanitize"
import { checkEntryData } from "../../src/content/entry-problems"
import { type JsonSchemaNode, jsonSchemaOf } from "../../src/content/json-schema"
import { decapEntry } from "../support/decap-entry"

/**
 * What the CMS writes when an editor saves: the content check's refusal in the form's words, the file in the
 * schema's order and the one form of data/ (also for a file Notepad saved), a new entry's file name from the plain
 * text of its name. Entries are read from data/, so an editor's change to the content changes what is expected, not
 * whether it passes.
 */
const root = path.resolve(__dirname, "../..")
const events = collectionByFolder("events")!
const eventFiles = fs.readdirSync(path.join(root, "data/events")).filter(name => name.endsWith(".json"))
const readEvent = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(root, "data/events", name), "utf8")) as Record<string, unknown>
const anEvent = () => readEvent(eventFiles[0]!)
const draft = (data: Record<string, unknown>, folder = "events") => decapEntry(folder, data)
const savedData = (result: unknown) => (result as { toJS(): Record<string, unknown> }).toJS()

describe("the save check in the CMS", () => {
  it("refuses a mistake in the content check's words, after the field's label in the form", () => {
    const event = anEvent()
    const mistake = { ...event, order: "first" }
    const [problem] = checkEntryData(events, "x.json", mistake).problems
    expect(problem).toBeDefined()
    let refusal: unknown
    try {
      checkBeforeSave({ entry: draft(mistake) })
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(SaveRefused)
    const label = fieldLabelPath(fieldsFor(jsonSchemaOf(events.schema)), problem!.field!)
    expect((refusal as SaveRefused).fields).toContainEqual({ label, field: problem!.field, message: problem!.message })
    expect((refusal as SaveRefused).message).toContain(`${label}: ${problem!.message}`)
  })

  it("saves a blank optional field as left out, and notes the plain text of the name for the file name", () => {
    const event = anEvent()
    const named = { ...event, name: "Christingle <em>service</em>", endsAt: "" }
    const saved = savedData(checkBeforeSave({ entry: draft(named) }))
    expect(saved).not.toHaveProperty("endsAt")
    expect(saved[PLAIN_NAME]).toBe("Christingle service")
    // A second save of the same data (Decap keeps the note in its copy) is checked without it.
    expect(() => checkBeforeSave({ entry: draft(saved) })).not.toThrow()
  })
})

describe("the CMS's file format", () => {
  /** The value with every object's keys reversed, as Decap's data may hold them. */
  const reversed = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reversed)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([key, item]) => [key, reversed(item)]),
          )
        : value
  /** Each object's keys, at every depth, against the order of its schema's properties. */
  const keyOrders = (node: JsonSchemaNode | undefined, value: unknown): [string[], string[]][] =>
    Array.isArray(value)
      ? value.flatMap(item => keyOrders(node?.items, item))
      : value && typeof value === "object"
        ? [
            [Object.keys(value), Object.keys(node?.properties ?? {}).filter(key => key in value)],
            ...Object.entries(value).flatMap(([key, item]) => keyOrders(node?.properties?.[key], item)),
          ]
        : []

  it("writes every entry's fields in the schema's order, at every depth, and nothing but the entry", () => {
    const format = entryFormat(events)
    for (const file of eventFiles) {
      const event = readEvent(file)
      const written = format.toFile({ ...(reversed(event) as object), [PLAIN_NAME]: "a name" })
      const { [PLAIN_NAME]: listName, ...read } = format.fromFile(written) as Record<string, unknown>
      expect(read).toEqual(event)
      // The CMS's list shows the name as the site does, without its markup.
      expect(listName).toBe(plainTextOf(String(event.name)))
      for (const [keys, schemaOrder] of keyOrders(jsonSchemaOf(events.schema), read)) expect(keys).toEqual(schemaOrder)
      expect(written.endsWith("}\n")).toBe(true)
    }
  })

  /** Each collection's first file in data/, as it is. */
  const firstFiles = collections.flatMap(collection => {
    const name = fs
      .readdirSync(path.join(root, "data", collection.folder))
      .filter(file => file.endsWith(extensionOf(collection)))
      .sort()[0]
    return name ? [{ collection, file: `data/${collection.folder}/${name}` }] : []
  })

  it("opens a file saved with a byte-order mark and Windows line ends as any other, and writes it in the one form", () => {
    expect(firstFiles.some(({ collection }) => collection.format === "markdown")).toBe(true)
    for (const { collection, file } of firstFiles) {
      const source = fs.readFileSync(path.join(root, file), "utf8")
      const asNotepadSaves = `\uFEFF${source.replace(/\r?\n/g, "\r\n")}`
      const format = entryFormat(collection)
      const opened = format.fromFile(asNotepadSaves) as Record<string, unknown>
      expect({ file, opened }).toEqual({ file, opened: format.fromFile(source) })
      expect(Object.keys(opened)).not.toEqual([])
      const written = format.toFile(opened)
      expect({ file, written }).toEqual({ file, written: canonicalSource(collection, file, source) })
    }
  })

  it("keeps a field the schema does not know, after the others, for the check to point out", () => {
    const event = anEvent()
    const written = JSON.parse(entryFormat(events).toFile({ extra: "kept", ...event })) as object
    expect(Object.keys(written).at(-1)).toBe("extra")
  })
})
