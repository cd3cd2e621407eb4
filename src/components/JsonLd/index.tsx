import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { occurrencesBetween } from "../../calendar/occurrences"
import { addDays, londonToday } from "../../content/london-time"
import {
  datedEvents,
  gatheringEvents,
  jsonLdText,
  parishGraph,
  serviceEvents,
  type StructuredSite,
} from "../../seo/structured-data"

/** Structured data for search engines, placed in a page's Head. */
export function JsonLd({ data }: { data: unknown }) {
  if (data === undefined) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}

function useStructuredData() {
  return useStaticQuery<Queries.StructuredDataQuery>(graphql`
    query StructuredData {
      site {
        siteMetadata {
          builtAt
        }
      }
      siteFacts {
        ...SiteIdentity
        telephone
        officeEmail
        address {
          lines
          town
          postcode
        }
        geo {
          latitude
          longitude
        }
        officeAddress {
          lines
          town
          postcode
        }
        social {
          url
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          name
          day
          startTime
          endTime
          description
          image {
            publicURL
          }
        }
      }
      allActivity(sort: { order: ASC }) {
        nodes {
          ...RegularTimes
          pages
          forEveryone
        }
      }
      allSchoolYear {
        nodes {
          ...ThisWeekTerms
        }
      }
      allEvent(sort: { order: ASC }) {
        nodes {
          nameText
          startsAt
          endsAt
          content
        }
      }
    }
  `)
}

const siteOf = (data: Queries.StructuredDataQuery): StructuredSite | undefined => data.siteFacts ?? undefined

/** The parish: a Church and the Organization that runs it (home page). */
export function ParishJsonLd() {
  const site = siteOf(useStructuredData())
  return site ? <JsonLd data={parishGraph(site)} /> : null
}

/** The regular services, each a weekly Event dated at its next start after the build (Services & Worship). */
export function ServicesJsonLd() {
  const data = useStructuredData()
  const site = siteOf(data)
  // The build's own "now" (SITE_NOW pins it), so the server-rendered page and the browser's copy of its head agree.
  const builtAt = data.site?.siteMetadata?.builtAt
  if (!builtAt) return null
  return site ? <JsonLd data={serviceEvents(site, data.allService.nodes, new Date(builtAt))} /> : null
}

/** The coming week's regular gatherings open to everyone, each dated (home page, beside This week). */
export function WeekJsonLd() {
  const data = useStructuredData()
  const site = siteOf(data)
  const builtAt = data.site?.siteMetadata?.builtAt
  if (!site || !builtAt) return null
  const today = londonToday(new Date(builtAt))
  const gatherings = data.allActivity.nodes.map(activity => ({ ...activity, id: activity.fileName }))
  const terms = data.allSchoolYear.nodes.flatMap(year => year.terms)
  return <JsonLd data={gatheringEvents(site, occurrencesBetween(gatherings, terms, today, addDays(today, 6)))} />
}

/** The events that have a machine-readable date (News & Events). */
export function EventsJsonLd() {
  const data = useStructuredData()
  const site = siteOf(data)
  return site ? <JsonLd data={datedEvents(site, data.allEvent.nodes)} /> : null
}
