/** @jest-environment jsdom */
import * as React from "react"
import { eventsCalendar, regularCalendar } from "../../src/calendar/ics"
import { occurrencesBetween } from "../../src/calendar/occurrences"
import { OfficeDetails } from "../../src/components/VisitFacts"
import { datedEvents, parishGraph, type StructuredSite } from "../../src/seo/structured-data"
import { render } from "../support/render"
import { shippedSite, siteVariant } from "../support/site-variant"

/**
 * Two places: the church (site.json's `address`), where services and events are, and the parish office
 * (`officeAddress`), where post goes. Without an office address the office is at the church, as on the shipped site.
 */
const office = { lines: ["Parish Office", "12 High Street"], town: "Ashgrove, London", postcode: "N21 1AB" }
const movedOffice = siteVariant({ officeAddress: office })
const church = shippedSite().data?.address

type Facts = Queries.VisitFactsFragment & StructuredSite
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "")
const locations = (ics: string) => [...unfold(ics).matchAll(/^LOCATION:(.*)$/gm)].map(match => match[1])

describe("an office away from the church", () => {
  it("passes the check", () => {
    expect(movedOffice.problems).toEqual([])
    expect(church?.postcode).not.toBe(office.postcode)
  })

  it("gives search engines the church where it is, for every event too, and the office for post", () => {
    const facts = movedOffice.node<Facts>()
    const [churchNode, organization] = parishGraph(facts)["@graph"]
    expect(churchNode?.address).toMatchObject({ postalCode: church?.postcode })
    expect(organization?.address).toMatchObject({ postalCode: office.postcode, streetAddress: office.lines.join(", ") })
    const event = { nameText: "Carols", startsAt: "2031-12-20T16:00", endsAt: null, content: [] }
    expect(datedEvents(facts, [event])?.["@graph"][0]?.location.address).toMatchObject({ postalCode: church?.postcode })
  })

  it("puts every calendar feed's events at the church", () => {
    const site = movedOffice.data
    if (!site) throw new Error("the site with a moved office does not pass the check")
    const gathering = {
      id: "services/eucharist",
      name: "Eucharist",
      day: "Sunday",
      termTimeOnly: false,
      startTime: "10:00",
      endTime: "11:00",
      where: "church",
      pages: ["/worship"],
    }
    const regular = regularCalendar(site, "Regular", occurrencesBetween([gathering], [], "2031-06-01", "2031-06-14"), {
      placeOf: () => "In church",
      termTimeNote: "",
    })
    const oneOff = eventsCalendar(site, "Events", [
      { title: "Carols", slug: "carols", startsAt: "2031-12-20T16:00", endsAt: undefined, content: [] },
    ])
    const all = [...locations(regular), ...locations(oneOff)]
    expect(all.length).toBeGreaterThan(2)
    for (const location of all) {
      expect(location).toContain(church?.postcode)
      expect(location).not.toContain(office.postcode)
    }
  })

  it("shows the office's address for post on the Contact page", () => {
    const details = render(<OfficeDetails facts={movedOffice.node<Facts>()} />)
    const address = details.querySelector("address")?.textContent ?? ""
    expect(address).toContain(office.lines[1])
    expect(address).toContain(office.postcode.replace(" ", "\u00a0"))
    expect(address).not.toContain(church?.lines[0])
  })
})

describe("no office address (the shipped site)", () => {
  const facts = shippedSite().node<Facts>()

  it("puts the office at the church, for search engines and on the Contact page", () => {
    const [churchNode, organization] = parishGraph(facts)["@graph"]
    expect(organization?.address).toEqual(churchNode?.address)
    const address = render(<OfficeDetails facts={facts} />).querySelector("address")?.textContent ?? ""
    for (const line of church?.lines ?? []) expect(address).toContain(line)
  })
})
