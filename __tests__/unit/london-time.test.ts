import fc from "fast-check"
import { eventSchema } from "../../src/content/collections/events"
import { checkEntrySource } from "../../src/content/validate"
import { events } from "../../src/content/collections/events"
import {
  addDays,
  addMinutes,
  asWeekday,
  daysBetween,
  happensInLondon,
  londonInstant,
  londonIso,
  londonLocal,
  londonToday,
  nextWeekday,
  readLocalDateTime,
  readTypedDateTime,
  readTypedTime,
  weekdayOf,
  writeLocalDateTime,
} from "../../src/content/london-time"

/**
 * The one reader and writer of the parish's London times: what the check, the pages, the feeds and the CMS's date
 * boxes all go through.
 */

const moments = fc.record({
  year: fc.integer({ min: 2000, max: 2100 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
})

describe("London wall-clock text", () => {
  it("reads back exactly what it writes, for any moment", () => {
    fc.assert(fc.property(moments, moment => expect(readLocalDateTime(writeLocalDateTime(moment))).toEqual(moment)))
  })

  it("reads only the one written form", () => {
    for (const text of ["2026-11-29 10:00", "2026-11-29T10:00:00", "29/11/2026 10:00", "2026-13-01T10:00", ""]) {
      expect({ text, read: readLocalDateTime(text) }).toEqual({ text, read: undefined })
    }
  })

  it("gives GMT in winter and BST in summer, right on the days the clocks change (2026 and 2027)", () => {
    expect(londonIso("2026-11-29T10:00")).toBe("2026-11-29T10:00:00+00:00")
    expect(londonIso("2026-06-07T18:00")).toBe("2026-06-07T18:00:00+01:00")
    expect(londonIso("2026-03-29T10:00")).toBe("2026-03-29T10:00:00+01:00")
    expect(londonIso("2026-10-25T10:00")).toBe("2026-10-25T10:00:00+00:00")
    expect(londonIso("2027-03-28T00:30")).toBe("2027-03-28T00:30:00+00:00")
    expect(londonIso("2027-03-28T02:30")).toBe("2027-03-28T02:30:00+01:00")
    expect(londonIso("2027-10-31T00:30")).toBe("2027-10-31T00:30:00+01:00")
    expect(londonIso("2027-10-31T02:30")).toBe("2027-10-31T02:30:00+00:00")
  })

  it("knows the hour the clocks skip in March does not happen, and every other hour does", () => {
    expect(happensInLondon("2027-03-28T01:30")).toBe(false)
    expect(happensInLondon("2027-03-28T02:00")).toBe(true)
    expect(happensInLondon("2027-10-31T01:30")).toBe(true)
    fc.assert(
      fc.property(moments, moment => {
        const local = writeLocalDateTime(moment)
        // Outside that hour the instant reads back as the same wall clock.
        if (happensInLondon(local)) expect(londonLocal(londonInstant(local))).toBe(local)
      }),
    )
  })

  it("reads the London wall clock and today's date at an instant, summer and winter", () => {
    expect(londonLocal(new Date("2026-06-13T23:30:00Z"))).toBe("2026-06-14T00:30")
    expect(londonLocal(new Date("2026-12-13T23:30:00Z"))).toBe("2026-12-13T23:30")
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01")
  })

  it("turns today's date at London's midnight, in GMT and BST and on the days the clocks change", () => {
    // The last Sundays of March and October 2026: the clocks go forward at 01:00 UTC, and back at 01:00 UTC.
    expect(londonToday(new Date("2026-03-28T23:59:00Z"))).toBe("2026-03-28")
    expect(londonToday(new Date("2026-03-29T00:00:00Z"))).toBe("2026-03-29")
    expect(londonToday(new Date("2026-03-29T22:59:00Z"))).toBe("2026-03-29")
    expect(londonToday(new Date("2026-03-29T23:00:00Z"))).toBe("2026-03-30")
    expect(londonToday(new Date("2026-10-24T22:59:00Z"))).toBe("2026-10-24")
    expect(londonToday(new Date("2026-10-24T23:00:00Z"))).toBe("2026-10-25")
    expect(londonToday(new Date("2026-10-25T23:59:00Z"))).toBe("2026-10-25")
    expect(londonToday(new Date("2026-10-26T00:00:00Z"))).toBe("2026-10-26")
    // Every half hour of two years, the day agrees with London's wall clock.
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 30 * 60_000) {
      const now = new Date(time)
      expect(londonToday(now)).toBe(londonLocal(now).slice(0, 10))
    }
  })
})

describe("calendar arithmetic", () => {
  it("adds days and minutes across months, years and a leap day", () => {
    expect(addMinutes("2026-12-31T23:30", 45)).toBe("2027-01-01T00:15")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01")
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31")
    expect(daysBetween("2026-11-29", "2027-11-29")).toBe(365)
  })

  it("finds the day of the week, and the next given weekday, today included", () => {
    expect(weekdayOf({ year: 2026, month: 11, day: 29 })).toBe("Sunday")
    expect(nextWeekday("2026-11-22", "Sunday")).toBe("2026-11-22")
    expect(nextWeekday("2026-11-22", "Wednesday")).toBe("2026-11-25")
    expect(nextWeekday("2026-11-26", "Wednesday")).toBe("2026-12-02")
  })

  it("accepts only real day names as weekdays", () => {
    expect(asWeekday("Wednesday")).toBe("Wednesday")
    expect(() => asWeekday("Wednesdays")).toThrow(/not a day of the week/)
  })
})

describe("times and dates as people type them", () => {
  it("reads the ways a time is written in Britain, and refuses what could be something else", () => {
    const typed = { "4pm": "16:00", "4.30 p.m.": "16:30", "16.00": "16:00", "9:30": "09:30", noon: "12:00" }
    for (const [text, time] of Object.entries(typed))
      expect({ text, time: readTypedTime(text) }).toEqual({ text, time })
    for (const text of ["16", "13pm", "10:75", "soon"]) expect(readTypedTime(text)).toBeUndefined()
  })

  it("reads a date written day first, as in Britain, with its time, and refuses a day the month lacks", () => {
    expect(readTypedDateTime("29/11/2026 10am")).toBe("2026-11-29T10:00")
    expect(readTypedDateTime("5.12.2026, 15:00")).toBe("2026-12-05T15:00")
    expect(readTypedDateTime("31/11/2026 10am")).toBeUndefined()
    expect(readTypedDateTime("29/11/2026")).toBeUndefined()
  })

  it("quotes such a date back in a file's message as the value to write", () => {
    const file = "data/events/carol-service.json"
    const entry = { order: 0, name: "Carols", serviceType: "eucharist", content: ["Carols."], tags: "Carols" }
    const source = JSON.stringify({
      ...entry,
      startsAt: "29/11/2026 10am",
      teaAndCoffee: false,
      eucharist: false,
      featured: false,
    })
    const { problems } = checkEntrySource(events, file, source)
    expect(problems.map(problem => problem.message)).toEqual([
      expect.stringContaining('did you mean "2026-11-29T10:00"?'),
    ])
  })
})

describe("an event's tags", () => {
  it("are one line of text in the file and a list once checked, empty pieces dropped", () => {
    const tags = eventSchema.shape.tags.parse("Eucharist, Advent,All Ages , ,Choir,")
    expect(tags).toEqual(["Eucharist", "Advent", "All Ages", "Choir"])
    expect(eventSchema.shape.tags.safeParse(" , ").success).toBe(false)
  })
})
