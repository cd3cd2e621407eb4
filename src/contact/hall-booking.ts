import { formatTimeRange } from "../content/event-dates"
import { localDatePattern, readClockTime, writeClockTime } from "../content/london-time"
import {
  bookingFields,
  bookingLayouts,
  PURPOSE_LIMIT,
  type BookingErrors,
  type BookingField,
  type BookingLayout,
} from "./booking-fields"
import type { HallCalendar } from "./hall-calendar"

/**
 * A hall booking enquiry, checked the same way in the visitor's browser (the contact form) and again by the endpoint:
 * a date that has passed, an end before the start, more people than the hall holds in the layout asked for (naming
 * the halls that would), and a clash with a known use of the hall, which is said politely with the free times that
 * day and still lets the enquiry be sent. What the hall is used for comes from the content check's data: the regular
 * gatherings (term time applied), the events held there and the confirmed bookings (a private one only as booked).
 * Browser-safe: no Node modules here.
 */

export { bookingFields, bookingLayouts, PURPOSE_LIMIT }
export type { BookingErrors, BookingField, BookingLayout }

/** What the checks know of the halls and what takes them (hall-calendar.ts, from the content check). */
export type { HallCalendar }

export interface BookingRequest {
  hall: string
  date: string
  start: string
  end: string
  people: number
  layout: BookingLayout
  purpose: string
}

/** The words of the checks, worded as the form's other messages: say what to do. */
export const bookingMessages = {
  hallMissing: "Select a hall",
  dateMissing: "Enter a date",
  datePassed: "Enter a date from today on",
  startMissing: "Enter a start time, like 14:00",
  endMissing: "Enter an end time, like 17:30",
  endBeforeStart: "Enter an end time after the start",
  peopleMissing: "Enter how many people, like 40",
  layoutMissing: "Select how people will be seated",
  purposeMissing: "Enter what it is for",
  purposeTooLong: `Say what it is for in ${PURPOSE_LIMIT} characters or fewer`,
  tooMany: (hall: string, holds: number, fits: readonly string[]) =>
    `${hall} holds ${holds} like that: ${fits.length ? `try ${fits.join(" or ")}` : "no hall holds more"}`,
  clash: (hall: string, uses: readonly string[], free: readonly string[]) =>
    `${hall} is in use that day: ${uses.join("; ")}. ${
      // "from 8.30 to 10 p.m." ends with its own full stop.
      free.length ? `It is free ${free.join(", ").replace(/\.$/, "")}. ` : ""
    }You can still send this.`,
  noHallHolds: (most: number) => `No hall holds more than ${most}`,
  booked: "booked",
}

/** The text of a posted field, "" when it is missing or not text. */
const textOf = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "")

/** The minutes of the day a "HH:MM" time stands for; NaN, which no comparison holds for, when it is none. */
const minutesOf = (time: unknown) => {
  const clock = readClockTime(String(time))
  return clock ? clock.hour * 60 + clock.minute : Number.NaN
}

/**
 * What takes a hall on a day ("YYYY-MM-DD"), each with its minutes: the build has worked out the days of each use
 * (hall-calendar.ts), so this only compares. The 1st to 7th of a month is its first week, as the regular
 * gatherings' rules count.
 */
export function usesOf(calendar: HallCalendar, hall: string, date: string) {
  const weekday = new Date(`${date}T12:00Z`).getUTCDay()
  const week = Math.ceil(Number(date.slice(8)) / 7)
  return calendar.uses.filter(
    use =>
      use.hall === hall &&
      (use.dates
        ? use.dates.includes(date)
        : use.weekday === weekday &&
          (!use.weeksOfMonth || use.weeksOfMonth.includes(week)) &&
          !use.except?.includes(date)),
  )
}

/** The hall's day, in minutes: free between 8 a.m. and 10 p.m., outside what takes it. */
const OPENS = 8 * 60
const CLOSES = 22 * 60
const clock = (minutes: number) => writeClockTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
/** "2 to 5 p.m.", from minutes of the day. */
const timesOf = (from: number, to: number) => formatTimeRange(clock(from), clock(to))

/** The free stretches of an hour or more in a day, in words ("from 2 to 6 p.m."), outside the given uses. */
function freeTimes(uses: readonly { from: number; to: number }[]): string[] {
  const free: string[] = []
  let from = OPENS
  // The close of the day ends the last stretch as a use would.
  for (const use of [...uses, { from: CLOSES, to: CLOSES }].sort((a, b) => a.from - b.from)) {
    if (use.from - from >= 60) free.push(`from ${timesOf(from, use.from)}`)
    from = Math.max(from, use.to)
  }
  return free
}

