/** @jest-environment jsdom */
import * as React from "react"
import type { PageProps } from "gatsby"
import CookiesPage from "../../src/templates/cookies"
import TextPage from "../../src/templates/text-page"
import { menu } from "../../src/content/collections/menu"
import { services } from "../../src/content/collections/services"
import { siteFacts } from "../../src/content/collections/site"
import { PageRailContext } from "../../src/components/PageRail"
import { render, shippedNode, shippedNodes, shippedWording, textsOf } from "../support/render"

/** A page component given its query's data, as Gatsby gives it. */
const pageProps = <Data,>(data: Data) => ({ data }) as PageProps<Data, object>

/** The rail beside the text, as the page frame hands it down: the menu's sections and Sunday's services, as shipped. */
const railData = () => ({
  menu: shippedNode<Queries.PageRailMenuFragment>(menu, "data/menu/menu.json"),
  facts: shippedNode<Queries.PageRailFactsFragment>(siteFacts, "data/site/site.json"),
  services: shippedNodes<Queries.ServiceTimeFragment>(services),
  // A page in no section: no one to ask in its rail.
  groupContacts: [],
  people: [],
})

describe("a plain-text page", () => {
  test("shows its summary under the title and its Markdown text as headings, paragraphs and links", () => {
    const page = render(
      <PageRailContext.Provider value={railData()}>
        <TextPage
          {...pageProps<Queries.TextPageQuery>({
            page: {
              title: "A title",
              lead: "A summary.",
              description: "",
              body: "## A section\n\nA paragraph with [a link](/contact).",
            },
          })}
        />
      </PageRailContext.Provider>,
    )
    expect(textsOf(page, "h1")).toEqual(["A title"])
    expect(textsOf(page, "h1 + p")).toEqual(["A summary."])
    // The text's own heading, then the rail's beside it.
    expect(textsOf(page, "h2")).toEqual(["A section", shippedWording().pageRail.joinUs])
    expect(page.querySelector('a[href="/contact"]')?.textContent).toBe("a link")
  })
})

describe("the Cookies page", () => {
  test("is its heading and nothing else (Cookies is its heading only)", () => {
    const page = render(
      <CookiesPage {...pageProps<Queries.CookiesPageQuery>({ page: { title: "Cookies", description: "" } })} />,
    )
    expect(textsOf(page, "h1")).toEqual(["Cookies"])
    expect(page.textContent).toBe("Cookies")
  })
})
