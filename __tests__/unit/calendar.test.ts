import { eventsCalendar, servicesCalendar } from "../../src/calendar/ics"

const site = {
  title: "St Michael and All Angels, Ashgrove",
  siteUrl: "https://www.example.org.uk",
  address: { lines: ["Ashgrove Road"], town: "Ashgrove, London", postcode: "N21 3QE" },
}
const services = [
  {
    name: "Main Parish Eucharist",
    day: "Sunday" as const,
    startTime: "10:00",
    durationMinutes: 75,
    description: ["Sung"],
  },
  {
    name: "Mid-week Eucharist",
    day: "Wednesday" as const,
    startTime: "10:00",
    durationMinutes: 30,
    description: ["Said"],
  },
]
/** Unfolds RFC 5545 folded lines so assertions can read whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "")
const events = (ics: string) => unfold(ics).split("BEGIN:VEVENT").slice(1)

describe("the services calendar", () => {
  const ics = servicesCalendar(site, "Services", services, new Date("2026-11-23T12:00:00Z"))

  it("is an iCalendar file with one weekly recurring event per service", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true)
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true)
    const [eucharist, midweek] = events(ics)
    expect(eucharist).toContain("SUMMARY:Main Parish Eucharist")
    expect(eucharist).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU")
    expect(midweek).toContain("RRULE:FREQ=WEEKLY;BYDAY=WE")
  })

  it("starts each service at its next occurrence in Europe/London wall-clock time", () => {
    const [eucharist, midweek] = events(ics)
    expect(eucharist).toContain("DTSTART;TZID=Europe/London:20261129T100000")
    expect(eucharist).toContain("DTEND;TZID=Europe/London:20261129T111500")
    expect(midweek).toContain("DTSTART;TZID=Europe/London:20261125T100000")
  })

  it("defines the Europe/London time zone it refers to", () => {
    const calendar = unfold(ics)
    expect(calendar).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/London")
    expect(calendar).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")
    expect(calendar).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
    expect(calendar.indexOf("END:VTIMEZONE")).toBeLessThan(calendar.indexOf("BEGIN:VEVENT"))
  })

  it("gives each service a stable unique id and the church's address", () => {
    const [eucharist] = events(ics)
    expect(eucharist).toContain("UID:service-sunday-1000@www.example.org.uk")
    expect(eucharist).toContain("LOCATION:St Michael and All Angels\\, Ashgrove\\, Ashgrove Road")
    expect(servicesCalendar(site, "Services", services, new Date("2027-01-01T12:00:00Z"))).toContain(
      "UID:service-sunday-1000@www.example.org.uk",
    )
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
})
