import { occurrencesBetween } from "../../src/calendar/occurrences"
import {
  datedEvents,
  gatheringEvents,
  jsonLdText,
  parishGraph,
  serviceEvents,
  type StructuredService,
} from "../../src/seo/structured-data"

const site = {
  parishName: "St Michael and All Angels",
  locality: "Ashgrove",
  title: "St Michael and All Angels, Ashgrove",
  description: "A parish church",
  siteUrl: "https://www.example.org.uk",
  telephone: "020 7946 0000",
  officeEmail: "office@example.org.uk",
  address: { lines: ["Ashgrove Road"], town: "Ashgrove, London", postcode: "N21 3QE" },
  geo: { latitude: 51.63, longitude: -0.11 },
  officeAddress: null,
  social: [{ url: "https://facebook.com/x" }, { url: "https://twitter.com/x" }, { url: "https://youtube.com/x" }],
}

const evensongService: StructuredService = {
  name: "Evensong",
  day: "Sunday",
  startTime: "18:00",
  endTime: "18:45",
  description: ["Sung"],
  image: { publicURL: null },
}
const sundayEucharist = { ...evensongService, name: "Parish Eucharist", startTime: "10:00", endTime: "11:15" }
const midweekEucharist = { ...sundayEucharist, name: "Mid-week Eucharist", day: "Wednesday", endTime: "10:30" }

/** The service's Event as the build at `now` (an instant) describes it. */
const serviceAt = (now: string, service: StructuredService = sundayEucharist) =>
  serviceEvents(site, [service], new Date(now))["@graph"][0]!

