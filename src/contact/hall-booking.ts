import { formatDay, formatTimeRange } from "../content/event-dates"
import { readClockTime, readLocalDate, writeClockTime } from "../content/london-time"
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
  hallMissing: "Select the hall you would like",
  dateMissing: "Enter the date you would like the hall",
  datePassed: "The date has passed: enter a day from today on",
  startMissing: "Enter the time you would like the hall from, like 14:00",
  endMissing: "Enter the time you would like the hall until, like 17:30",
  endBeforeStart: "The end must be after the start",
  peopleMissing: "Enter about how many people will come, as a number",
  layoutMissing: "Select how the people will be: seated in rows, at tables or standing",
  purposeMissing: "Tell us in a few words what it is for, like a child's birthday party",
  purposeTooLong: `Say what it is for in ${PURPOSE_LIMIT} characters or fewer: the message has room for the rest`,
  tooMany: (hall: string, holds: number, fits: readonly string[]) =>
    `${hall} holds ${holds} like that${fits.length ? `: for your number, ${fits.join(" or ")} would` : ", and no hall holds more"}`,
  clash: (hall: string, day: string, uses: readonly string[], free: readonly string[]) =>
    `${hall} is already in use on ${day}: ${uses.join("; ")}. ${
      // "from 8.30 to 10 p.m." ends with its own full stop.
      free.length ? `It is free ${free.join(", ").replace(/\.$/, "")}. ` : ""
    }You can still send this, and the Halls Manager will reply.`,
  booked: "booked",
}

/** The minutes of the day a "HH:MM" time stands for. */
const minutesOf = (time: string) => {
  const clock = readClockTime(time)
  return clock ? clock.hour * 60 + clock.minute : undefined
}

/**
 * What takes a hall on a day ("YYYY-MM-DD"), each with its minutes: the build has worked out the days of each use
 * (hall-calendar.ts), so this only compares. The 1st to 7th of a month is its first week, as the regular
 * gatherings' rules count.
 */
export function usesOf(calendar: HallCalendar, hall: string, date: string) {
  const weekday = new Date(`${date}T12:00Z`).getUTCDay()
  const week = Math.ceil(Number(date.slice(8)) / 7)
  return calendar.uses
    .filter(
      use =>
        use.hall === hall &&
        (use.dates
          ? use.dates.includes(date)
          : use.weekday === weekday &&
            (!use.weeksOfMonth || use.weeksOfMonth.includes(week)) &&
            !use.except?.includes(date)),
    )
    .map(use => ({ ...use, what: use.what ?? bookingMessages.booked }))
}

/** The hall's day: free between these hours, outside what takes it. */
const OPEN = { from: 8 * 60, to: 22 * 60 }
const clock = (minutes: number) => writeClockTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })

/** The free stretches of a day in words ("from 2 to 6 p.m."), outside the given uses. */
function freeTimes(uses: readonly { from: number; to: number }[]): string[] {
  const free: string[] = []
  let from = OPEN.from
  for (const use of [...uses].sort((a, b) => a.from - b.from)) {
    if (use.from - from >= 60) free.push(`from ${formatTimeRange(clock(from), clock(use.from))}`)
    from = Math.max(from, use.to)
  }
  if (OPEN.to - from >= 60) free.push(`from ${formatTimeRange(clock(from), clock(OPEN.to))}`)
  return free
}

/**
 * The enquiry's problems, by field, that stop it being sent; and `clash`, a note that lets it be sent. `today` is
 * London's day ("YYYY-MM-DD") when the enquiry is made.
 */
