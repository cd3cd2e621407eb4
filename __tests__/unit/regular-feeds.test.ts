import ICAL from "ical.js"
import nodeIcal, { type VEvent } from "node-ical"
import { regularCalendar, type CalendarGathering } from "../../src/calendar/ics"
import { occurrencesBetween, type TermDates } from "../../src/calendar/occurrences"
import { daysAhead } from "../../src/components/ThisWeek/days"
import { londonInstant } from "../../src/content/london-time"

/**
 * The regular gatherings' one expansion, as the pages and the feeds read it: a half-term week, a fifth Thursday and
 * both of 2027's clock changes, each with what the page lists (ThisWeek's days) and what two calendar programs'
 * parsers (ical.js, as in Thunderbird; node-ical) read from the feed, which must be the same occurrences.
 * The gatherings and terms are the test's own, so the parish's data can change freely.
 */

const site = {
  title: "St Michael and All Angels, Ashgrove",
  siteUrl: "https://www.example.org.uk",
  address: { lines: ["Ashgrove Road"], town: "Ashgrove, London", postcode: "N21 3QE" },
}
const gathering = (id: string, fields: Partial<CalendarGathering>): CalendarGathering & { fileName: string } => ({
  id,
  fileName: id,
  name: id,
  termTimeOnly: false,
  startTime: "10:00",
  where: "church",
  pages: ["/worship"],
  ...fields,
})
const gatherings = [
  gathering("sunday-service", { day: "Sunday", endTime: "11:15" }),
  gathering("tuesday-club", { day: "Tuesday", startTime: "18:00", termTimeOnly: true, where: "celebration-hall" }),
  gathering("first-and-third", { day: "Thursday", weeksOfMonth: [1, 3], startTime: "18:00", endTime: "20:00" }),
  gathering("fifth-thursday", { day: "Thursday", weeksOfMonth: [5], startTime: "19:00" }),
]
const terms: TermDates[] = [
  { starts: "2027-01-05", ends: "2027-03-26", halfTermStarts: "2027-02-15", halfTermEnds: "2027-02-19" },
  { starts: "2027-04-12", ends: "2027-07-21", halfTermStarts: "2027-05-31", halfTermEnds: "2027-06-04" },
]

/** What the page lists from `from` for `days` days: each item's name and start instant. */
function pageShows(from: string, days: number): string[] {
  const data = { gatherings, events: [], schoolYears: [{ terms }], halls: [] }
  return daysAhead(data, from, days).flatMap(day =>
    day.items.flatMap(item => (item.start ? [`${item.name} ${londonInstant(item.start).toISOString()}`] : [])),
  )
}

function feedFor(from: string, days: number): string {
  const to = new Date(Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10) + days - 1))
  const occurrences = occurrencesBetween(gatherings, terms, from, to.toISOString().slice(0, 10))
  return regularCalendar(site, "Regular", occurrences, { placeOf: () => "Church", termTimeNote: "In term time" })
}

/** The feed as ical.js reads it, its time zone registered as a calendar program does. */
function icalJsReads(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone)
  return calendar
    .getAllSubcomponents("vevent")
    .map(vevent => new ICAL.Event(vevent))
    .map(event => `${event.summary} ${event.startDate.toJSDate().toISOString()}`)
    .sort()
}

/** The feed as node-ical reads it. */
const nodeIcalReads = (ics: string): string[] =>
  Object.values(nodeIcal.sync.parseICS(ics))
    .filter((component): component is VEvent => component?.type === "VEVENT")
    .map(event => `${String(event.summary)} ${event.start.toISOString()}`)
    .sort()

const cases = {
  "a half-term week (no term-time club)": { from: "2027-02-14", days: 7 },
  "a month with a fifth Thursday": { from: "2027-04-01", days: 30 },
  "the week the clocks go forward": { from: "2027-03-21", days: 14 },
  "the week the clocks go back": { from: "2027-10-24", days: 14 },
}

describe.each(Object.entries(cases))("%s", (_name, { from, days }) => {
  const shown = pageShows(from, days).sort()
  const ics = feedFor(from, days)

  it("the feed holds exactly what the page lists, read by ical.js and by node-ical", () => {
    expect(shown.length).toBeGreaterThan(0)
    expect(icalJsReads(ics)).toEqual(shown)
    expect(nodeIcalReads(ics)).toEqual(shown)
  })
})

describe("the rules the page and the feeds share", () => {
  it("leave out a term-time club in half-term and between terms, and keep it in term", () => {
    expect(pageShows("2027-02-14", 7).filter(item => item.startsWith("tuesday-club"))).toEqual([])
    expect(pageShows("2027-04-04", 7).filter(item => item.startsWith("tuesday-club"))).toEqual([])
    expect(pageShows("2027-02-21", 7).filter(item => item.startsWith("tuesday-club"))).toHaveLength(1)
  })

  it("keep the first and third Thursdays, and a fifth only for a gathering that names it", () => {
    const april = pageShows("2027-04-01", 30)
    const days = (name: string) =>
      april.filter(item => item.startsWith(name)).map(item => item.split(" ")[1]?.slice(0, 10))
    expect(days("first-and-third")).toEqual(["2027-04-01", "2027-04-15"])
    expect(days("fifth-thursday")).toEqual(["2027-04-29"])
  })

  it("keep a service at 10 a.m. London time on both sides of each change of the clocks", () => {
    const sundays = [...pageShows("2027-03-21", 14), ...pageShows("2027-10-24", 14)].filter(item =>
      item.startsWith("sunday-service"),
    )
    expect(sundays.map(item => item.split(" ")[1])).toEqual([
      "2027-03-21T10:00:00.000Z",
      "2027-03-28T09:00:00.000Z",
      "2027-10-24T09:00:00.000Z",
      "2027-10-31T10:00:00.000Z",
    ])
  })

  it("after the last term given, keep a term-time club and say it is only in term time", () => {
    const data = { gatherings, events: [], schoolYears: [{ terms }], halls: [] }
    const items = daysAhead(data, "2027-09-05", 7).flatMap(day => day.items)
    expect(items.find(item => item.name === "tuesday-club")).toMatchObject({ ifTermTime: true })
    expect(items.find(item => item.name === "sunday-service")).toMatchObject({ ifTermTime: false })
  })
})
