/** @jest-environment jsdom */
import * as React from "react"
import type { PageProps } from "gatsby"
import TextPage from "../../src/templates/text-page"
import { render, textsOf } from "../support/render"

/** The template of the plain-text pages (History, Privacy Policy, Cookies...), given a page's words as its query would. */
const pageOf = (page: Partial<NonNullable<Queries.TextPageQuery["page"]>>) =>
  render(
    <TextPage
      {...({ data: { page: { title: "A title", lead: null, description: "", body: null, ...page } } } as PageProps<
        Queries.TextPageQuery,
        object
      >)}
    />,
  )

describe("a plain-text page", () => {
  test("without a summary or text it is its heading and nothing else (spec §2: Cookies, heading only)", () => {
    const page = pageOf({ title: "Cookies" })
    expect(textsOf(page, "h1")).toEqual(["Cookies"])
    expect(page.textContent).toBe("Cookies")
  })

  test("shows its summary under the title and its Markdown text as headings, paragraphs and links", () => {
    const page = pageOf({ lead: "A summary.", body: "## A section\n\nA paragraph with [a link](/contact)." })
    expect(textsOf(page, "h1 + p")).toEqual(["A summary."])
    expect(textsOf(page, "h2")).toEqual(["A section"])
    expect(page.querySelector('a[href="/contact"]')?.textContent).toBe("a link")
  })
})
