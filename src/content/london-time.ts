/**
 * The one reader and writer of the parish's times: London wall-clock text, "2026-11-29T10:00" for a moment,
 * "2026-11-29" for a day, "10:00" for a time of day. The content check, the pages, the feeds and the CMS's date boxes
 * all read and write it here, and turn it into what calendars and search engines need. Dates are calendar dates
 * (no time zone) until `londonIso` or `londonInstant` places a wall-clock time in London.
 */

export const LONDON = "Europe/London"

/** A day of the calendar: month 1 to 12. */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

/** A time of day on the 24-hour clock. */
export interface ClockTime {
  hour: number
  minute: number
}

/** A London wall-clock moment: a calendar day and a time of day. */
export type WallClock = CalendarDay & ClockTime

export const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const
export type Weekday = (typeof weekdays)[number]

export const clockTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/
export const localDatePattern = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
export const localDateTimePattern = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):([0-5]\d)$/

const two = (value: number) => String(value).padStart(2, "0")

/** "10:00" → { hour: 10, minute: 0 }; undefined unless it is "HH:MM" on the 24-hour clock. */
export function readClockTime(text: string): ClockTime | undefined {
  const match = clockTimePattern.exec(text)
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined
}

/** "2026-11-29" → its parts; undefined unless it is written so (the day may still be one the month lacks). */
export function readLocalDate(text: string): CalendarDay | undefined {
  const match = localDatePattern.exec(text)
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined
}

/** "2026-11-29T10:00" → its parts; undefined unless it is written so. */
export function readLocalDateTime(text: string): WallClock | undefined {
  const match = localDateTimePattern.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  return { year, month, day, hour, minute }
}

export const writeClockTime = ({ hour, minute }: ClockTime) => `${two(hour)}:${two(minute)}`
export const writeLocalDate = ({ year, month, day }: CalendarDay) => `${year}-${two(month)}-${two(day)}`
export const writeLocalDateTime = (moment: WallClock) => `${writeLocalDate(moment)}T${writeClockTime(moment)}`

/** The day part of a moment's text, and its time: "2026-11-29T10:00" → "2026-11-29", "10:00". */
export const datePart = (local: string) => local.slice(0, 10)
export const timePart = (local: string) => local.slice(11, 16)

/** How many days a month has (February of a leap year: 29). */
export const daysInMonth = ({ year, month }: Pick<CalendarDay, "year" | "month">) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Whether the calendar has this day ("2026-02-30" is written like a date but is none). */
export const isRealDay = (date: CalendarDay) => date.day >= 1 && date.day <= daysInMonth(date)

const utcDay = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day)
const fromUtc = (time: number): WallClock => {
  const date = new Date(time)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  }
}

/** The day of the week of a calendar day. */
export const weekdayOf = (date: CalendarDay): Weekday => weekdays[new Date(utcDay(date)).getUTCDay()]!

/** A day the content check has passed; code that hands over anything else is told so. */
function dayOf(date: string): CalendarDay {
  const day = readLocalDate(date)
  if (!day) throw new Error(`"${date}" is not a date like 2026-11-29`)
  return day
}

/** A calendar day `days` later (or earlier), "YYYY-MM-DD". */
export const addDays = (date: string, days: number) => writeLocalDate(fromUtc(utcDay(dayOf(date)) + days * 86_400_000))

/** Whole days from one calendar day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((utcDay(dayOf(to)) - utcDay(dayOf(from))) / 86_400_000)

/** Adds minutes to a London wall-clock time (calendar arithmetic, no time zone involved). */
export function addMinutes(local: string, minutes: number): string {
  const moment = readLocalDateTime(local)
  if (!moment) throw new Error(`"${local}" is not a London time like 2026-11-29T10:00`)
  return writeLocalDateTime(fromUtc(utcDay(moment) + (moment.hour * 60 + moment.minute + minutes) * 60_000))
}

/** Wall-clock minutes from one London time to another, "YYYY-MM-DDTHH:MM" (no time zone involved). */
export function minutesBetween(from: string, to: string): number {
  const [a, b] = [momentOf(from), momentOf(to)]
  return (utcDay(b) - utcDay(a)) / 60_000 + (b.hour - a.hour) * 60 + (b.minute - a.minute)
}

/** A day name from content as a Weekday; the content check has already refused anything else. */
export function asWeekday(day: string): Weekday {
  const weekday = weekdays.find(name => name === day)
  if (!weekday) throw new Error(`"${day}" is not a day of the week`)
  return weekday
}

/** The first date on or after `from` (YYYY-MM-DD) that falls on `weekday`. */
export function nextWeekday(from: string, weekday: Weekday): string {
  return addDays(from, (weekdays.indexOf(weekday) - weekdays.indexOf(weekdayOf(dayOf(from))) + 7) % 7)
}

/** Made when first needed, so that a script that only asks for today (the contact form's) does not carry it. */
let londonParts: Intl.DateTimeFormat | undefined

