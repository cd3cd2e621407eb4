import { datedEvents, jsonLdText, parishGraph, serviceEvents } from "../../src/seo/structured-data"

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
  social: { facebook: "https://facebook.com/x", twitter: "https://twitter.com/x", youtube: "https://youtube.com/x" },
}

describe("structured data", () => {
  it("describes the parish as a Church and an Organization linked by @id, with the address", () => {
    const [church, organization] = parishGraph(site)["@graph"] as Record<string, any>[]
    expect(church).toMatchObject({ "@type": "Church", "@id": "https://www.example.org.uk/#church" })
    expect(church!.address).toMatchObject({ postalCode: "N21 3QE", addressCountry: "GB" })
    expect(organization).toMatchObject({ "@type": "Organization", location: { "@id": church!["@id"] } })
  })

  it("gives each regular service a weekly schedule in Europe/London", () => {
    const [evensong] = serviceEvents(site, [
      { name: "Evensong", day: "Sunday", startTime: "18:00", durationMinutes: 45, description: ["Sung"] },
    ])["@graph"]
    expect(evensong).toMatchObject({
      "@type": "Event",
      name: "Evensong",
      location: { "@id": "https://www.example.org.uk/#church" },
      eventSchedule: {
        repeatFrequency: "P1W",
        byDay: "https://schema.org/Sunday",
        startTime: "18:00:00",
        endTime: "18:45:00",
        scheduleTimezone: "Europe/London",
      },
    })
  })

  it("describes only events with a machine-readable date, with their offsets", () => {
    const data = datedEvents(site, [
      { title: "Summer fete", startsAt: "2027-06-12T12:00", endsAt: "2027-06-12T16:00", content: ["Stalls"] },
      { title: "Sometime", startsAt: null, content: ["Undated"] },
    ])
    expect(data?.["@graph"]).toEqual([
      expect.objectContaining({
        name: "Summer fete",
        startDate: "2027-06-12T12:00:00+01:00",
        endDate: "2027-06-12T16:00:00+01:00",
      }),
    ])
    expect(datedEvents(site, [{ title: "Sometime", content: ["Undated"] }])).toBeUndefined()
  })

  it("cannot be broken out of its script tag by text in the data", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" })
    expect(text).not.toContain("<")
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>")
  })
})
