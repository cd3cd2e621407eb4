import fs from "node:fs"
import path from "node:path"
import { fieldsFor } from "../../src/cms/config"
import { plainEnglish } from "../../src/cms/phrases"
import { collectionByFolder } from "../../src/content/collections"
import { checkEntryData } from "../../src/content/entry-problems"
import { jsonSchemaOf } from "../../src/content/json-schema"

/**
 * What the CMS says to an editor: an empty box in the content check's words. Entries are read from data/, so an
 * editor's change to the content changes what is expected, not whether it passes.
 */
const root = path.resolve(__dirname, "../..")
const events = collectionByFolder("events")!
const eventFile = fs
  .readdirSync(path.join(root, "data/events"))
  .filter(name => name.endsWith(".json"))
  .sort()[0]!
const anEvent = () =>
  JSON.parse(fs.readFileSync(path.join(root, "data/events", eventFile), "utf8")) as Record<string, unknown>
const eventFields = fieldsFor(jsonSchemaOf(events.schema))
/** The event's first required text box: its name. */
const textField = eventFields.find(field => field.required && field.widget === "string")!

describe("an empty box in the CMS", () => {
  it("is named by its label with the content check's words for that field left empty", () => {
    const [problem] = checkEntryData(events, "x.json", { ...anEvent(), [textField.name]: "" }).problems
    expect(problem?.field).toBe(textField.name)
    const shown = plainEnglish.editor.editorControlPane.widget.required.replace("%{fieldLabel}", textField.label)
    // The check goes on to quote the value, which for an empty box is "".
    expect(`${textField.label}: ${problem!.message}`.startsWith(shown)).toBe(true)
    expect(shown).not.toMatch(/is required/i)
  })
})
