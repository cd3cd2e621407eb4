/** @jest-environment jsdom */
import fs from "node:fs"
import path from "node:path"
import { act } from "react"
import { cmsPageHtml, SAVE_REFUSAL_ID } from "../../src/cms/admin-page"
import { fieldAtPath, fieldsFor } from "../../src/cms/config"
import { plainEnglish } from "../../src/cms/phrases"
import { checkBeforeSave, SaveRefused } from "../../src/cms/save-check"
import { saveRefusalPanel, saveRefusalWords } from "../../src/cms/save-refusal"
import { collectionByFolder } from "../../src/content/collections"
import { checkEntryData } from "../../src/content/entry-problems"
import { jsonSchemaOf } from "../../src/content/json-schema"
import { decapEntry } from "../support/decap-entry"

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * What the CMS says to an editor: an empty box in the content check's words, and a refused save in a panel of the
 * /admin page's own that names each field by its label with the check's fix and stays until dismissed. Entries are
 * read from data/, so an editor's change to the content changes what is expected, not whether it passes.
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

describe("a refused save", () => {
  /** The save check's refusal of a real event with its name left empty and its position not a number. */
  function refusal() {
    try {
      checkBeforeSave({ entry: decapEntry("events", { ...anEvent(), name: " ", order: "first" }) })
    } catch (error) {
      if (error instanceof SaveRefused) return error
      throw error
    }
    throw new Error("the save check let a nameless event through")
  }

  /** The /admin page's body, as served (its scripts are the CMS, which these tests stand in for). */
  function openAdminPage() {
    document.body.innerHTML = new DOMParser().parseFromString(cmsPageHtml("git-gateway"), "text/html").body.innerHTML
    return document.getElementById(SAVE_REFUSAL_ID)
  }
  const panel = () => document.querySelector<HTMLElement>('[role="alert"]')

  it("is listed in the page's own element, each field by its label with the check's fix, until dismissed", () => {
    const element = openAdminPage()
    expect(element?.parentElement).toBe(document.body)
    const { fields } = refusal()
    expect(fields.map(field => field.field).sort()).toEqual(["name", "order"])
    act(() => saveRefusalPanel(window).show(fields))
    expect(element?.contains(panel())).toBe(true)
    expect(panel()?.querySelector("h2")?.textContent).toBe(saveRefusalWords.heading)
    const lines = [...(panel()?.querySelectorAll("li") ?? [])].map(item => item.textContent)
    expect(lines).toEqual(
      fields.map(({ field, message }) => `${fieldAtPath(eventFields, field ?? "")?.label}: ${message}`),
    )
    const dismiss = [...(panel()?.querySelectorAll("button") ?? [])].find(
      button => button.textContent === saveRefusalWords.dismiss,
    )
    act(() => dismiss?.click())
    expect(panel()).toBeNull()
  })

  it("goes when the editor saves without a mistake or moves to another page of the CMS", () => {
    openAdminPage()
    const refused = saveRefusalPanel(window)
    act(() => refused.show(refusal().fields))
    expect(panel()).not.toBeNull()
    act(() => refused.clear())
    expect(panel()).toBeNull()
    act(() => refused.show(refusal().fields))
    act(() => {
      window.dispatchEvent(new HashChangeEvent("hashchange"))
    })
    expect(panel()).toBeNull()
  })
})
