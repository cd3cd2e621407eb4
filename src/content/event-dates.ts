import { datePart, londonLocal, readLocalDate, timePart } from "./london-time"
import { formatClockTime } from "./clock-time"

/**
 * An event's time as people read it, written by the site from `startsAt`/`endsAt` (London wall-clock times), so
 * the words and the calendar can never disagree. `date` is for events without a machine-readable time.
 */
interface EventTimes {
  date?: string | null
  startsAt?: string | null
  endsAt?: string | null
}

/** A checked entry's data, before it has a type: its times, if it has them. */
const timesOf = (entry: { [field in keyof EventTimes]?: unknown }): EventTimes => ({
  date: typeof entry.date === "string" ? entry.date : undefined,
  startsAt: typeof entry.startsAt === "string" ? entry.startsAt : undefined,
  endsAt: typeof entry.endsAt === "string" ? entry.endsAt : undefined,
})

/** Made when first needed, so that a script that never writes a day (the contact form's) does not carry it. */
let dayFormat: Intl.DateTimeFormat | undefined

/** "2026-11-29" → "Sunday 29 November 2026" (a calendar date: no time zone involved). */
export function formatLongDate(isoDate: string): string {
  const date = readLocalDate(isoDate)
  if (!date) throw new Error(`"${isoDate}" is not a date like 2026-11-29`)
  const { year, month, day } = date
  const parts = Object.fromEntries(
    (dayFormat ??= new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }))
      .formatToParts(new Date(Date.UTC(year, month - 1, day)))
      .map(part => [part.type, part.value]),
  )
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`
}

/** "2026-11-29" → "Sunday 29 November": a day of the coming weeks, whose year goes without saying. */
export const formatDay = (isoDate: string) => formatLongDate(isoDate).replace(/ \d+$/, "")

/** "15:00" to "18:00" → "3 to 6 p.m."; "10:00" to "12:30" → "10 a.m. to 12.30 p.m." */
export function formatTimeRange(start: string, end: string): string {
  const [from, to] = [formatClockTime(start), formatClockTime(end)]
  const suffix = / (a\.m\.|p\.m\.)$/
  const fromSuffix = suffix.exec(from)?.[1]
  return fromSuffix && fromSuffix === suffix.exec(to)?.[1] ? `${from.replace(suffix, "")} to ${to}` : `${from} to ${to}`
}

/** "Sunday 29 November 2026, 10 a.m." or, with an end, "Saturday 5 December 2026, 3 to 6 p.m.". */
export function eventWhen(event: { [field in keyof EventTimes]?: unknown }): string {
  const { date, startsAt, endsAt } = timesOf(event)
  if (!startsAt) return date ?? ""
  const [startDay, startTime] = [datePart(startsAt), timePart(startsAt)]
  const day = formatLongDate(startDay)
  if (!endsAt) return `${day}, ${formatClockTime(startTime)}`
  const [endDay, endTime] = [datePart(endsAt), timePart(endsAt)]
  if (endDay === startDay) return `${day}, ${formatTimeRange(startTime, endTime)}`
  return `${day}, ${formatClockTime(startTime)} to ${formatLongDate(endDay)}, ${formatClockTime(endTime)}`
}

/** Over by `now`: its end (else its start) is before London's wall-clock time then. Undated events never are. */
export function isPastEvent(event: { [field in keyof EventTimes]?: unknown }, now: Date): boolean {
  const { startsAt, endsAt } = timesOf(event)
  const last = endsAt ?? startsAt
  // Same-format London wall-clock strings compare in time order.
  return Boolean(last) && last! < londonLocal(now)
}
