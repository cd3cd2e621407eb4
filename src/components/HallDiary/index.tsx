import * as React from "react"
import { graphql } from "gatsby"
import { formatClockTime } from "../../content/clock-time"
import { formatDay, formatTimeRange } from "../../content/event-dates"
import { londonToday, timePart } from "../../content/london-time"
import { colors, fontWeights, space } from "../../theme"
import { weekSourcesOf } from "../ThisWeek"
import { daysAhead, type DayItem } from "../ThisWeek/days"
import { useWording } from "../Wording"

/** What a hall's free view reads: what happens regularly and the events (ThisWeekData), and the halls' bookings. */
export const hallDiaryFields = graphql`
  fragment HallDiaryBooking on Booking {
    fileName
    hall
    date
    startTime
    endTime
    shownAs
  }
  fragment HallDiaryData on Query {
    ...ThisWeekData
    bookings: allBooking(sort: { date: ASC }) {
      nodes {
        ...HallDiaryBooking
      }
    }
  }
  fragment HallDiaryWords on VenuesPageDiary {
    heading
    booked
    none
    otherTimes
  }
`

/** How many days ahead a hall's free view looks: eight weeks. */
export const DIARY_DAYS = 56

/**
 * When a hall is in use in the next eight weeks, day by day, so that a hirer sees when it is free: its regular use
 * (term time applied), the events held there and its confirmed bookings, a booking as "booked" unless its hirer
 * agreed to be named. A list in the page's HTML, made at build time and moved on by the nightly rebuild.
 */
export function HallDiary({
  hall,
  data,
  words,
}: {
  /** the hall's file name, as the regular uses, events and bookings name it */
  hall: string
  data: Queries.HallDiaryDataFragment
  words: Queries.HallDiaryWordsFragment
}) {
  const { regular } = useWording()
  if (!data.site) return null
  const from = londonToday(new Date(data.site.siteMetadata.builtAt))
  const days = daysAhead({ ...weekSourcesOf(data), bookings: data.bookings.nodes }, from, DIARY_DAYS)
    .map(day => ({ ...day, items: day.items.filter(item => item.where === hall) }))
    .filter(day => day.items.length > 0)
  const headingId = `${hall}-in-use`
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={{ margin: `0 0 ${space.sm}` }}>
        {words.heading}
      </h3>
      {days.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          {/* The days flow in columns across the card where there is room, so a long list is not a narrow strip. */}
          <dl css={{ margin: `0 0 ${space.sm}`, columnWidth: "21rem", columnGap: space.xl }}>
            {days.map(day => (
              // A day, then each use on a line of its own under it.
              <div key={day.date} css={{ breakInside: "avoid", paddingBottom: space.sm }}>
                <dt css={{ fontWeight: fontWeights.bold }}>{formatDay(day.date)}</dt>
                {day.items.map(item => (
                  <dd key={item.key} css={{ margin: 0 }}>
                    {timeOf(item)} {nameOf(item, words)}
                    {item.ifTermTime && <span css={termTimeNote}>{regular.termTime}</span>}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
          <p css={{ margin: 0 }}>{words.otherTimes}</p>
        </>
      )}
    </section>
  )
}

/** "(in term time)" after a term-time use on a day after the last term given: a quieter note in brackets. */
const termTimeNote = {
  color: colors.inkMuted,
  "&::before": { content: '" ("' },
  "&::after": { content: '")"' },
} as const

/** "6 p.m.", "2 to 5.30 p.m.". */
const timeOf = (item: DayItem) =>
  item.start
    ? item.end
      ? formatTimeRange(timePart(item.start), timePart(item.end))
      : formatClockTime(timePart(item.start))
    : ""

/** What takes the hall: a regular use's or an event's name, or a booking's hirer where they agreed, else booked. */
function nameOf(item: DayItem, words: Queries.HallDiaryWordsFragment): React.ReactNode {
  if (item.booking) return item.name || words.booked
  // Safe: an event's name is sanitised at build time to inline formatting only (Event.nameHtml).
  return item.nameHtml ? <span dangerouslySetInnerHTML={{ __html: item.nameHtml }} /> : item.name
}