/** The London wall clock at an instant. */
function londonWallClock(instant: number): WallClock {
  londonParts ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: LONDON,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map(part => [part.type, Number(part.value)]))
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! }
}

/** Minutes London is ahead of UTC at a given instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: number): number {
  const clock = londonWallClock(instant)
  return Math.round((utcDay(clock) + (clock.hour * 60 + clock.minute) * 60_000 - instant) / 60_000)
}

/** The London wall clock at an instant, in parts. */
export const londonClock = (now = new Date()) => londonWallClock(now.getTime())

/** The London wall-clock time at an instant, "YYYY-MM-DDTHH:MM". */
export const londonLocal = (now = new Date()) => writeLocalDateTime(londonClock(now))

/**
 * Today's date in London, "YYYY-MM-DD": the day of London's "29/11/2026", the form en-GB gives a date in. The
 * browser's own formatter, with no parts to take apart, keeps the contact form's script small.
 */
export const londonToday = (now = new Date()) =>
  now.toLocaleDateString("en-GB", { timeZone: LONDON }).split("/").reverse().join("-")

/** The offset London keeps at a wall-clock time, in minutes: right even within an hour of a change. */
function offsetAt(moment: WallClock): number {
  const wallClockAsUtc = utcDay(moment) + (moment.hour * 60 + moment.minute) * 60_000
  const first = londonOffsetMinutes(wallClockAsUtc - londonOffsetMinutes(wallClockAsUtc) * 60_000)
  return londonOffsetMinutes(wallClockAsUtc - first * 60_000)
}

function momentOf(local: string): WallClock {
  const moment = readLocalDateTime(local)
  if (!moment) throw new Error(`"${local}" is not a London time like 2026-11-29T10:00`)
  return moment
}

/** The instant a London wall-clock time happens (the later one in the hour the clocks go back). */
export function londonInstant(local: string): Date {
  const moment = momentOf(local)
  return new Date(utcDay(moment) + (moment.hour * 60 + moment.minute - offsetAt(moment)) * 60_000)
}

/** "2026-06-07T10:00" (London) → "2026-06-07T10:00:00+01:00" */
export function londonIso(local: string): string {
  const offset = offsetAt(momentOf(local))
  const sign = offset >= 0 ? "+" : "-"
  return `${local}:00${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`
}

/** Whether London's clocks show this time on its day: not in the hour they skip when they go forward in March. */
export const happensInLondon = (local: string) => londonLocal(londonInstant(local)) === local

/** "2026-11-29T10:00" → "20261129T100000", the iCalendar local DATE-TIME form. */
export const icsLocal = (local: string) => `${local.replace(/[-:]/g, "")}00`

/**
 * The next start of a weekly gathering (London wall-clock time, "YYYY-MM-DDTHH:MM") after `now`: today's if it has
 * not begun yet, else a week on ("Sunday 10:00" at Sunday 11:00 is next Sunday).
 */
export function nextWeeklyStart(weekday: Weekday, startTime: string, now = new Date()): string {
  const current = londonLocal(now)
  const thisWeek = `${nextWeekday(datePart(current), weekday)}T${startTime}`
  // Same-format wall-clock strings compare in time order.
  return thisWeek > current ? thisWeek : addMinutes(thisWeek, 7 * 24 * 60)
}

/**
 * A time as people type it: "16:00", "16.00", "9:30", "4pm", "4.30 p.m.", "noon", "midnight" → "HH:MM" on the
 * 24-hour clock; undefined when it is none. "16" alone is none: it could be a slip for a day or a year.
 */
export function readTypedTime(typed: string): string | undefined {
  const text = typed.trim().toLowerCase().replace(/\s+/g, " ")
  if (/^(12 )?noon$/.test(text)) return "12:00"
  if (/^(12 )?midnight$/.test(text)) return "00:00"
  const match = /^(\d{1,2})(?:[:.](\d{2}))? ?(a\.? ?m\.?|p\.? ?m\.?)?$/.exec(text)
  if (!match) return undefined
  let hour = Number(match[1])
  const minute = Number(match[2] ?? "0")
  const half = match[3]?.charAt(0)
  if (minute > 59) return undefined
  if (half) {
    if (hour < 1 || hour > 12) return undefined
    hour = (hour % 12) + (half === "p" ? 12 : 0)
  } else if (hour > 23 || match[2] === undefined) {
    return undefined
  }
  return writeClockTime({ hour, minute })
}

/**
 * A date and time as people in the UK type them, day first: "29/11/2026 10am", "29.11.2026, 10:00", "29-11-2026
 * 18.30" → "2026-11-29T10:00", for saying what a file probably meant; undefined when it is not one.
 */
export function readTypedDateTime(typed: string): string | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+|T)(.+)$/.exec(typed)
  if (!match) return undefined
  const date = { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) }
  const time = readTypedTime(match[4] ?? "")
  if (!time || date.month < 1 || date.month > 12 || !isRealDay(date)) return undefined
  return `${writeLocalDate(date)}T${time}`
}