describe("structured data", () => {
  it("describes the parish as a Church and an Organization linked by @id, with the address", () => {
    const [church, organization] = parishGraph(site)["@graph"]
    expect(church).toMatchObject({ "@type": "Church", "@id": "https://www.example.org.uk/#church" })
    expect(church!.address).toMatchObject({ postalCode: "N21 3QE", addressCountry: "GB" })
    expect(organization).toMatchObject({ "@type": "Organization", location: { "@id": church!["@id"] } })
  })

  it("gives each regular service a weekly schedule in Europe/London", () => {
    const [evensong] = serviceEvents(site, [evensongService], new Date("2026-06-10T12:00:00Z"))["@graph"]
    expect(evensong).toMatchObject({
      "@type": "Event",
      name: "Evensong",
      eventSchedule: {
        repeatFrequency: "P1W",
        byDay: "https://schema.org/Sunday",
        startTime: "18:00:00",
        endTime: "18:45:00",
        scheduleTimezone: "Europe/London",
      },
    })
  })

  it("dates each service at its next start after the build, with London's summer or winter offset", () => {
    // Wednesday 10 June, summer (BST): the coming Sunday and the same day's later Wednesday service.
    expect(serviceAt("2026-06-10T08:00:00Z")).toMatchObject({
      startDate: "2026-06-14T10:00:00+01:00",
      endDate: "2026-06-14T11:15:00+01:00",
    })
    expect(serviceAt("2026-06-10T08:00:00Z", midweekEucharist).startDate).toBe("2026-06-10T10:00:00+01:00")
    // Wednesday 2 December, winter (GMT).
    expect(serviceAt("2026-12-02T12:00:00Z")).toMatchObject({
      startDate: "2026-12-06T10:00:00+00:00",
      endDate: "2026-12-06T11:15:00+00:00",
    })
  })

  it("moves a service that has already begun today on to next week", () => {
    // Sunday 14 June 2026, in London time.
    expect(serviceAt("2026-06-14T08:59:00Z").startDate).toBe("2026-06-14T10:00:00+01:00")
    expect(serviceAt("2026-06-14T09:00:00Z").startDate).toBe("2026-06-21T10:00:00+01:00")
    expect(serviceAt("2026-06-14T10:00:00Z").startDate).toBe("2026-06-21T10:00:00+01:00")
    expect(serviceAt("2026-06-14T10:00:00Z", evensongService).startDate).toBe("2026-06-14T18:00:00+01:00")
  })

  it("gets the offset right across and on the days the clocks change", () => {
    // Saturday 28 March 2026 (GMT): the next Sunday is the day the clocks go forward.
    expect(serviceAt("2026-03-28T12:00:00Z").startDate).toBe("2026-03-29T10:00:00+01:00")
    // 00:30 GMT on that Sunday, before the change: the service later that day is in BST.
    expect(serviceAt("2026-03-29T00:30:00Z").startDate).toBe("2026-03-29T10:00:00+01:00")
    // 01:30 BST on Sunday 25 October, before the clocks go back: the service that day is in GMT.
    expect(serviceAt("2026-10-25T00:30:00Z").startDate).toBe("2026-10-25T10:00:00+00:00")
    // Evensong on 25 October has begun: the next is a week later, still GMT.
    expect(serviceAt("2026-10-25T18:30:00Z", evensongService).startDate).toBe("2026-11-01T18:00:00+00:00")
  })

  it("gives a service its photo as a full address when it has one", () => {
    const withPhoto = { ...sundayEucharist, image: { publicURL: "/static/abc/eucharist.jpg" } }
    expect(serviceAt("2026-06-10T08:00:00Z", withPhoto).image).toEqual([
      "https://www.example.org.uk/static/abc/eucharist.jpg",
    ])
    expect(serviceAt("2026-06-10T08:00:00Z")).not.toHaveProperty("image")
  })

  it("names the church and its full postal address on every event, services and dated events alike", () => {
    const events = [
      serviceAt("2026-06-10T08:00:00Z"),
      ...datedEvents(site, [
        { nameText: "Summer fete", startsAt: "2027-06-12T12:00", endsAt: null, content: ["Stalls"] },
      ])!["@graph"],
    ]
    for (const event of events) {
      expect(event).toMatchObject({
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        eventStatus: "https://schema.org/EventScheduled",
        location: {
          "@type": "Church",
          "@id": "https://www.example.org.uk/#church",
          name: "St Michael and All Angels, Ashgrove",
          address: {
            "@type": "PostalAddress",
            streetAddress: "Ashgrove Road",
            addressLocality: "Ashgrove, London",
            postalCode: "N21 3QE",
            addressCountry: "GB",
          },
        },
        organizer: { "@id": "https://www.example.org.uk/#parish", name: site.title, url: `${site.siteUrl}/` },
      })
    }
  })

  it("describes the church the same way on the home page and as each event's place", () => {
    const [church] = parishGraph(site)["@graph"]
    expect(serviceAt("2026-06-10T08:00:00Z").location).toEqual(church)
  })

  it("describes only events with a machine-readable date, with their offsets", () => {
    const data = datedEvents(site, [
      { nameText: "Summer fete", startsAt: "2027-06-12T12:00", endsAt: "2027-06-12T16:00", content: ["Stalls"] },
      { nameText: "Sometime", startsAt: null, endsAt: null, content: ["Undated"] },
    ])
    expect(data?.["@graph"]).toEqual([
      expect.objectContaining({
        name: "Summer fete",
        startDate: "2027-06-12T12:00:00+01:00",
        endDate: "2027-06-12T16:00:00+01:00",
      }),
    ])
    expect(
      datedEvents(site, [{ nameText: "Sometime", startsAt: null, endsAt: null, content: ["Undated"] }]),
    ).toBeUndefined()
  })

  it("describes the coming week's gatherings open to everyone, dated, at their page, and no children's group", () => {
    const gathering = (name: string, forEveryone: boolean, startTime = "10:30") => ({
      id: name,
      fileName: name,
      name,
      day: "Wednesday",
      weeksOfMonth: null,
      termTimeOnly: false,
      dates: null,
      startTime,
      endTime: null,
      where: "church",
      pages: ["/worship"],
      forEveryone,
    })
    const occurrences = occurrencesBetween(
      [gathering("Coffee", true), gathering("Brownies", false), gathering("Not yet timed", true, "to be confirmed")],
      [],
      "2027-06-14",
      "2027-06-20",
    )
    expect(gatheringEvents(site, occurrences)?.["@graph"]).toEqual([
      expect.objectContaining({
        "@type": "Event",
        name: "Coffee",
        startDate: "2027-06-16T10:30:00+01:00",
        url: "https://www.example.org.uk/worship",
      }),
    ])
  })

  it("cannot be broken out of its script tag by text in the data", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" })
    expect(text).not.toContain("<")
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>")
  })
})
