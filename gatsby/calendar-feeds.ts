import type { Node, NodePluginArgs } from "gatsby"
import { siteNow } from "../src/build/site-now"
import type { EventEntry } from "../src/content/collections/events"
import { plainTextOf } from "../src/content/sanitize"
import { eventsCalendar, servicesCalendar, type CalendarService, type CalendarSite } from "../src/calendar/ics"

/** The two calendar feeds, made from the content nodes: `/services.ics` and `/events.ics`. */
export const calendarFeedPaths = ["/services.ics", "/events.ics"] as const
export type CalendarFeedPath = (typeof calendarFeedPaths)[number]

type Nodes<T> = (T & Node)[]

export function calendarFeeds({
  getNodesByType,
  getNode,
}: Pick<NodePluginArgs, "getNodesByType" | "getNode">): Record<CalendarFeedPath, string> {
  const [site] = getNodesByType("SiteFacts") as Nodes<CalendarSite>
  if (!site) throw new Error("data/site/site.json is missing: the calendar feeds need the parish's name and address")
  const byOrder = <T extends { order: number }>(nodes: T[]) => [...nodes].sort((a, b) => a.order - b.order)
  const services = byOrder(getNodesByType("Service") as Nodes<CalendarService & { order: number }>)
  const datedEvents = byOrder(getNodesByType("Event") as Nodes<EventEntry>).filter(event => event.startsAt)
  return {
    "/services.ics": servicesCalendar(site, services, siteNow()),
    "/events.ics": eventsCalendar(
      site,
      datedEvents.map(event => ({
        // Event names may hold inline markup; a calendar title is plain text.
        title: plainTextOf(event.name),
        slug: (event.parent && (getNode(event.parent)?.name as string | undefined)) ?? event.startsAt!,
        startsAt: event.startsAt!,
        endsAt: event.endsAt,
        content: event.content,
      })),
    ),
  }
}
