import { z } from "zod"
import type { Entry } from "../content/collection"
import { bookings, hirerShown, type BookingEntry } from "../content/collections/bookings"
import { events, type EventEntry } from "../content/collections/events"
import { scheduleFields, type Schedule } from "../content/collections/schedule"
import { schoolYearSchema, type SchoolYearEntry } from "../content/collections/terms"
import { venueSchema, type VenueEntry } from "../content/collections/venues"
import { plainTextOf } from "../content/sanitize"

/**
 * What a hall booking enquiry is checked against (src/contact/hall-booking.ts), made by the content check from the
 * entries that passed it and written into the endpoint's content (endpoint-content.ts); the Contact page hands the
 * same object to the form's island (gatsby/contact-page.ts), so the browser and the endpoint check against the same
 * data. Only what the checks need: each hall's name and capacity, the regular gatherings, events and confirmed
 * bookings held in a hall, with a booking's hirer only where they agreed to be named, and the school terms.
 */
const { day, weeksOfMonth, termTimeOnly, dates, startTime, endTime, where } = scheduleFields

export const hallCalendarSchema = z.strictObject({
  halls: z.array(z.strictObject({ fileName: z.string(), name: z.string(), capacity: venueSchema.shape.capacity })),
  gatherings: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      day,
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

export type HallCalendar = z.output<typeof hallCalendarSchema>

type Checked<Data> = readonly Pick<Entry<Data>, "fileName" | "data">[]

/** The halls' calendar from the checked entries: `now` leaves out the events and bookings that are over. */
export function hallCalendarOf(
  content: {
    venues: Checked<VenueEntry>
    gatherings: readonly { folder: string; entries: Checked<Schedule & { name: string }> }[]
    events: Checked<EventEntry>
    bookings: Checked<BookingEntry>
    terms: Checked<SchoolYearEntry>
  },
  now: Date,
): HallCalendar {
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
