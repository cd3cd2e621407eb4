import { z } from "zod"
import { occurrencesBetween, termTimeOn } from "../calendar/occurrences"
import type { Entry } from "../content/collection"
import { bookings, hirerShown, type BookingEntry } from "../content/collections/bookings"
import { events, type EventEntry } from "../content/collections/events"
import { scheduleFields, type Schedule } from "../content/collections/schedule"
import { schoolYearSchema, type SchoolYearEntry } from "../content/collections/terms"
import { venueSchema, type VenueEntry } from "../content/collections/venues"
import { datePart, londonToday, readClockTime, timePart, weekdays } from "../content/london-time"
import { plainTextOf } from "../content/sanitize"

/**
 * What a hall booking enquiry is checked against (src/contact/hall-booking.ts), made by the content check from the
 * entries that passed it and written into the endpoint's content (endpoint-content.ts); the Contact page hands the
 * same object to the form's island (gatsby/contact-page.ts), so the browser and the endpoint check against the same
 * data. Only what the checks need: each hall's name and capacity, and each known use of a hall (the regular
 * gatherings, events and confirmed bookings held in one, a booking's hirer only where they agreed to be named) with
 * its minutes of the day and the days it takes the hall. The build works out those days (term time applied, through
 * the one expansion, src/calendar/occurrences.ts), so the checks in the visitor's browser only compare.
 */

const { weeksOfMonth, termTimeOnly, dates, startTime, endTime, where } = scheduleFields

const hallSchema = z.strictObject({ fileName: z.string(), name: z.string(), capacity: venueSchema.shape.capacity })

/** A known use of a hall: on given days (`dates`), or weekly (`weekday`, 0 for Sunday), except on `except`. */
const hallUseSchema = z.strictObject({
  hall: z.string(),
  /** what takes it, as the checks say it; null for a booking whose hirer is not named ("booked") */
  what: z.string().nullable(),
  /** minutes of the day it starts and ends (without an end given, an hour after it starts) */
  from: z.number(),
  to: z.number(),
  dates: z.array(z.string()).optional(),
  weekday: z.number().int().min(0).max(6).optional(),
  weeksOfMonth: weeksOfMonth,
  /** days on which a weekly use does not take the hall: a term-time gathering's holidays */
  except: z.array(z.string()).optional(),
})

export const hallCalendarSchema = z.strictObject({ halls: z.array(hallSchema), uses: z.array(hallUseSchema) })

export type HallCalendar = z.output<typeof hallCalendarSchema>
export type HallUse = HallCalendar["uses"][number]

/**
 * What the content says takes the halls, as the checked entries give it: the halls, the regular gatherings,
 * events and bookings held in a hall (a booking's `shownAs` only, never a private hirer's name) and the school terms.
 */
export const hallRecordsSchema = z.strictObject({
  halls: z.array(hallSchema),
  gatherings: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      day: scheduleFields.day,
      weeksOfMonth,
      termTimeOnly,
      dates,
      startTime,
      endTime,
      where,
    }),
  ),
  events: z.array(
    z.strictObject({ name: z.string(), place: z.string(), startsAt: z.string(), endsAt: z.string().optional() }),
  ),
  bookings: z.array(
    z.strictObject({
      hall: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      shownAs: z.string().nullable(),
    }),
  ),
  terms: z.array(schoolYearSchema.shape.terms.element),
})

export type HallRecords = z.output<typeof hallRecordsSchema>

/** The minutes of the day of a "HH:MM" time; undefined for a time to be confirmed. */
const minutesOf = (time: string | null | undefined) => {
  const clock = time ? readClockTime(time) : undefined
  return clock && clock.hour * 60 + clock.minute
}

/** A use's minutes: without an end, a use is taken to last an hour, as the content check takes it. */
function minutesFrom(start: string, end: string | null | undefined) {
  const from = minutesOf(start)
  return from === undefined ? undefined : { from, to: minutesOf(end) ?? from + 60 }
}

/**
 * The halls' calendar from what the content says, from `today` ("YYYY-MM-DD") on: a weekly gathering in term time
 * only leaves out the holidays up to the last term given (after it, it is taken to happen, as the pages say "in term
 * time" rather than guess); a gathering whose time is to be confirmed takes no time yet.
 */
