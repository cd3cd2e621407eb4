import type { Node, NodePluginArgs } from "gatsby"
import { occurrencesBetween, type TermDates } from "../src/calendar/occurrences"
import {
  eventsCalendar,
  REGULAR_FEED_PATH,
  regularCalendar,
  type CalendarGathering,
  type CalendarSite,
} from "../src/calendar/ics"
import { placeInWords } from "../src/components/RegularTimes/schedule-words"
import { activities } from "../src/content/collections/activities"
import { events, type EventEntry } from "../src/content/collections/events"
import { groupRoute, groups, type GroupEntry } from "../src/content/collections/groups"
import { sitePages } from "../src/content/collections/pages"
import { services } from "../src/content/collections/services"
import { siteFacts } from "../src/content/collections/site"
import { terms, type SchoolYearEntry } from "../src/content/collections/terms"
import { venues, type VenueEntry } from "../src/content/collections/venues"
import { wording, type WordingEntry } from "../src/content/collections/wording"
import { addDays, londonToday } from "../src/content/london-time"
import { plainTextOf } from "../src/content/sanitize"
import { siteNow } from "../src/content/site-now"
import { fillIn } from "../src/content/template"

/**
 * The calendar feeds, made from the content nodes: `/events.ics` (the events), `/services.ics` (the services),
 * `/regular.ics` (everything that happens regularly) and `/calendars/<group>.ics` for each group page with regular
 * gatherings. The regular ones are the one expansion of their rules (src/calendar/occurrences.ts), a year ahead from
 * the build's day: the nightly rebuild keeps them a year ahead.
 */

/** A group page's own feed. */
export const groupCalendarPath = (fileName: string) => `/calendars/${fileName}.ics`

/** How far ahead the regular feeds go. */
const FEED_DAYS = 365

type Nodes<T> = (T & Node)[]

export function calendarFeeds({ getNodesByType }: Pick<NodePluginArgs, "getNodesByType">): Record<string, string> {
  const [site] = getNodesByType(siteFacts.typeName) as Nodes<CalendarSite>
  if (!site) throw new Error("data/site/site.json is missing: the calendar feeds need the parish's name and address")
  const byOrder = <T extends { order: number }>(nodes: T[]) => [...nodes].sort((a, b) => a.order - b.order)
  const gatheringsOf = (typeName: string, folder: string) =>
    byOrder(getNodesByType(typeName) as Nodes<Omit<CalendarGathering, "id"> & { order: number; fileName: string }>).map(
      node => ({ ...node, id: `${folder}/${node.fileName}` }),
    )
  const gatherings = [
    ...gatheringsOf(services.typeName, services.folder),
    ...gatheringsOf(activities.typeName, activities.folder),
  ]
  const termDates: TermDates[] = (getNodesByType(terms.typeName) as Nodes<SchoolYearEntry>).flatMap(year => year.terms)
  const today = londonToday(siteNow())
  const year = occurrencesBetween(gatherings, termDates, today, addDays(today, FEED_DAYS))
  const halls = getNodesByType(venues.typeName) as Nodes<VenueEntry & { fileName: string }>
  // A calendar program shows each feed's name in its list of calendars (data/wording/wording.json).
  const [words] = getNodesByType(wording.typeName) as Nodes<WordingEntry>
  if (!words) throw new Error("data/wording/wording.json is missing: the calendar feeds need its words")
  const named = (name: string, page?: string) => fillIn(name, { title: site.title, page: page ?? "" })
  const regular = (name: string, from: typeof year) =>
    regularCalendar(site, name, from, {
      placeOf: gathering => placeInWords(gathering.where, halls, words.regular),
      termTimeNote: words.calendars.termTimeNote,
    })
  const groupFeeds = (getNodesByType(groups.typeName) as Nodes<GroupEntry & { fileName: string }>)
    .map(group => ({
      group,
      from: year.filter(occurrence => occurrence.gathering.pages.includes(groupRoute(group.fileName))),
    }))
    // A group with nothing dated yet (dates to be confirmed) has no feed, and its page no link to one.
    .filter(({ from }) => from.length > 0)
    .map(({ group, from }) => [
      groupCalendarPath(group.fileName),
      regular(named(words.calendars.page, group.title), from),
    ])
  const eventsListing = sitePages["news-and-events"]
  const eventsPage = getNodesByType(eventsListing.typeName).length ? eventsListing.route : undefined
  const datedEvents = byOrder(getNodesByType(events.typeName) as Nodes<EventEntry & { fileName: string }>).flatMap(
    event => (event.startsAt ? [{ ...event, startsAt: event.startsAt }] : []),
  )
  return {
    "/services.ics": regular(
      named(words.calendars.services),
      year.filter(occurrence => occurrence.gathering.id.startsWith(`${services.folder}/`)),
    ),
    [REGULAR_FEED_PATH]: regular(named(words.calendars.regular), year),
    "/events.ics": eventsCalendar(
      site,
      named(words.calendars.events),
      datedEvents.map(event => ({
        // Event names may hold inline markup; a calendar title is plain text.
        title: plainTextOf(event.name),
        slug: event.fileName,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        content: event.content,
      })),
      eventsPage,
    ),
    ...Object.fromEntries(groupFeeds),
  }
}
