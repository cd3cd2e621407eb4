import { occurrencesBetween, type GatheringSchedule, type TermDates } from "../../calendar/occurrences"
import { addDays, datePart } from "../../content/london-time"

/** What the days are made from: the regular gatherings, the events and the school's terms. */
export interface DaysData {
  gatherings: readonly (GatheringSchedule & { fileName: string; name: string; pages: readonly string[] })[]
  events: readonly {
    id: string
    nameHtml: string
    startsAt?: string | null
    endsAt?: string | null
    place?: string | null
  }[]
  schoolYears: readonly { terms: readonly TermDates[] }[]
  /** the page that lists the events, for their links; none when the site has no such page */
  eventsPage?: string
  /** a hall's one-off bookings, for its free view only: what's on at the church never lists a private hire */
  bookings?: readonly {
    fileName: string
    hall: string
    date: string
    startTime: string
    endTime: string
    /** the hirer's name, only where they agreed to its being shown */
    shownAs?: string | null
  }[]
}

/** One thing on a day: a service's or activity's occurrence, or an event. */
export interface DayItem {
  key: string
  name: string
  /** an event's name, which may hold inline formatting (Event.nameHtml, sanitised at build time) */
  nameHtml?: string
  /** London wall-clock, "YYYY-MM-DDTHH:MM"; none while the time is to be confirmed */
  start?: string
  end?: string
  /** a gathering's place (an event's is on its page) */
  where?: string
  /** the page it links to; none for an event on a site without News & Events */
  page?: string
  /** a term-time activity on a day after the last term given */
  ifTermTime: boolean
  /** a hall's booking, which shows only as booked (or by the name its hirer agreed to) */
  booking?: true
}

export interface CalendarDay {
  date: string
  items: DayItem[]
}

/** The next `days` days from `from` that have something on, each with its items in time order. */
export function daysAhead(data: DaysData, from: string, days: number): CalendarDay[] {
  const to = addDays(from, days - 1)
  const gatherings = data.gatherings.map(gathering => ({ ...gathering, id: gathering.fileName }))
  const occurrences = occurrencesBetween(
    gatherings,
    data.schoolYears.flatMap(year => year.terms),
    from,
    to,
  )
  const items: (DayItem & { date: string })[] = [
    ...occurrences.map(occurrence => ({
      key: `${occurrence.gathering.fileName}-${occurrence.date}`,
      date: occurrence.date,
      name: occurrence.gathering.name,
      start: occurrence.start,
      end: occurrence.end,
      where: occurrence.gathering.where,
      page: occurrence.gathering.pages[0] ?? "/",
      ifTermTime: occurrence.ifTermTime,
    })),
    ...data.events.flatMap(event =>
      event.startsAt && datePart(event.startsAt) >= from && datePart(event.startsAt) <= to
        ? [
            {
              key: event.id,
              date: datePart(event.startsAt),
              name: "",
              nameHtml: event.nameHtml,
              start: event.startsAt,
              end: event.endsAt && datePart(event.endsAt) === datePart(event.startsAt) ? event.endsAt : undefined,
              ...(event.place ? { where: event.place } : {}),
              ...(data.eventsPage ? { page: data.eventsPage } : {}),
              ifTermTime: false,
            },
          ]
        : [],
    ),
    ...(data.bookings ?? [])
      .filter(booking => booking.date >= from && booking.date <= to)
      .map(booking => ({
        key: booking.fileName,
        date: booking.date,
        name: booking.shownAs ?? "",
        start: `${booking.date}T${booking.startTime}`,
        end: `${booking.date}T${booking.endTime}`,
        where: booking.hall,
        page: "/venues",
        ifTermTime: false,
        booking: true as const,
      })),
  ]
  const byTime = (item: DayItem) => item.start ?? "~"
  return [...new Set(items.map(item => item.date))].sort().map(date => ({
    date,
    items: items.filter(item => item.date === date).sort((a, b) => byTime(a).localeCompare(byTime(b))),
  }))
}
