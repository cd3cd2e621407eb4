/** @jest-environment jsdom */
import * as React from "react"
import { columnSpans, DownloadGrid } from "../../src/components/DownloadGrid"
import { MapEmbed, openStreetMapEmbedUrl } from "../../src/components/MapEmbed"
import { enhanceMapEmbed } from "../../src/standalone/load-on-request"
import { VenueCard } from "../../src/components/VenueCard"
import { accessText, capacityPhrases, venueSizeText } from "../../src/components/VenueCard/venue-text"
import { VenueComparison } from "../../src/components/VenueComparison"
import { publisherName } from "../../src/content/publisher-name"
import { fillIn } from "../../src/content/template"

import { render, shippedPage, textsOf } from "../support/render"

afterEach(() => {
  document.body.innerHTML = ""
})

describe("venues", () => {
  it("gives the size in metres, length by width, and nothing without a size", () => {
    // A no-break space keeps each number with its unit, so a narrow column parts the line only at the ×.
    expect(venueSizeText({ lengthMetres: 15, widthMetres: 7 })).toBe("15\u00a0m × 7\u00a0m")
    expect(venueSizeText({ lengthMetres: 8.5, widthMetres: 5 })).toBe("8.5\u00a0m × 5\u00a0m")
    expect(venueSizeText(null)).toBeUndefined()
    expect(venueSizeText(undefined)).toBeUndefined()
  })

  /** The halls' words as the parish writes them (data/pages/venues.md). */
  const {
    hall,
    comparison,
    capacity: capacityWords,
  } = shippedPage<NonNullable<Queries.VenuesPageQuery["page"]>>("venues")
  const venue = (overrides: Partial<Queries.VenueCardFragment> = {}): Queries.VenueCardFragment => ({
    fileName: "gabriel-hall",
    name: "Gabriel Hall",
    size: { lengthMetres: 12, widthMetres: 8 },
    capacity: { seated: 80, atTables: 1200, standing: null },
    description: ["A bright hall."],
    features: ["Stage", "Kitchenette"],
    disabledAccess: true,
    photos: [],
    ...overrides,
  })

  it("says plainly whether there is step-free access, in the page's words", () => {
    expect(accessText(true, hall)).toBe(hall.stepFree)
    expect(accessText(false, hall)).toBe(hall.noStepFree)
  })

  it("tells a hall's capacity in each way its file gives, in the page's words, and nothing where it gives none", () => {
    expect(capacityPhrases({ seated: 80, atTables: 1200, standing: null }, capacityWords)).toEqual([
      fillIn(capacityWords.seated, { count: "80" }),
      fillIn(capacityWords.atTables, { count: "1,200" }),
    ])
    expect(capacityPhrases({ seated: null, atTables: null, standing: 150 }, capacityWords)).toEqual([
      fillIn(capacityWords.standing, { count: "150" }),
    ])
    expect(capacityPhrases(null, capacityWords)).toEqual([])
  })

  it("gives a hall's size, capacity and access under its name, in the page's sentences, and heads its features", () => {
    const card = render(<VenueCard venue={venue()} words={hall} capacityWords={capacityWords} regularUse={[]} />)
    const capacity = capacityPhrases(venue().capacity, capacityWords).join(" · ")
    expect(textsOf(card, "h2 + ul li")).toEqual([
      fillIn(hall.size, { size: "12\u00a0m × 8\u00a0m" }),
      fillIn(hall.capacity, { capacity }),
      hall.stepFree,
    ])
    expect(textsOf(card, "h3")).toEqual([hall.features])
    const bare = render(
      <VenueCard
        venue={venue({ size: null, capacity: null, disabledAccess: false })}
        words={hall}
        capacityWords={capacityWords}
        regularUse={[]}
      />,
    )
    expect(textsOf(bare, "h2 + ul li")).toEqual([hall.noStepFree])
  })

  it("compares the halls in the table's words: a size and capacity or none given, step-free access and the kitchen", () => {
    const table = render(
      <VenueComparison
        venues={[
          venue(),
          venue({ name: "Raphael Suite", size: null, capacity: null, features: ["Quiet"], disabledAccess: false }),
        ]}
        words={comparison}
        capacityWords={capacityWords}
      />,
    )
    expect(textsOf(table, "h2")).toEqual([comparison.heading])
    expect(textsOf(table, "thead th")).toEqual([
      comparison.hall,
      comparison.size,
      comparison.capacity,
      comparison.stepFree,
      comparison.kitchen,
    ])
    const [withAll, withNone] = [...table.querySelectorAll("tbody tr")].map(row => textsOf(row, "td"))
    expect(withAll!.slice(1)).toEqual([
      capacityPhrases(venue().capacity, capacityWords).join(""),
      comparison.yes,
      "Kitchenette",
    ])
    expect(withNone).toEqual([comparison.notGiven, comparison.notGiven, comparison.no, comparison.no])
  })
})

