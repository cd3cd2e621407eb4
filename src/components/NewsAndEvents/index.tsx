import * as React from "react"
import { graphql, Link } from "gatsby"
import { borders, colors, fontWeights, imagePresets, space } from "../../theme"
import { EventItem } from "../EventItem"
import { PageHeader } from "../PageHeader"
import { Panel, WithAside } from "../Primitives"
import { useParishNames, type ParishNames } from "../ParishNames"

/** Static files replaced each week by the parish office (static/files/). */
export const READINGS_PDF_PATH = "/files/this-weeks-readings.pdf"
export const READINGS_THUMBNAIL_PATH = "/files/this-weeks-readings-thumb.jpg"

/** The search-engine description of the screen, the same at both addresses. */
export const newsAndEventsDescription = (parish: ParishNames) =>
  `Forthcoming special services and community events at ${parish.withPlace}, with this week's Bible readings to download.`

/** The fields each event needs; both /news-and-events and /parish-news query them. */
export const eventFields = graphql`
  fragment NewsAndEventsEvent on Event {
    id
    ...EventItem
  }
`

/** A divider between events, none after the last (spec §2). */
export function EventList({ events }: { events: readonly Queries.NewsAndEventsEventFragment[] }) {
  return (
    <div>
      {events.map((event, index) => (
        <React.Fragment key={event.id}>
          {index > 0 && (
            <hr css={{ border: 0, borderTop: `${borders.medium} solid ${colors.border}`, margin: `${space.xl} 0` }} />
          )}
          <EventItem {...event} />
        </React.Fragment>
      ))}
    </div>
  )
}

/** The News & Events screen, shown at /news-and-events and at its old address /parish-news. */
export function NewsAndEvents({ events }: { events: readonly Queries.NewsAndEventsEventFragment[] }) {
  const parish = useParishNames()
  return (
    <>
      <PageHeader
        title="News & Events"
        lead={`Special services and events coming up at ${parish.everyday}. Everyone is welcome.`}
      />
      {/* On a desktop the readings sit beside the events instead of below them all. */}
      <WithAside aside={<ThisWeeksReadings />} textFirst>
        <p>
          <a href="/events.ics">Add our events to your calendar</a> (an iCalendar file for phones, Outlook and Google
          Calendar).
        </p>
        {events.length > 0 ? (
          <EventList events={events} />
        ) : (
          <p>
            No special events are coming up just now, but our regular services continue every week: see the{" "}
            <Link to="/worship">service times on Services &amp; Worship</Link>. Please check back soon.
          </p>
        )}
      </WithAside>
    </>
  )
}

/** This week's readings PDF, with a picture of its first page. */
function ThisWeeksReadings() {
  const thumbnail = imagePresets.READINGS_THUMB
  return (
    <Panel as="section" aria-labelledby="this-weeks-readings">
      <h2 id="this-weeks-readings">This week&apos;s readings</h2>
      <p>The Bible readings for this Sunday, to read before the service or to follow at home.</p>
      <a
        href={READINGS_PDF_PATH}
        css={{ display: "inline-flex", flexDirection: "column", gap: space.sm, fontWeight: fontWeights.bold }}
      >
        <img
          src={READINGS_THUMBNAIL_PATH}
          alt=""
          width={thumbnail.width}
          height={thumbnail.height}
          css={{ border: `${borders.hairline} solid ${colors.border}` }}
        />
        <span>Download this week&apos;s readings (PDF)</span>
      </a>
    </Panel>
  )
}
