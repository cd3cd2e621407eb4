/** @jest-environment jsdom */
import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { contactHref, firstNameOf, PersonCard, telephoneHref } from "../../src/components/PersonCard"
import { people } from "../../src/content/collections/people"
import { entryAsNode } from "../../src/content/entry-as-node"
import { render as renderElement } from "../support/render"

/** Image data as the PORTRAIT preset gives it; `src` names the file so tests can tell photo from placeholder. */
const portraitImage = (src: string): IGatsbyImageData => ({
  layout: "fixed",
  width: 128,
  height: 128,
  images: { fallback: { src, srcSet: `${src} 128w`, sizes: "128px" }, sources: [] },
})

/** A photo's File as the build gives it, sized. */
const sized = (src: string) => ({ drawing: null, childImageSharp: { gatsbyImageData: portraitImage(src) } })

const basePerson: Queries.PersonCardFieldsFragment = {
  ...entryAsNode<Queries.PersonCardFieldsFragment>(people, {
    order: 1,
    name: "Revd Helen Marsh",
    shortName: "helen",
    role: "Vicar",
    description: "Helen leads our worship.",
  }),
  portrait: sized("/static/abc/helen-marsh.jpg"),
}

const render = (person: Queries.PersonCardFieldsFragment, headingLevel?: 2 | 3) =>
  renderElement(<PersonCard person={person} headingLevel={headingLevel} />)

const linkHrefs = (container: HTMLElement) => [...container.querySelectorAll("a")].map(a => a.getAttribute("href"))

afterEach(() => {
  document.body.innerHTML = ""
})

describe("PersonCard", () => {
  it("shows name (as the heading), role and description", () => {
    const card = render(basePerson)
    expect(card.querySelector("h2")?.textContent).toBe("Revd Helen Marsh")
    expect(card.textContent).toContain("Vicar")
    expect(card.textContent).toContain("Helen leads our worship.")
    expect(render(basePerson, 3).querySelector("h3")?.textContent).toBe("Revd Helen Marsh")
  })

  it("without a website, links to the contact form with the person chosen, by first name", () => {
    const card = render(basePerson)
    const contact = [...card.querySelectorAll("a")].find(a => a.textContent === "Contact Helen")
    expect(contact?.getAttribute("href")).toBe("/contact?send_to=helen")
    expect(card.textContent).not.toContain("Website")
  })

  it("with a website, shows a Website link opening in a new tab instead of the Contact link", () => {
    const card = render({ ...basePerson, website: "https://school.example.org" })
    const website = card.querySelector('a[href="https://school.example.org"]')
    expect(website?.textContent).toContain("Website")
    expect(website?.getAttribute("target")).toBe("_blank")
    expect(linkHrefs(card).some(href => href?.startsWith("/contact"))).toBe(false)
  })

  it("shows email as a mailto: link and telephone as a tel: link with the digits only", () => {
    const card = render({ ...basePerson, email: "vicar@example.org", telephone: "020 7946 0131" })
    expect(card.querySelector('a[href="mailto:vicar@example.org"]')?.textContent).toBe("vicar@example.org")
    expect(card.querySelector('a[href="tel:02079460131"]')?.textContent).toBe("020 7946 0131")
  })

  it("shows nothing for a missing email or telephone", () => {
    const card = render(basePerson)
    expect(card.querySelector('a[href^="mailto:"]')).toBeNull()
    expect(card.querySelector('a[href^="tel:"]')).toBeNull()
    expect(card.querySelectorAll("li")).toHaveLength(1)
  })

  it("renders the portrait the data layer gives, the placeholder for a person without a photo", () => {
    // A person without slug: the Person.portrait resolver hands over the placeholder file's image.
    const card = render({ ...basePerson, portrait: sized("/static/def/placeholder-portrait.jpg") })
    const image = card.querySelector("img")
    expect(image?.getAttribute("src")).toBe("/static/def/placeholder-portrait.jpg")
    // Decorative: the name is right beside it.
    expect(image?.getAttribute("alt")).toBe("")
  })

  it("renders no image element when the data has no image at all", () => {
    const card = render({ ...basePerson, portrait: { drawing: null, childImageSharp: null } })
    expect(card.querySelector("img")).toBeNull()
    expect(card.querySelector("h2")?.textContent).toBe("Revd Helen Marsh")
  })
})

describe("person card rules", () => {
  it("takes the first name after any title", () => {
    expect(firstNameOf("Revd Helen Marsh")).toBe("Helen")
    expect(firstNameOf("Dr. Ada Lovelace")).toBe("Ada")
    expect(firstNameOf("Tom Reilly")).toBe("Tom")
  })

  it("dials digits only, keeping an international +", () => {
    expect(telephoneHref("07700 900417")).toBe("tel:07700900417")
    expect(telephoneHref("+44 20 7946-0132")).toBe("tel:+442079460132")
  })

  it("escapes a short name in the contact address", () => {
    expect(contactHref("tom")).toBe("/contact?send_to=tom")
    expect(contactHref("a&b")).toBe("/contact?send_to=a%26b")
  })
})
