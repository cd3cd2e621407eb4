import { createEvents, type EventAttributes } from "ics"
import { addMinutes, icsLocal, LONDON } from "../content/london-time"
import type { EventEntry } from "../content/collections/events"
import type { SiteFactsEntry } from "../content/collections/site"
import { endForCalendar, type Gathering, type Occurrence } from "./occurrences"

/**
 * The calendar feeds (RFC 5545), built with the `ics` library. `ics` writes
 * UTC or floating times only, so every start and end is given as London wall-clock
 * time and then tagged TZID=Europe/London with a VTIMEZONE block: a weekly
 * service at 10:00 stays at 10:00 through the clock changes.
 */

/** The feed of everything that happens regularly, which This week and the next four weeks offer. */
export const REGULAR_FEED_PATH = "/regular.ics"

/** What a feed says about the parish: the checked site.json's fields (build code takes the zod types). */
export type CalendarSite = Pick<SiteFactsEntry, "title" | "siteUrl" | "address">

/** A regular gathering as a feed lists it: its schedule, and the pages it belongs to (its own first). */
export type CalendarGathering = Gathering & { pages: readonly string[] }

export type CalendarEvent = Pick<EventEntry, "endsAt" | "content"> & { title: string; slug: string; startsAt: string }

/** Europe/London rules since 1996: BST from the last Sunday of March to the last Sunday of October. */
const londonTimezone = [
  "BEGIN:VTIMEZONE",
  `TZID:${LONDON}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n")

const hostOf = (siteUrl: string) => new URL(siteUrl).host
// Everything in the feeds happens at the church: its address (site.json's `address`), never the office's.
const location = (site: CalendarSite) =>
  `${site.title}, ${[...site.address.lines, site.address.town, site.address.postcode].join(", ")}`

/** A feed names its maker (PRODID) by the site's own address, whichever parish's site it is. */
function calendar(site: CalendarSite, name: string, events: EventAttributes[]): string {
  const { error, value } = createEvents(events, { calName: name, productId: `${hostOf(site.siteUrl)}/ics` })
  if (error || !value) throw new Error(`Could not write the calendar "${name}": ${error?.message ?? "no output"}`)
  return value
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})\r$/gm, `$1;TZID=${LONDON}:$2\r`)
    .replace("\r\nBEGIN:VEVENT", `\r\nX-WR-TIMEZONE:${LONDON}\r\n${londonTimezone}\r\nBEGIN:VEVENT`)
}

/**
 * Regular gatherings (services and activities) as the expansion dates them (occurrences.ts), a year ahead: one event
 * per occurrence with a start, so a half-term, a fifth week or a change of the clocks is in the feed exactly as on the
 * pages. `placeOf` names where each is held, `pageOf` the page it belongs to; an occurrence only "in term time"
 * (after the last term given) says so in its description.
 */
export function regularCalendar(
  site: CalendarSite,
  name: string,
  occurrences: readonly Occurrence<CalendarGathering>[],
  { placeOf, termTimeNote }: { placeOf: (gathering: CalendarGathering) => string; termTimeNote: string },
): string {
  return calendar(
    site,
    name,
    occurrences
      .filter((occurrence): occurrence is Occurrence<CalendarGathering> & { start: string } =>
        Boolean(occurrence.start),
      )
      .map(occurrence => ({
        uid: `${occurrence.gathering.id.replace("/", "-")}-${occurrence.date}@${hostOf(site.siteUrl)}`,
        title: occurrence.gathering.name,
        description: occurrence.ifTermTime ? termTimeNote : "",
        location: `${placeOf(occurrence.gathering)}, ${location(site)}`,
        url: `${site.siteUrl}${occurrence.gathering.pages[0] ?? "/"}`,
        start: icsLocal(occurrence.start),
        end: icsLocal(endForCalendar(occurrence)),
        status: "CONFIRMED" as const,
      })),
  )
}

/**
 * Events that have a machine-readable start; an event without an end is given one hour. Each links to the page that
 * lists them (`eventsPage`), when the site has one.
 */
export function eventsCalendar(
  site: CalendarSite,
  name: string,
  events: readonly CalendarEvent[],
  eventsPage?: string,
): string {
  return calendar(
    site,
    name,
    events.map(event => ({
      uid: `event-${event.slug}@${hostOf(site.siteUrl)}`,
      title: event.title,
      description: event.content.join("\n\n"),
      location: location(site),
      ...(eventsPage ? { url: `${site.siteUrl}${eventsPage}` } : {}),
      start: icsLocal(event.startsAt),
      end: icsLocal(event.endsAt ?? addMinutes(event.startsAt, 60)),
      status: "CONFIRMED",
    })),
  )
}
