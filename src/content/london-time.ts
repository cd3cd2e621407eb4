/**
 * The parish keeps its times as London wall-clock time ("2026-11-29T10:00").
 * These helpers turn that into what calendars and search engines need.
 */

export const LONDON = "Europe/London"

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
})

/** Minutes London is ahead of UTC at a given instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map(part => [part.type, part.value]))
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!)
  return Math.round((asUtc - instant) / 60_000)
}

/** "2026-06-07T10:00" (London) → "2026-06-07T10:00:00+01:00" */
export function londonIso(local: string): string {
  const [date, time] = local.split("T") as [string, string]
  const [year, month, day] = date.split("-").map(Number) as [number, number, number]
  const [hour, minute] = time.split(":").map(Number) as [number, number]
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the wall-clock time read as UTC is right except within an hour of a change; check once more.
  let offset = londonOffsetMinutes(wallClockAsUtc - londonOffsetMinutes(wallClockAsUtc) * 60_000)
  offset = londonOffsetMinutes(wallClockAsUtc - offset * 60_000)
  const sign = offset >= 0 ? "+" : "-"
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")
  const mm = String(Math.abs(offset) % 60).padStart(2, "0")
  return `${local}:00${sign}${hh}:${mm}`
}

/** "2026-11-29T10:00" → "20261129T100000", the iCalendar local DATE-TIME form. */
export const icsLocal = (local: string) => `${local.replace(/[-:]/g, "")}00`

/** Adds minutes to a London wall-clock time (calendar arithmetic, no time zone involved). */
export function addMinutes(local: string, minutes: number): string {
  const [date, time] = local.split("T") as [string, string]
  const [year, month, day] = date.split("-").map(Number) as [number, number, number]
  const [hour, minute] = time.split(":").map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1, day, hour, minute + minutes)).toISOString().slice(0, 16)
}

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const

export type Weekday = (typeof weekdays)[number]

/** A day name from content as a Weekday; the content check has already refused anything else. */
export function asWeekday(day: string): Weekday {
  const weekday = weekdays.find(name => name === day)
  if (!weekday) throw new Error(`"${day}" is not a day of the week`)
  return weekday
}

/** The first date on or after `from` (YYYY-MM-DD) that falls on `weekday`. */
export function nextWeekday(from: string, weekday: (typeof weekdays)[number]): string {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number]
  const start = new Date(Date.UTC(year, month - 1, day))
  const ahead = (weekdays.indexOf(weekday) - start.getUTCDay() + 7) % 7
  return new Date(start.getTime() + ahead * 86_400_000).toISOString().slice(0, 10)
}

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now = new Date()): string {
  const parts = Object.fromEntries(londonParts.formatToParts(now).map(part => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The London wall-clock time at an instant, "YYYY-MM-DDTHH:MM". */
export function londonLocal(now = new Date()): string {
  const parts = Object.fromEntries(londonParts.formatToParts(now).map(part => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/**
 * The next start of a weekly service (London wall-clock time, "YYYY-MM-DDTHH:MM") after `now`:
 * today's if it has not begun yet, else a week on ("Sunday 10:00" at Sunday 11:00 is next Sunday).
 */
export function nextWeeklyStart(weekday: Weekday, startTime: string, now = new Date()): string {
  const current = londonLocal(now)
  const thisWeek = `${nextWeekday(current.slice(0, 10), weekday)}T${startTime}`
  // Same-format wall-clock strings compare in time order.
  return thisWeek > current ? thisWeek : addMinutes(thisWeek, 7 * 24 * 60)
}
