import * as React from "react"
import { graphql } from "gatsby"
import { borders, colors, fontWeights, imagePresets, media, space } from "../../theme"
import { EventItem } from "../EventItem"
import { Markdown } from "../Markdown"
import { JumpLinks } from "../JumpLinks"
import { PageHeader } from "../PageHeader"
import { fetchAfterText } from "../Picture"
import { WithPageRail } from "../PageRail"
import { Panel } from "../Primitives"
import { ThisWeek } from "../ThisWeek"

/** Static files replaced each week by the parish office (static/files/). */
export const READINGS_PDF_PATH = "/files/this-weeks-readings.pdf"
export const READINGS_THUMBNAIL_PATH = "/files/this-weeks-readings-thumb.jpg"

/** The fields each event needs, and the page's words (data/pages/news-and-events.md). */
export const newsAndEventsFields = graphql`
  fragment NewsAndEventsEvent on Event {
    id
    ...EventItem
  }
  fragment NewsAndEventsWords on NewsAndEventsPage {
    title
    lead
    description
    body
    noEvents
    eventsLink
    nextWeeks {
      heading
      nothing
      calendar
    }
    readings {
      heading
      text
      link
    }
  }
`

/**
 * A divider between events, none after the last (docs/requirements.md#screens). The list is the events' size container: an event
 * lays its date beside its name while the list has room, and above it when the text is made large on a phone.
 */
export function EventList({ events }: { events: readonly Queries.NewsAndEventsEventFragment[] }) {
  return (
    <div css={{ containerType: "inline-size" }}>
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
export function NewsAndEvents({
  page,
  events,
  weeks,
}: {
  page: Queries.NewsAndEventsWordsFragment
  events: readonly Queries.NewsAndEventsEventFragment[]
  /** what happens day by day in the next four weeks: the page's query spreads ThisWeekData */
  weeks: Queries.ThisWeekDataFragment
}) {
  return (
    <>
      {/*
        On a desktop the readings stand beside the events, above the rail of the Community section; on a phone,
        before them, where someone looking for Sunday's readings finds them without scrolling through every event.
      */}
      <WithPageRail
        header={<PageHeader title={page.title} lead={page.lead} />}
        aside={<ThisWeeksReadings words={page.readings} />}
      >
        {/* On a phone the next four weeks come after every event: these links at the top reach them at once. */}
        <JumpLinks
          links={[
            { id: "this-weeks-readings", label: page.readings.heading },
            ...(events.length > 0 ? [{ id: "events", label: page.eventsLink }] : []),
            { id: "next-weeks", label: page.nextWeeks.heading },
          ]}
        />
        <div>
          <Markdown text={page.body} css={{ marginBottom: space.lg }} />
          {events.length > 0 ? (
            <div id="events">
              <EventList events={events} />
            </div>
          ) : (
            <Markdown text={page.noEvents} />
          )}
        </div>
      </WithPageRail>
      <ThisWeek data={weeks} days={28} words={page.nextWeeks} headingId="next-weeks" />
    </>
  )
}

/**
 * This week's readings PDF, with a picture of its first page: above the link beside the events on a desktop; a
 * smaller picture beside the link on a phone, where the panel comes before the events and should not push them
 * a screen down.
 */
function ThisWeeksReadings({ words }: { words: Queries.NewsAndEventsWordsFragment["readings"] }) {
  const thumbnail = imagePresets.READINGS_THUMB
  return (
    <Panel as="section" aria-labelledby="this-weeks-readings">
      <h2 id="this-weeks-readings">{words.heading}</h2>
      <p>{words.text}</p>
      <a
        href={READINGS_PDF_PATH}
        css={{
          display: "inline-flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: space.md,
          fontWeight: fontWeights.bold,
          [media.desktop]: { flexDirection: "column", alignItems: "flex-start", gap: space.sm },
        }}
      >
        <img
          {...fetchAfterText}
          src={READINGS_THUMBNAIL_PATH}
          alt=""
          width={thumbnail.width}
          height={thumbnail.height}
          css={{
            flexShrink: 0,
            width: "5.5rem",
            height: "auto",
            border: `${borders.hairline} solid ${colors.border}`,
            // The picture's own size, which its width and height keep free while it loads (after the text).
            [media.desktop]: { width: `${thumbnail.width}px` },
          }}
        />
        {/* Beside the picture while it has room for a few words a line; under it at large text sizes. */}
        <span css={{ flex: "1 1 10em", [media.desktop]: { flex: "none" } }}>{words.link}</span>
      </a>
    </Panel>
  )
}
