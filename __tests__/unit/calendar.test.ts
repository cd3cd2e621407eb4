import { eventsCalendar, regularCalendar } from "../../src/calendar/ics"
import { occurrencesBetween } from "../../src/calendar/occurrences"

const site = {
  title: "St Michael and All Angels, Ashgrove",
  siteUrl: "https://www.example.org.uk",
  address: { lines: ["Ashgrove Road"], town: "Ashgrove, London", postcode: "N21 3QE" },
}
const gatherings = [
  {
    id: "services/main-parish-eucharist",
    name: "Main Parish Eucharist",
    day: "Sunday",
    termTimeOnly: false,
    startTime: "10:00",
    endTime: "11:15",
    where: "church",
    pages: ["/worship"],
  },
  {
    id: "activities/brownies",
    name: "Brownies",
    day: "Tuesday",
    termTimeOnly: true,
    startTime: "18:00",
    where: "celebration-hall",
    pages: ["/childrens-clubs"],
  },
]
/** Unfolds RFC 5545 folded lines so assertions can read whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "")
const events = (ics: string) => unfold(ics).split("BEGIN:VEVENT").slice(1)

describe("a regular calendar", () => {
  const occurrences = occurrencesBetween(gatherings, [], "2026-11-23", "2026-12-06")
  const ics = regularCalendar(site, "Regular", occurrences, {
    placeOf: gathering => (gathering.where === "church" ? "In church" : "Celebration Hall"),
    termTimeNote: "In term time only",
  })

  it("is an iCalendar file with one event per occurrence, in London wall-clock time", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true)
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true)
    const all = events(ics)
    expect(all).toHaveLength(4)
    expect(all[0]).toContain("SUMMARY:Brownies")
    expect(all[0]).toContain("DTSTART;TZID=Europe/London:20261124T180000")
    // No end given: an hour, for calendars that need one.
    expect(all[0]).toContain("DTEND;TZID=Europe/London:20261124T190000")
    expect(all[1]).toContain("DTEND;TZID=Europe/London:20261129T111500")
  })

  it("defines the Europe/London time zone it refers to", () => {
    const calendar = unfold(ics)
    expect(calendar).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/London")
    expect(calendar).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")
    expect(calendar).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
    expect(calendar.indexOf("END:VTIMEZONE")).toBeLessThan(calendar.indexOf("BEGIN:VEVENT"))
  })

  it("gives each occurrence an id of its own that stays the same from build to build, and the place's address", () => {
    const [brownies] = events(ics)
    expect(brownies).toContain("UID:activities-brownies-2026-11-24@www.example.org.uk")
    expect(brownies).toContain("LOCATION:Celebration Hall\\, St Michael and All Angels\\, Ashgrove\\, Ashgrove Road")
    const later = regularCalendar(site, "Regular", occurrences.slice(1), { placeOf: () => "", termTimeNote: "" })
    expect(later).toContain("UID:services-main-parish-eucharist-2026-11-29@www.example.org.uk")
  })

  it("says of a term-time occurrence after the last term given that it is in term time only", () => {
    const [brownies, sunday] = events(ics)
    expect(brownies).toContain("DESCRIPTION:In term time only")
    expect(sunday).not.toContain("In term time only")
  })
})

describe("the events calendar", () => {
  it("lists dated events at their London times, one hour long when no end is given", () => {
    const ics = eventsCalendar(site, "Events", [
      { title: "Carols", slug: "carols", startsAt: "2026-12-20T18:30", content: ["Lessons and carols"] },
      { title: "Fete", slug: "fete", startsAt: "2027-06-12T12:00", endsAt: "2027-06-12T16:00", content: ["Stalls"] },
    ])
    const [carols, fete] = events(ics)
    expect(carols).toContain("DTSTART;TZID=Europe/London:20261220T183000")
    expect(carols).toContain("DTEND;TZID=Europe/London:20261220T193000")
    expect(carols).toContain("UID:event-carols@www.example.org.uk")
    expect(fete).toContain("DTEND;TZID=Europe/London:20270612T160000")
    expect(fete).toContain("DESCRIPTION:Stalls")
  })

  it("names the site that made it by the site's own address, whichever parish's it is", () => {
    const ics = eventsCalendar({ ...site, siteUrl: "https://stlukes.example.org" }, "Events", [])
    expect(unfold(ics)).toMatch(/^PRODID:stlukes\.example\.org\/ics\r$/m)
  })
})