/**
 * The enquiry's problems, by field, that stop it being sent; `clash`, a note that lets it be sent; and the hall and
 * layout asked for, when they are ones the halls have. `today` is London's day ("YYYY-MM-DD") when the enquiry is
 * made.
 */
export function checkBooking(
  request: Partial<Record<keyof BookingRequest, string | number>>,
  calendar: HallCalendar,
  today: string,
) {
  const errors: BookingErrors = {}
  const hall = calendar.halls.find(candidate => candidate.fileName === request.hall)
  if (!hall) errors.booking_hall = bookingMessages.hallMissing
  const date = String(request.date)
  const isDate = localDatePattern.test(date)
  if (!isDate) errors.booking_date = bookingMessages.dateMissing
  else if (date < today) errors.booking_date = bookingMessages.datePassed
  const start = minutesOf(request.start)
  const end = minutesOf(request.end)
  if (Number.isNaN(start)) errors.booking_start = bookingMessages.startMissing
  if (Number.isNaN(end)) errors.booking_end = bookingMessages.endMissing
  else if (end <= start) errors.booking_end = bookingMessages.endBeforeStart
  const people = Number(request.people)
  if (!Number.isInteger(people) || people < 1) errors.booking_people = bookingMessages.peopleMissing
  const layout = bookingLayouts.find(candidate => candidate === request.layout)
  if (!layout) errors.booking_layout = bookingMessages.layoutMissing
  const purpose = textOf(request.purpose)
  if (!purpose) errors.booking_purpose = bookingMessages.purposeMissing
  else if (purpose.length > PURPOSE_LIMIT) errors.booking_purpose = bookingMessages.purposeTooLong
  const holds = layout && hall?.capacity?.[layout]
  // The most any hall holds: in the layout asked for, or in any when none is chosen yet.
  const most = Math.max(
    0,
    ...calendar.halls.flatMap(other =>
      Object.entries(other.capacity ?? {}).flatMap(([held, count]) => (!layout || held === layout ? [count ?? 0] : [])),
    ),
  )
  if (hall && layout && holds && people > holds) {
    const fits = calendar.halls.filter(other => (other.capacity?.[layout] ?? 0) >= people).map(other => other.name)
    errors.booking_people = bookingMessages.tooMany(hall.name, holds, fits)
  } else if (!hall && most && people > most) errors.booking_people = bookingMessages.noHallHolds(most)
  // Only a hall, a real day and a start before the end can clash (NaN is never before anything).
  const uses = hall && isDate && end > start ? usesOf(calendar, hall.fileName, date) : []
  const said = uses
    .filter(use => use.from < end && start < use.to)
    .map(use => `${timesOf(use.from, use.to)} (${use.what ?? bookingMessages.booked})`)
  return {
    errors,
    hall,
    layout,
    clash: hall && said.length ? bookingMessages.clash(hall.name, said, freeTimes(uses)) : undefined,
  }
}

/** A booking enquiry as it is kept with its message and put at the top of the mail: checked, with any clash. */
export interface BookingFacts extends BookingRequest {
  /** the hall's name, as the mail says it */
  hallName: string
  /** the polite note about a clash with a known use, if any */
  clash?: string
}

/**
 * A posted message's booking enquiry (the form's fields by name), checked: the problems by field, any clash, and the
 * facts to keep with the message when there are no problems. A message is a booking enquiry when any of the
 * booking's fields is filled in (the hall, usually): then every one is checked, so that a half-filled enquiry is
 * corrected rather than sent without what was typed.
 */
export interface BookingEnquiry {
  errors: BookingErrors
  clash?: string
  booking?: BookingFacts
}

export function bookingEnquiryOf(
  fields: Record<string, unknown>,
  calendar: HallCalendar,
  today: string,
): BookingEnquiry {
  // The enquiry as the form's fields give it, each as typed (trimmed).
  const request = {
    hall: textOf(fields.booking_hall),
    date: textOf(fields.booking_date),
    start: textOf(fields.booking_start),
    end: textOf(fields.booking_end),
    people: textOf(fields.booking_people),
    layout: textOf(fields.booking_layout),
    purpose: textOf(fields.booking_purpose),
  }
  if (!Object.values(request).some(Boolean)) return { errors: {} }
  const { errors, hall, layout, clash } = checkBooking(request, calendar, today)
  return {
    errors,
    clash,
    booking:
      hall && layout && !Object.keys(errors).length
        ? { ...request, people: Number(request.people), layout, hallName: hall.name, clash }
        : undefined,
  }
}

/** "2 to 5.30 p.m." for the mail's table. */
export const bookingTimes = (start: string, end: string) =>
  readClockTime(start) && readClockTime(end) ? formatTimeRange(start, end) : `${start}–${end}`