describe("children's downloads", () => {
  /** The words under the sheets as the parish writes them (data/pages/children.md). */
  const { sheets: words } = shippedPage<NonNullable<Queries.ChildrenPageQuery["page"]>>("children")
  const sheet = {
    name: "Roots at Home",
    slug: "advent-sunday-roots-at-home",
    publisher: "roots",
    size: 3,
    thumbnail_width: 175,
    thumbnail_height: 247,
  }

  it("links each sheet to its PDF, with its thumbnail at its own width and height", () => {
    const grid = render(<DownloadGrid items={[sheet]} words={words} />)
    const link = grid.querySelector("a")
    expect(link?.getAttribute("href")).toBe("/files/children/roots/advent-sunday-roots-at-home.pdf")
    const thumbnail = link?.querySelector("img")
    expect(thumbnail?.getAttribute("src")).toBe("/files/children/roots/advent-sunday-roots-at-home-thumb.jpg")
    expect(thumbnail?.getAttribute("width")).toBe("175")
    expect(thumbnail?.getAttribute("height")).toBe("247")
    expect(link?.textContent).toContain("Roots at Home")
    expect(link?.textContent).toContain(
      fillIn(words.note, { publisher: publisherName(sheet.publisher, words.publishers) }),
    )
  })

  it("spans `size` twelfths on wide screens, twice that on tablets, never more than a row", () => {
    expect(columnSpans(3)).toEqual({ tablet: 6, desktop: 3 })
    expect(columnSpans(2)).toEqual({ tablet: 4, desktop: 2 })
    expect(columnSpans(8)).toEqual({ tablet: 12, desktop: 8 })
  })

  it("names publishers as the page lists them, and an unlisted one after its folder", () => {
    const publishers = [{ folder: "pray-and-play", name: "Pray & Play" }]
    expect(publisherName("pray-and-play", publishers)).toBe("Pray & Play")
    expect(publisherName("new-publisher", publishers)).toBe("New publisher")
    for (const { folder, name } of words.publishers) expect(publisherName(folder, words.publishers)).toBe(name)
  })
})

describe("the map", () => {
  const church = { latitude: 51.6318, longitude: -0.1089 }
  /** The map's words as the parish writes them (data/pages/contact.md), its spoken name filled in. */
  const { map: mapWords } = shippedPage<NonNullable<Queries.ContactPageQuery["page"]>>("contact")
  const words = { ...mapWords, frameTitle: "Map showing the church" }

  it("builds an OpenStreetMap embed address around the church, with a marker on it", () => {
    const url = new URL(openStreetMapEmbedUrl(church))
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html")
    expect(url.searchParams.get("layer")).toBe("mapnik")
    expect(url.searchParams.get("marker")).toBe("51.6318,-0.1089")
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number)
    expect(west).toBeLessThan(church.longitude)
    expect(east).toBeGreaterThan(church.longitude)
    expect(south).toBeLessThan(church.latitude)
    expect(north).toBeGreaterThan(church.latitude)
  })

  it("has no iframe until 'Show the map' is pressed, and always the plain link", () => {
    const map = render(<MapEmbed point={church} mapUrl="https://osm.example/map" words={words} />)
    const button = map.querySelector("button")!
    // Without the page's script the button is hidden: it could do nothing.
    expect(button.hidden).toBe(true)
    enhanceMapEmbed(map.firstElementChild as HTMLElement)
    expect(map.querySelector("iframe")).toBeNull()
    expect(map.querySelector('a[href="https://osm.example/map"]')?.textContent).toContain(words.open)
    expect(button.hidden).toBe(false)
    expect(button.textContent).toBe(words.show)
    expect(button.getAttribute("aria-expanded")).toBe("false")
    button.click()
    const frame = map.querySelector("iframe")
    expect(frame?.getAttribute("src")).toBe(openStreetMapEmbedUrl(church))
    expect(frame?.getAttribute("title")).toBe(words.frameTitle)
    expect(button.getAttribute("aria-expanded")).toBe("true")
    expect(button.textContent).toBe(words.hide)
    expect(map.querySelector('a[href="https://osm.example/map"]')).not.toBeNull()
    button.click()
    expect(button.textContent).toBe(words.show)
    expect(map.querySelector("iframe")).toBeNull()
  })
})
