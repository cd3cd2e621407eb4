/** @jest-environment jsdom */
import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { z } from "zod"
import { fieldsFor } from "../../src/cms/config"
import { jsonSchemaOf } from "../../src/content/json-schema"
import { previewTemplateFor, previewTemplates, type PreviewProps } from "../../src/cms/previews"
import { fonts } from "../../src/theme"

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * A collection with Markdown fields (a page's text) is previewed in the site's own typography: its title as the
 * page's heading and each Markdown field as the site renders it. Collections with a component of their own keep it.
 */
describe("the CMS's preview of Markdown text", () => {
  const schema = z.strictObject({
    title: z.string(),
    body: z.string().meta({ markdown: true }),
    note: z.string().optional(),
  })
  const fields = fieldsFor(jsonSchemaOf(schema))

  it("is used for a collection with a Markdown field and no component of its own", () => {
    expect(previewTemplateFor("pages", fields, "title")).toBeDefined()
    expect(previewTemplateFor("pages", fieldsFor(jsonSchemaOf(schema.omit({ body: true }))), "title")).toBeUndefined()
    expect(previewTemplateFor("events", fields, "title")).toBe(previewTemplates.events)
  })

  it("shows the title as the page's heading and each Markdown field as the page will, in the site's type", () => {
    const Preview = previewTemplateFor("pages", fields, "title") as React.ComponentType<PreviewProps>
    const entry = {
      get: () => ({ toJS: () => ({ title: "Baptisms", body: "## Booking\n\nSome **bold** words", note: "" }) }),
    }
    const holder = document.createElement("div")
    document.body.append(holder)
    act(() => createRoot(holder).render(<Preview entry={entry} document={document} />))
    const heading = holder.querySelector("h1")
    expect(heading?.textContent).toBe("Baptisms")
    // The site's own Markdown rendering: the heading's id from its words, bold as <strong>.
    expect(holder.querySelector("h2#booking")?.textContent).toBe("Booking")
    expect(holder.querySelector("strong")?.textContent).toBe("bold")
    // The site's global typography reaches the preview: headings in the site's heading face.
    expect(getComputedStyle(heading!).fontFamily).toBe(fonts.heading)
  })
})

describe("the preview of a new entry", () => {
  it("shows what is typed so far, before any list has an item (a new event from the New event button)", () => {
    const Preview = previewTemplates.events as React.ComponentType<PreviewProps>
    const name = "Harvest supper"
    const entry = { get: () => ({ toJS: () => ({ name }) }) }
    const holder = document.createElement("div")
    document.body.append(holder)
    act(() => createRoot(holder).render(<Preview entry={entry} document={document} />))
    expect(holder.querySelector("h2")?.textContent).toBe(name)
  })
})
