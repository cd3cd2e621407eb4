import type { Node, NodePluginArgs } from "gatsby"
import { siteNow } from "../src/content/site-now"
import { events, type EventEntry } from "../src/content/collections/events"
import { services as serviceCollection } from "../src/content/collections/services"
import { siteFacts } from "../src/content/collections/site"
import { plainTextOf } from "../src/content/sanitize"
import { fillIn } from "../src/content/template"
import { wording, type WordingEntry } from "../src/content/collections/wording"
import { eventsCalendar, servicesCalendar, type CalendarService, type CalendarSite } from "../src/calendar/ics"

/** The two calendar feeds, made from the content nodes: `/services.ics` and `/events.ics`. */
export const calendarFeedPaths = ["/services.ics", "/events.ics"] as const
export type CalendarFeedPath = (typeof calendarFeedPaths)[number]

type Nodes<T> = (T & Node)[]

export function calendarFeeds({
  getNodesByType,
}: Pick<NodePluginArgs, "getNodesByType">): Record<CalendarFeedPath, string> {
  const [site] = getNodesByType(siteFacts.typeName) as Nodes<CalendarSite>
  if (!site) throw new Error("data/site/site.json is missing: the calendar feeds need the parish's name and address")
  const byOrder = <T extends { order: number }>(nodes: T[]) => [...nodes].sort((a, b) => a.order - b.order)
  const services = byOrder(getNodesByType(serviceCollection.typeName) as Nodes<CalendarService & { order: number }>)
  const datedEvents = byOrder(getNodesByType(events.typeName) as Nodes<EventEntry & { fileName: string }>).filter(
    event => event.startsAt,
  )
  // A calendar program shows each feed's name in its list of calendars (data/wording/wording.json).
  const [wordingNode] = getNodesByType(wording.typeName) as Nodes<WordingEntry>
  const names = wordingNode?.calendars ?? { services: "{title}", events: "{title}" }
  return {
    "/services.ics": servicesCalendar(site, fillIn(names.services, { title: site.title }), services, siteNow()),
    "/events.ics": eventsCalendar(
      site,
      fillIn(names.events, { title: site.title }),
      datedEvents.map(event => ({
        // Event names may hold inline markup; a calendar title is plain text.
        title: plainTextOf(event.name),
        slug: event.fileName,
        startsAt: event.startsAt!,
        endsAt: event.endsAt,
        content: event.content,
      })),
    ),
  }
}