export function hallCalendarFrom(records: HallRecords, today: string): HallCalendar {
  const lastTermEnds = records.terms
    .map(term => term.ends)
    .sort()
    .at(-1)
  const gatherings = records.gatherings.flatMap((gathering): HallUse[] => {
    const minutes = minutesFrom(gathering.startTime, gathering.endTime)
    if (!minutes) return []
    const use = { hall: gathering.where, what: gathering.name, ...minutes }
    if (gathering.dates) {
      const held = gathering.dates.filter(
        date => date >= today && !(gathering.termTimeOnly && termTimeOn(date, records.terms) === "holiday"),
      )
      return [{ ...use, dates: held }]
    }
    if (!gathering.day) return []
    const daysOn = (termTimeOnly: boolean) =>
      !lastTermEnds || lastTermEnds < today
        ? []
        : occurrencesBetween([{ ...gathering, termTimeOnly }], records.terms, today, lastTermEnds).map(
            occurrence => occurrence.date,
          )
    const held = new Set(gathering.termTimeOnly ? daysOn(true) : [])
    const except = gathering.termTimeOnly ? daysOn(false).filter(date => !held.has(date)) : []
    return [
      {
        ...use,
        weekday: weekdays.indexOf(gathering.day),
        ...(gathering.weeksOfMonth && { weeksOfMonth: [...gathering.weeksOfMonth] }),
        ...(except.length > 0 && { except }),
      },
    ]
  })
  const events = records.events.flatMap((event): HallUse[] => {
    const minutes = minutesFrom(timePart(event.startsAt), event.endsAt && timePart(event.endsAt))
    return minutes ? [{ hall: event.place, what: event.name, ...minutes, dates: [datePart(event.startsAt)] }] : []
  })
  const booked = records.bookings.flatMap((booking): HallUse[] => {
    const minutes = minutesFrom(booking.startTime, booking.endTime)
    return minutes ? [{ hall: booking.hall, what: booking.shownAs, ...minutes, dates: [booking.date] }] : []
  })
  return { halls: records.halls, uses: [...gatherings, ...events, ...booked] }
}

type Checked<Data> = readonly Pick<Entry<Data>, "fileName" | "data">[]

/** What the checked entries say takes the halls: `now` leaves out the events and bookings that are over. */
export function hallRecordsOf(
  content: {
    venues: Checked<VenueEntry>
    gatherings: readonly { folder: string; entries: Checked<Schedule & { name: string }> }[]
    events: Checked<EventEntry>
    bookings: Checked<BookingEntry>
    terms: Checked<SchoolYearEntry>
  },
  now: Date,
): HallRecords {
  const halls = content.venues.map(({ fileName, data }) => ({ fileName, name: data.name, capacity: data.capacity }))
  const isHall = (place: string | undefined) => halls.some(hall => hall.fileName === place)
  return {
    halls,
    gatherings: content.gatherings.flatMap(({ folder, entries }) =>
      entries
        .filter(({ data }) => isHall(data.where))
        .map(({ fileName, data }) => ({
          id: `${folder}/${fileName}`,
          name: data.name,
          day: data.day,
          weeksOfMonth: data.weeksOfMonth && [...data.weeksOfMonth],
          termTimeOnly: data.termTimeOnly,
          dates: data.dates && [...data.dates],
          startTime: data.startTime,
          endTime: data.endTime,
          where: data.where,
        })),
    ),
    events: content.events.flatMap(({ data }) =>
      data.place && isHall(data.place) && data.startsAt && events.include(data, now)
        ? [{ name: plainTextOf(data.name), place: data.place, startsAt: data.startsAt, endsAt: data.endsAt }]
        : [],
    ),
    bookings: content.bookings
      .filter(({ data }) => bookings.include(data, now))
      .map(({ data }) => ({
        hall: data.hall,
        date: data.date,
        startTime: data.startTime,
        endTime: data.endTime,
        // Never the hirer's own name unless they agreed: the calendar reaches the page's HTML.
        shownAs: hirerShown(data),
      })),
    terms: content.terms.flatMap(({ data }) => data.terms),
  }
}

/** The halls' calendar from the checked entries, on London's day at `now`. */
export const hallCalendarOf = (content: Parameters<typeof hallRecordsOf>[0], now: Date): HallCalendar =>
  hallCalendarFrom(hallRecordsOf(content, now), londonToday(now))
