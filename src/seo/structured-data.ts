import type { Occurrence } from "../calendar/occurrences"
import { officeAddressOf } from "../content/collections/site"
import { asWeekday, datePart, LONDON, londonIso, minutesBetween, nextWeeklyStart } from "../content/london-time"

/**
 * schema.org JSON-LD for search engines: the parish (a Church, and the
 * Organization that runs it, linked by @id), each regular service as a weekly
 * Event, and each event that has a machine-readable date. Search engines read
 * each page on its own, so every Event carries its full place and organiser
 * inline (the same @id as the home page's nodes, so the graph still joins up).
 */

/** What the structured data is made from: the StructuredData query's result (src/components/JsonLd). */
type StructuredData = Queries.StructuredDataQuery
export type StructuredSite = NonNullable<StructuredData["siteFacts"]>
export type StructuredService = StructuredData["allService"]["nodes"][number]
export type StructuredEvent = StructuredData["allEvent"]["nodes"][number]
export type StructuredGathering = StructuredData["allActivity"]["nodes"][number] & { id: string }

export const churchId = (site: StructuredSite) => `${site.siteUrl}/#church`
export const parishId = (site: StructuredSite) => `${site.siteUrl}/#parish`

const postalAddress = (address: StructuredSite["address"]) => ({
  "@type": "PostalAddress",
  streetAddress: address.lines.join(", "),
  addressLocality: address.town,
  postalCode: address.postcode,
  addressCountry: "GB",
})

/** The church building: the parish's place of worship, and where every event here is held. */
const church = (site: StructuredSite) => ({
  "@type": "Church",
  "@id": churchId(site),
  name: `${site.parishName}, ${site.locality}`,
  url: `${site.siteUrl}/`,
  telephone: site.telephone,
  address: postalAddress(site.address),
  geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
})

export function parishGraph(site: StructuredSite) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      church(site),
      {
        "@type": "Organization",
        "@id": parishId(site),
        name: site.title,
        description: site.description,
        url: `${site.siteUrl}/`,
        email: site.officeEmail,
        telephone: site.telephone,
        // Post and the office's telephone and email: the office's address, the church's while it has none.
        address: postalAddress(officeAddressOf(site)),
        location: { "@id": churchId(site) },
        ...(site.social && site.social.length > 0 ? { sameAs: site.social.map(account => account.url) } : {}),
      },
    ],
  }
}

/** What every event here shares: held in person at the church (a Place), run by the parish. */
const eventAtChurch = (site: StructuredSite, name: string, paragraphs: readonly string[]) => ({
  "@type": "Event",
  name,
  description: paragraphs.join(" "),
  eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  eventStatus: "https://schema.org/EventScheduled",
  location: church(site),
  organizer: { "@type": "Organization", "@id": parishId(site), name: site.title, url: `${site.siteUrl}/` },
})

/**
 * Each regular service: its weekly schedule, and (as search engines need a date) its next start after `now`.
 * The build passes its own start time, so the page says what was next when it was built.
 */
export function serviceEvents(site: StructuredSite, services: readonly StructuredService[], now: Date) {
  return {
    "@context": "https://schema.org",
    "@graph": services.map(service => {
      const start = nextWeeklyStart(asWeekday(service.day), service.startTime, now)
      const end = `${datePart(start)}T${service.endTime}`
      return {
        ...eventAtChurch(site, service.name, service.description),
        startDate: londonIso(start),
        endDate: londonIso(end),
        url: `${site.siteUrl}/worship`,
        ...(service.image.publicURL ? { image: [`${site.siteUrl}${service.image.publicURL}`] } : {}),
        isAccessibleForFree: true,
        eventSchedule: {
          "@type": "Schedule",
          repeatFrequency: "P1W",
          byDay: `https://schema.org/${service.day}`,
          startTime: `${service.startTime}:00`,
          endTime: `${service.endTime}:00`,
          duration: `PT${minutesBetween(start, end)}M`,
          scheduleTimezone: LONDON,
        },
      }
    }),
  }
}

/** Only events with a machine-readable start can be described to search engines. */
export function datedEvents(site: StructuredSite, events: readonly StructuredEvent[]) {
  const dated = events.filter((event): event is StructuredEvent & { startsAt: string } => Boolean(event.startsAt))
  if (dated.length === 0) return undefined
  return {
    "@context": "https://schema.org",
    "@graph": dated.map(event => ({
      ...eventAtChurch(site, event.nameText, event.content),
      startDate: londonIso(event.startsAt),
      ...(event.endsAt ? { endDate: londonIso(event.endsAt) } : {}),
      url: `${site.siteUrl}/news-and-events`,
    })),
  }
}

/**
 * The occurrences in the coming week of regular gatherings open to everyone, each an Event as the one-off events
 * are, at the page it belongs to; one whose time is to be confirmed cannot be dated, and is left out. Children's
 * groups and closed groups are never described: their pages say only what they say.
 */
export function gatheringEvents(site: StructuredSite, occurrences: readonly Occurrence<StructuredGathering>[]) {
  const dated = occurrences.filter(
    (occurrence): occurrence is Occurrence<StructuredGathering> & { start: string } =>
      occurrence.gathering.forEveryone && Boolean(occurrence.start),
  )
  if (dated.length === 0) return undefined
  return {
    "@context": "https://schema.org",
    "@graph": dated.map(occurrence => ({
      ...eventAtChurch(site, occurrence.gathering.name, []),
      startDate: londonIso(occurrence.start),
      ...(occurrence.end ? { endDate: londonIso(occurrence.end) } : {}),
      url: `${site.siteUrl}${occurrence.gathering.pages[0] ?? "/"}`,
    })),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c")
