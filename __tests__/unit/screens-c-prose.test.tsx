/** @jest-environment jsdom */
import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { FactTable, headingId, Section } from "../../src/components/Prose"
import CookiesPage from "../../src/pages/cookies"

// Tell React that act() is in use, so updates are flushed synchronously.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function render(element: React.ReactElement): HTMLElement {
  const holder = document.createElement("div")
  act(() => createRoot(holder).render(element))
  return holder
}

describe("headingId", () => {
  test("turns a heading into a readable, link-safe id", () => {
    expect(headingId("Your rights")).toBe("your-rights")
    expect(headingId("Brownies & Guides")).toBe("brownies-and-guides")
    expect(headingId("What is passive giving?")).toBe("what-is-passive-giving")
  })
})

describe("Section", () => {
  test("is a region named by its h2", () => {
    const section = render(<Section title="Data controller">text</Section>).querySelector("section")!
    const heading = section.querySelector("h2")!
    expect(heading.textContent).toBe("Data controller")
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id)
  })
})

describe("FactTable", () => {
  test("has a caption, column headers and a header cell for each row", () => {
    const table = render(
      <FactTable
        caption="The four Sunday Clubs groups"
        columns={["Group", "Who it is for"]}
        rows={[["Pebbles", "Born after 1 September 2018"]]}
      />,
    ).querySelector("table")!
    expect(table.querySelector("caption")?.textContent).toBe("The four Sunday Clubs groups")
    expect([...table.querySelectorAll("thead th")].map(th => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Group", "col"],
      ["Who it is for", "col"],
    ])
    const rowHeader = table.querySelector("tbody tr th")!
    expect([rowHeader.textContent, rowHeader.getAttribute("scope")]).toEqual(["Pebbles", "row"])
    expect(table.querySelector("tbody td")?.textContent).toBe("Born after 1 September 2018")
  })
})

describe("the Cookies page", () => {
  test("is its heading and nothing else (spec §2: heading only)", () => {
    const page = render(<CookiesPage />)
    expect(page.children).toHaveLength(1)
    expect(page.querySelector("h1")?.textContent).toBe("Cookies")
    expect(page.textContent).toBe("Cookies")
  })
})
