import { TEST_NOW } from "../../scripts/test-now"
import { regularCalendar } from "../../src/calendar/ics"
import { occurrencesBetween } from "../../src/calendar/occurrences"
import { checkBeforeSave, SaveRefused } from "../../src/cms/save-check"
import { events } from "../../src/content/collections/events"
import { services } from "../../src/content/collections/services"
import { siteFacts } from "../../src/content/collections/site"
import {
  addDays,
  addMinutes,
  datePart,
  londonInstant,
  londonLocal,
  nextWeekday,
  nextWeeklyStart,
} from "../../src/content/london-time"
import { SITE_NOW_VARIABLE } from "../../src/content/site-now"
import { checkContent, entriesIn, formatProblem } from "../../src/content/validate"
import { entryAsNode } from "../../src/content/entry-as-node"
import { serviceEvents, type StructuredSite } from "../../src/seo/structured-data"
import { projectRoot } from "../support/content-copy"
import { decapEntry } from "../support/decap-entry"

/**
 * The parish's data/, left exactly as it is, with the clock moved on from the tests' pinned date: no date stops the
 * check because time passed, and everything that reads the clock answers for the moment it is asked at. The full
 * build years on is __tests__/slow/build-years-on.test.ts.
 */

const yearsOn = (years: number) => {
  const instant = new Date(TEST_NOW)
  instant.setUTCFullYear(instant.getUTCFullYear() + years)
  return instant.toISOString()
}
const testYear = new Date(TEST_NOW).getUTCFullYear()
const instants = {
  "the first half hour of the year after next, in London": `${testYear + 2}-01-01T00:30:00Z`,
  "a summer midnight (23:30 UTC is 00:30 in London)": `${testYear + 1}-07-14T23:30:00Z`,
  "three years on": yearsOn(3),
  "ten years on": yearsOn(10),
}

/** SITE_NOW set as a build at that moment has it (the schemas' date checks read it). */
function at(instant: string) {
  const pinned = process.env[SITE_NOW_VARIABLE]
  beforeEach(() => (process.env[SITE_NOW_VARIABLE] = instant))
  afterEach(() => (process.env[SITE_NOW_VARIABLE] = pinned))
  return new Date(instant)
}

describe.each(Object.entries(instants))("at %s", (_moment, instant) => {
  const now = at(instant)
  const today = datePart(londonLocal(now))
  const anEvent = (startsAt: string) => ({
    order: 0,
    name: "Years on",
    serviceType: "eucharist",
    startsAt,
    content: ["An event."],
    tags: "Test",
    teaAndCoffee: false,
    eucharist: false,
    featured: true,
  })

  it("the shipped content passes the check, as the nightly rebuild runs it (nobody changed a file)", async () => {
    const report = await checkContent(projectRoot, now)
    expect(report.problems.map(formatProblem)).toEqual([])
    // Every shipped event is either still to come or left out as over, with a warning to tidy it away.
    for (const event of entriesIn(report.entries, events)) {
      if (!events.include(event.data, now)) {
        expect(report.warnings.map(formatProblem)).toContainEqual(expect.stringMatching(`^${event.file}: is over`))
      }
    }
  })

  it("the CMS saves an event a week ahead and refuses one that is already over", () => {
    const weekAhead = addMinutes(`${today}T10:00`, 7 * 24 * 60)
    expect(() => checkBeforeSave({ entry: decapEntry(events.folder, anEvent(weekAhead)) })).not.toThrow()
    const yesterday = addMinutes(`${today}T10:00`, -24 * 60)
    expect(() => checkBeforeSave({ entry: decapEntry(events.folder, anEvent(yesterday)) })).toThrow(SaveRefused)
  })

  it("each service's next start is after now, within a week, on its day; the JSON-LD and services.ics say so", async () => {
    const { entries } = await checkContent(projectRoot, now)
    const shipped = entriesIn(entries, services)
    const [site] = entriesIn(entries, siteFacts)
    if (!site) throw new Error("data/site/site.json does not pass the check")
    const ld = serviceEvents(
      // As the JSON-LD's query gives it: null where the file gives nothing (an office at the church).
      entryAsNode<StructuredSite>(siteFacts, site.data, "site"),
      shipped.map(({ data }) => ({ ...data, image: { publicURL: null } })),
      now,
    )["@graph"]
    const gatherings = shipped.map(({ data, fileName }) => ({ ...data, id: `services/${fileName}` }))
    const ics = regularCalendar(site.data, "Services", occurrencesBetween(gatherings, [], today, addDays(today, 7)), {
      placeOf: () => "",
      termTimeNote: "",
    })
    for (const [index, { data: service }] of shipped.entries()) {
      const next = nextWeeklyStart(service.day, service.startTime, now)
      const startsIn = londonInstant(next).getTime() - now.getTime()
      expect(startsIn).toBeGreaterThan(0)
      expect(startsIn).toBeLessThanOrEqual(7 * 24 * 3_600_000)
      // On its own day: the next such day from that day is the day itself.
      expect(nextWeekday(datePart(next), service.day)).toBe(datePart(next))
      expect(new Date(ld[index]?.startDate ?? "").getTime()).toBe(londonInstant(next).getTime())
      // The feed starts on the first such day from today.
      const firstDay = nextWeekday(today, service.day).replace(/-/g, "")
      expect(ics).toContain(`DTSTART;TZID=Europe/London:${firstDay}T${service.startTime.replace(":", "")}00`)
    }
  })
})
