/** @jest-environment jsdom */
import * as React from "react"
import { EventItem } from "../../src/components/EventItem"
import {
  NO_SUNDAY_CLUBS_SENTENCE,
  SUNDAY_CLUBS_SENTENCE,
  serviceTypeIconPath,
  sundayClubsSentence,
  teaAndCoffeeNote,
} from "../../src/components/EventItem/event-notes"
import { EventList, NewsAndEvents } from "../../src/components/NewsAndEvents"
import { imagePresets } from "../../src/theme"
import { answerStaticQueriesWithSiteFacts, render, textsOf } from "./screens-a-render"

beforeEach(() => {
  answerStaticQueriesWithSiteFacts()
})

const event = (overrides: Partial<Queries.EventItemFragment & { id: string }> = {}) => ({
  id: "event-1",
  nameHtml: "Advent Sunday <em>Parish Eucharist</em>",
  nameText: "Advent Sunday Parish Eucharist",
  serviceType: "eucharist",
  when: "Sunday 29 November 2026, 10 a.m.",
  startsAt: "2026-11-29T10:00",
  content: ["First paragraph.", "Second paragraph."],
  tags: "Eucharist, Advent,All Ages",
  sundayClubs: null as boolean | null,
  teaAndCoffee: false,
  picture: null,
  ...overrides,
})

describe("the Sunday Clubs sentence", () => {
  it("says there will be Sunday Clubs when sundayClubs is true, in the spec's words", () => {
    expect(sundayClubsSentence(true)).toBe("There will be Sunday Clubs for the Children during the service.")
  })
  it("says plainly there will be NO Sunday Clubs when it is false", () => {
    expect(sundayClubsSentence(false)).toBe("There will be NO Sunday Clubs during this service.")
  })
  it.each([null, undefined])("says nothing when it is unset (%p)", unset => {
    expect(sundayClubsSentence(unset)).toBeNull()
  })

  it.each([
    [true, [SUNDAY_CLUBS_SENTENCE]],
    [false, [NO_SUNDAY_CLUBS_SENTENCE]],
    [null, []],
  ])("an event with sundayClubs %p shows %p", (sundayClubs, expected) => {
    const page = render(<EventItem {...event({ sundayClubs })} />)
    const sentences = textsOf(page, "p").filter(text => /Sunday Clubs/.test(text))
    expect(sentences).toEqual(expected)
  })
})

describe("the tea and coffee note", () => {
  it("follows the service when teaAndCoffee is true, and is absent otherwise", () => {
    expect(teaAndCoffeeNote(true)).toBe("Tea, coffee and fellowship will follow the service.")
    expect(teaAndCoffeeNote(false)).toBeNull()
    expect(render(<EventItem {...event({ teaAndCoffee: true })} />).textContent).toContain("Tea, coffee and fellowship")
    expect(render(<EventItem {...event({ teaAndCoffee: false })} />).textContent).not.toContain("Tea, coffee")
  })
})

describe("an event", () => {
  it("shows the icon for its service type at the preset size, as decoration", () => {
    expect(serviceTypeIconPath("street-party")).toBe("/images/service-types/street-party.png")
    const icon = render(<EventItem {...event({ serviceType: "street-party" })} />).querySelector("img")!
    expect(icon.getAttribute("src")).toBe("/images/service-types/street-party.png")
    expect(icon.getAttribute("alt")).toBe("")
    expect(icon.getAttribute("width")).toBe(String(imagePresets.SERVICE_TYPE_ICON.width))
    expect(icon.getAttribute("height")).toBe(String(imagePresets.SERVICE_TYPE_ICON.height))
  })

  it("renders the sanitised name as markup, not as escaped text", () => {
    const heading = render(<EventItem {...event()} />).querySelector("h2")!
    expect(heading.querySelector("em")?.textContent).toBe("Parish Eucharist")
    expect(heading.textContent).toBe("Advent Sunday Parish Eucharist")
    expect(heading.innerHTML).not.toContain("&lt;")
  })

  it("shows the date (machine-readable when startsAt is set), each paragraph and the tags split on commas", () => {
    const page = render(<EventItem {...event()} />)
    expect(page.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-29T10:00")
    expect(page.querySelector("time")?.textContent).toBe("Sunday 29 November 2026, 10 a.m.")
    expect(textsOf(page, "p")).toEqual(expect.arrayContaining(["First paragraph.", "Second paragraph."]))
    expect(textsOf(page, "li")).toEqual(["Eucharist", "Advent", "All Ages"])
    expect(page.querySelector("ul")?.getAttribute("aria-label")).toBe("About Advent Sunday Parish Eucharist")
  })
})

describe("the list of events", () => {
  const events = (count: number) => Array.from({ length: count }, (_, index) => event({ id: `event-${index}` }))

  it.each([
    [1, 0],
    [2, 1],
    [5, 4],
  ])("puts a divider between events and none after the last (%i events → %i dividers)", (count, dividers) => {
    const list = render(<EventList events={events(count)} />).firstElementChild!
    expect(list.querySelectorAll("article")).toHaveLength(count)
    expect(list.querySelectorAll("hr")).toHaveLength(dividers)
    expect(list.lastElementChild?.tagName).toBe("ARTICLE")
    expect(list.firstElementChild?.tagName).toBe("ARTICLE")
  })

  it("offers this week's readings PDF with its thumbnail, and the events calendar", () => {
    const page = render(<NewsAndEvents events={events(2)} />)
    const readings = page.querySelector('a[href="/files/this-weeks-readings.pdf"]')!
    expect(readings.textContent).toContain("this week's readings (PDF)")
    const thumbnail = readings.querySelector("img")!
    expect(thumbnail.getAttribute("src")).toBe("/files/this-weeks-readings-thumb.jpg")
    expect(thumbnail.getAttribute("width")).toBe(String(imagePresets.READINGS_THUMB.width))
    expect(thumbnail.getAttribute("height")).toBe(String(imagePresets.READINGS_THUMB.height))
    expect(page.querySelector('a[href="/events.ics"]')?.textContent).toBe("Add our events to your calendar")
    expect(textsOf(page, "h1")).toEqual(["News & Events"])
  })

  it("says so kindly when nothing is coming up, and points to the regular services", () => {
    const page = render(<NewsAndEvents events={[]} />)
    expect(page.querySelectorAll("article")).toHaveLength(0)
    expect(page.textContent).toContain("No special events are coming up just now")
    expect(page.querySelector('main a[href="/worship"], a[href="/worship"]')?.textContent).toMatch(/service times/)
  })
})
