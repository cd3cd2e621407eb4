/** @jest-environment jsdom */
import * as React from "react"
import { EventItem } from "../../src/components/EventItem"
import { sundayClubsSentence, teaAndCoffeeNote } from "../../src/components/EventItem/event-notes"
import { EventList, NewsAndEvents } from "../../src/components/NewsAndEvents"
import { events, type EventEntry } from "../../src/content/collections/events"
import { entryAsNode } from "../../src/content/entry-as-node"
import { plainTextOfMarkdown } from "../../src/content/markdown"
import { serviceTypeIconPath } from "../../src/content/service-type-icon"
import { fillIn } from "../../src/content/template"
import { imagePresets } from "../../src/theme"
import { siteNow } from "../../src/content/site-now"
import { services } from "../../src/content/collections/services"
import { render, shippedNodes, shippedPage, shippedWording, textsOf } from "../support/render"

/** The notes as the parish words them (data/wording/wording.json). */
const notes = shippedWording().events
/** The page's words as the parish writes them (data/pages/news-and-events.md). */
const newsPage = shippedPage<Queries.NewsAndEventsWordsFragment>("news-and-events")
/** The next four weeks' data as the page's query gives it: here the shipped services and nothing else. */
const weeks = (): Queries.ThisWeekDataFragment => ({
  weekServices: { nodes: shippedNodes<Queries.ThisWeekDataFragment["weekServices"]["nodes"][number]>(services) },
  weekActivities: { nodes: [] },
  weekEvents: { nodes: [] },
  schoolYears: { nodes: [] },
  halls: { nodes: [] },
  site: { siteMetadata: { builtAt: siteNow().toISOString() } },
  eventsPage: { fileName: "news-and-events" },
})

/** An event as its node gives it to the page, from the data an editor would write. */
const event = ({ id = "event-1", ...data }: Partial<EventEntry> & { id?: string } = {}) => ({
  id,
  ...entryAsNode<Queries.EventItemFragment>(events, {
    order: 1,
    name: "Advent Sunday <em>Parish Eucharist</em>",
    serviceType: "eucharist",
    startsAt: "2026-11-29T10:00",
    content: ["First paragraph.", "Second paragraph."],
    tags: "Eucharist, Advent,All Ages",
    teaAndCoffee: false,
    eucharist: true,
    featured: false,
    ...data,
  }),
})

describe("the Sunday Clubs sentence", () => {
  it("says there will be Sunday Clubs when sundayClubs is true, and a plain NO when it is false", () => {
    expect(sundayClubsSentence(true, notes)).toBe(notes.sundayClubs)
    expect(sundayClubsSentence(false, notes)).toBe(notes.noSundayClubs)
  })
  it.each([null, undefined])("says nothing when it is unset (%p)", unset => {
    expect(sundayClubsSentence(unset, notes)).toBeNull()
  })

  it.each([
    [true, [notes.sundayClubs]],
    [false, [notes.noSundayClubs]],
    [null, []],
  ])("an event with sundayClubs %p shows %p", (sundayClubs, expected) => {
    const page = render(<EventItem {...event(sundayClubs === null ? {} : { sundayClubs })} />)
    const sentences = textsOf(page, "p").filter(text => text === notes.sundayClubs || text === notes.noSundayClubs)
    expect(sentences).toEqual(expected)
  })
})

describe("the tea and coffee note", () => {
  it("follows the service when teaAndCoffee is true, and is absent otherwise", () => {
    expect(teaAndCoffeeNote(true, notes)).toBe(notes.teaAndCoffee)
    expect(teaAndCoffeeNote(false, notes)).toBeNull()
    expect(render(<EventItem {...event({ teaAndCoffee: true })} />).textContent).toContain(notes.teaAndCoffee)
    expect(render(<EventItem {...event({ teaAndCoffee: false })} />).textContent).not.toContain(notes.teaAndCoffee)
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
    // The tags are named after the event, in the shared wording's sentence.
    expect(page.querySelector("ul")?.getAttribute("aria-label")).toBe(
      fillIn(shippedWording().tags.listName, { name: "Advent Sunday Parish Eucharist" }),
    )
  })
})

describe("the list of events", () => {
  const eventList = (count: number) => Array.from({ length: count }, (_, index) => event({ id: `event-${index}` }))

  it.each([
    [1, 0],
    [2, 1],
    [5, 4],
  ])("puts a divider between events and none after the last (%i events → %i dividers)", (count, dividers) => {
    const list = render(<EventList events={eventList(count)} />).firstElementChild!
    expect(list.querySelectorAll("article")).toHaveLength(count)
    expect(list.querySelectorAll("hr")).toHaveLength(dividers)
    expect(list.lastElementChild?.tagName).toBe("ARTICLE")
    expect(list.firstElementChild?.tagName).toBe("ARTICLE")
  })

  it("offers this week's readings PDF with its thumbnail, and the events calendar", () => {
    const page = render(<NewsAndEvents page={newsPage} events={eventList(2)} weeks={weeks()} />)
    const readings = page.querySelector('a[href="/files/this-weeks-readings.pdf"]')!
    expect(readings.textContent).toBe(newsPage.readings.link)
    const thumbnail = readings.querySelector("img")!
    expect(thumbnail.getAttribute("src")).toBe("/files/this-weeks-readings-thumb.jpg")
    expect(thumbnail.getAttribute("width")).toBe(String(imagePresets.READINGS_THUMB.width))
    expect(thumbnail.getAttribute("height")).toBe(String(imagePresets.READINGS_THUMB.height))
    expect(page.querySelector('a[href="/events.ics"]')).not.toBeNull()
    expect(textsOf(page, "h1")).toEqual([newsPage.title])
  })

  it("lists the next four weeks day by day, each service under each of its days", () => {
    const page = render(<NewsAndEvents page={newsPage} events={[]} weeks={weeks()} />)
    const section = page.querySelector('section[aria-labelledby="next-weeks"]')!
    expect(section.querySelector("h2")?.textContent).toBe(newsPage.nextWeeks.heading)
    const shipped = shippedNodes<Queries.ThisWeekGatheringFragment>(services)
    const days = new Set(shipped.map(service => service.day))
    // Four weeks: each service's day comes four times.
    expect(section.querySelectorAll("h3")).toHaveLength(days.size * 4)
    for (const service of shipped) {
      expect(textsOf(section, "li a").filter(name => name === service.name)).toHaveLength(4)
    }
  })

  it("says so kindly when nothing is coming up, and points to the regular services", () => {
    const page = render(<NewsAndEvents page={newsPage} events={[]} weeks={weeks()} />)
    expect(page.querySelectorAll("article")).toHaveLength(0)
    expect(page.textContent).toContain(plainTextOfMarkdown(newsPage.noEvents))
  })
})
