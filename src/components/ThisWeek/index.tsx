import * as React from "react"
import { graphql, Link } from "gatsby"
import { REGULAR_FEED_PATH } from "../../calendar/ics"
import { formatClockTime } from "../../content/clock-time"
import { formatDay, formatTimeRange } from "../../content/event-dates"
import { sitePages } from "../../content/collections/pages"
import { londonToday, timePart } from "../../content/london-time"
import { bareList, colors, fontWeights, space } from "../../theme"
import { placeInWords } from "../RegularTimes"
import { useWording } from "../Wording"
import { daysAhead, type CalendarDay, type DayItem } from "./days"

/** What the days' list reads of the regular gatherings, the events, the terms and the halls. */
export const thisWeekFields = graphql`
  fragment ThisWeekGathering on RegularGathering {
    ...RegularTimes
    pages
  }
  fragment ThisWeekEvent on Event {
    id
    nameHtml
    startsAt
    endsAt
    place
  }
  fragment ThisWeekTerms on SchoolYear {
    terms {
      starts
      ends
      halfTermStarts
      halfTermEnds
    }
  }
  fragment ThisWeekData on Query {
    weekServices: allService(sort: { order: ASC }) {
      nodes {
        ...ThisWeekGathering
      }
    }
    weekActivities: allActivity(sort: { order: ASC }) {
      nodes {
        ...ThisWeekGathering
      }
    }
    weekEvents: allEvent(sort: { order: ASC }) {
      nodes {
        ...ThisWeekEvent
      }
    }
    schoolYears: allSchoolYear {
      nodes {
        ...ThisWeekTerms
      }
    }
    halls: allVenue {
      nodes {
        ...HallName
      }
    }
    site {
      siteMetadata {
        builtAt
      }
    }
    # Whether News & Events is there (its file in data/pages/), for the events' links.
    eventsPage: newsAndEventsPage(fileName: { eq: "news-and-events" }) {
      fileName
    }
  }
`

/** What the days' list is made from: the ThisWeekData fragment's lists, gathered. */
export interface WeekSources {
  gatherings: readonly Queries.ThisWeekGatheringFragment[]
  events: readonly Queries.ThisWeekEventFragment[]
  schoolYears: readonly Queries.ThisWeekTermsFragment[]
  halls: readonly Queries.HallNameFragment[]
  /** where the events are listed; none when the site has no News & Events page */
  eventsPage?: string
}

export const weekSourcesOf = (data: Queries.ThisWeekDataFragment): WeekSources => ({
  gatherings: [...data.weekServices.nodes, ...data.weekActivities.nodes],
  events: data.weekEvents.nodes,
  schoolYears: data.schoolYears.nodes,
  halls: data.halls.nodes,
  ...(data.eventsPage ? { eventsPage: sitePages["news-and-events"].route } : {}),
})

/**
 * Day by day, what happens at the church for `days` days from the build's day (in London): the services, the regular
 * activities (their rules applied: term time, weeks of the month) and the events together, each with its time, place
 * and a link to its page. Made at build time from the data; the nightly rebuild moves it on. Home shows a week; News
 * & Events the next four.
 */
export function ThisWeek({
  data,
  days,
  words: pageWords,
  headingId,
}: {
  /** the page's query, which spreads ThisWeekData */
  data: Queries.ThisWeekDataFragment
  days: number
  /** the page's words for the list (data/pages/home.md, news-and-events.md) */
  words: { heading: string; nothing: string; calendar: string }
  headingId: string
}) {
  const { regular: words } = useWording()
  if (!data.site) return null
  // From the build's day in London: the nightly rebuild moves the list on.
  const from = londonToday(new Date(data.site.siteMetadata.builtAt))
  const week = weekSourcesOf(data)
  const calendar = daysAhead(week, from, days)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{pageWords.heading}</h2>
      {calendar.length === 0 && <p>{pageWords.nothing}</p>}
      {/* Days flow in newspaper columns where there is room for two (the next four weeks on a desktop). */}
      <div css={{ columnWidth: "24rem", columnGap: space.xl }}>
        {calendar.map(day => (
          <Day key={day.date} day={day} halls={week.halls} words={words} />
        ))}
      </div>
      <p css={{ margin: `${space.md} 0 0` }}>
        <a href={REGULAR_FEED_PATH}>{pageWords.calendar}</a>
      </p>
    </section>
  )
}

/** "10 a.m.", "6 to 8 p.m.", or that the time is to be confirmed. */
const timeOf = (item: DayItem, words: Queries.WordingFieldsFragment["regular"]) =>
  !item.start
    ? words.timeToBeConfirmed
    : item.end
      ? formatTimeRange(timePart(item.start), timePart(item.end))
      : formatClockTime(timePart(item.start))

/** An item's name; an event's is sanitised at build time to inline formatting only (Event.nameHtml). */
const nameOf = (item: DayItem) =>
  item.nameHtml ? <span dangerouslySetInnerHTML={{ __html: item.nameHtml }} /> : item.name

/** A quieter detail after the name, set off by a dot. */
const afterDot = { color: colors.inkMuted, "&::before": { content: '" · "' } } as const

function Day({
  day,
  halls,
  words,
}: {
  day: CalendarDay
  halls: readonly Queries.HallNameFragment[]
  words: Queries.WordingFieldsFragment["regular"]
}) {
  return (
    <div css={{ breakInside: "avoid", paddingBottom: space.md }}>
      <h3 css={{ margin: `0 0 ${space.xs}` }}>{formatDay(day.date)}</h3>
      <ul css={{ ...bareList, display: "grid", gap: space.xs }}>
        {day.items.map(item => (
          <li key={item.key} css={{ display: "flex", flexWrap: "wrap", columnGap: space.sm }}>
            <span css={{ fontWeight: fontWeights.bold, flex: "0 0 8.5em" }}>{timeOf(item, words)}</span>
            {/* Its words wrap beside the time where there is room for a few, and go below it on a narrow phone. */}
            <span css={{ flex: "1 1 12em" }}>
              {item.page ? <Link to={item.page}>{nameOf(item)}</Link> : nameOf(item)}
              {item.where !== undefined && <span css={afterDot}>{placeInWords(item.where, halls, words)}</span>}
              {item.ifTermTime && <span css={afterDot}>{words.termTime}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