export function checkBooking(
  request: Partial<Record<keyof BookingRequest, string | number>>,
  calendar: HallCalendar,
  today: string,
): { errors: BookingErrors; clash?: string } {
  const errors: BookingErrors = {}
  const hall = calendar.halls.find(candidate => candidate.fileName === request.hall)
  if (!hall) errors.booking_hall = bookingMessages.hallMissing
  const date = typeof request.date === "string" && readLocalDate(request.date) ? request.date : undefined
  if (!date) errors.booking_date = bookingMessages.dateMissing
  else if (date < today) errors.booking_date = bookingMessages.datePassed
  const [start, end] = [request.start, request.end].map(time =>
    typeof time === "string" ? minutesOf(time) : undefined,
  )
  if (start === undefined) errors.booking_start = bookingMessages.startMissing
  if (end === undefined) errors.booking_end = bookingMessages.endMissing
  else if (start !== undefined && end <= start) errors.booking_end = bookingMessages.endBeforeStart
  const people = Number(request.people)
  if (!Number.isInteger(people) || people < 1) errors.booking_people = bookingMessages.peopleMissing
  const layout = bookingLayouts.find(candidate => candidate === request.layout)
  if (!layout) errors.booking_layout = bookingMessages.layoutMissing
  if (typeof request.purpose !== "string" || !request.purpose.trim())
    errors.booking_purpose = bookingMessages.purposeMissing
  else if (request.purpose.trim().length > PURPOSE_LIMIT) errors.booking_purpose = bookingMessages.purposeTooLong
  const holds = hall && layout ? hall.capacity?.[layout] : undefined
  if (hall && layout && holds && people > holds) {
    const fits = calendar.halls.filter(other => (other.capacity?.[layout] ?? 0) >= people).map(other => other.name)
    errors.booking_people = bookingMessages.tooMany(hall.name, holds, fits)
  }
  if (!hall || !date || start === undefined || end === undefined || end <= start) return { errors }
  const uses = usesOf(calendar, hall.fileName, date)
  const clashing = uses.filter(use => use.from < end && start < use.to)
  if (!clashing.length) return { errors }
  const said = clashing.map(use => `${formatTimeRange(clock(use.from), clock(use.to))} (${use.what})`)
  return { errors, clash: bookingMessages.clash(hall.name, formatDay(date), said, freeTimes(uses)) }
}

/** A booking enquiry as it is kept with its message and put at the top of the mail: checked, with any clash. */
export interface BookingFacts extends BookingRequest {
  /** the hall's name, as the mail says it */
  hallName: string
  /** the polite note about a clash with a known use, if any */
  clash?: string
}

/** The text of a posted field, "" when it is missing or not text. */
const textOf = (fields: Record<string, unknown>, name: BookingField) => {
  const value = fields[name]
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : ""
}

/**
 * A message is a booking enquiry when any of the booking's fields is filled in (the hall, usually): then every one is
 * checked, so that a half-filled enquiry is corrected rather than sent without what was typed.
 */
export const isBookingEnquiry = (fields: Record<string, unknown>) =>
  bookingFields.some(name => textOf(fields, name) !== "")

/**
 * The enquiry in a posted message (the form's fields by name), checked: nothing when it is not one, the problems by
 * field, or the facts to keep with the message, with any clash.
 */
export interface BookingEnquiry {
  booking?: BookingFacts
  errors: BookingErrors
}

export function bookingEnquiryOf(
  fields: Record<string, unknown>,
  calendar: HallCalendar,
  today: string,
): BookingEnquiry {
  if (!isBookingEnquiry(fields)) return { errors: {} }
  const request = bookingRequestOf(fields)
  const { errors, clash } = checkBooking(request, calendar, today)
  const hall = calendar.halls.find(candidate => candidate.fileName === request.hall)
  const layout = bookingLayouts.find(candidate => candidate === request.layout)
  if (Object.keys(errors).length || !hall || !layout) return { errors }
  return { errors, booking: { ...request, layout, hallName: hall.name, ...(clash && { clash }) } }
}

/** The enquiry as the form's fields give it, each as typed (trimmed); the people as a number, if one. */
export const bookingRequestOf = (fields: Record<string, unknown>) => ({
  hall: textOf(fields, "booking_hall"),
  date: textOf(fields, "booking_date"),
  start: textOf(fields, "booking_start"),
  end: textOf(fields, "booking_end"),
  people: Number(textOf(fields, "booking_people") || Number.NaN),
  layout: textOf(fields, "booking_layout"),
  purpose: textOf(fields, "booking_purpose"),
})

/** "2 to 5.30 p.m." for the mail's table. */
export const bookingTimes = (start: string, end: string) =>
  readClockTime(start) && readClockTime(end) ? formatTimeRange(start, end) : `${start}–${end}`
