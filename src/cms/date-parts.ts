import { impossibleLondonTime, monthNames } from "../content/date-fields"
import { eventWhen, formatLongDate } from "../content/event-dates"
import { readLocalDate, readLocalDateTime, readTypedTime, writeClockTime, writeLocalDate } from "../content/london-time"

/**
 * The CMS's date boxes (date-widget.tsx) as plain functions: a stored London wall-clock time ("2026-12-24T16:00"), or
 * a day ("2027-05-31") for a field with no time, split into the day, month, year and time a volunteer reads, and what
 * they type joined back into it. Nothing here depends on the browser's language: months are English words, times the
 * 24-hour clock or "a.m."/"p.m.".
 */

/** What the boxes hold, as typed: day "24", month "12" (the select's value), year "2026", time "16:00". */
export interface DateParts {
  day: string
  month: string
  year: string
  time: string
}

export const emptyParts: DateParts = { day: "", month: "", year: "", time: "" }

/**
 * A stored value in the boxes: "2026-12-24T16:00" → 24, December, 2026, 16:00; "2027-05-31" → 31, May, 2027 and no
 * time; anything else leaves them empty.
 */
export function partsOf(value: unknown): DateParts {
  const text = typeof value === "string" ? value : ""
  const moment = readLocalDateTime(text)
  const date = moment ?? readLocalDate(text)
  if (!date) return emptyParts
  const { day, month, year } = date
  return { day: String(day), month: String(month), year: String(year), time: moment ? writeClockTime(moment) : "" }
}

/** The boxes read back: the stored text, nothing (all empty), or what to fix, in words. */
export type ReadParts = { value: string } | { empty: true } | { problem: string }

/**
 * What is missing or wrong in the boxes, or the London wall-clock text they make; with `withTime` false, the day
 * alone ("2027-05-31") from the day, month and year boxes.
 */
export function valueOfParts(parts: DateParts, withTime = true): ReadParts {
  const { day, month, year, time } = {
    day: parts.day.trim(),
    month: parts.month.trim(),
    year: parts.year.trim(),
    time: parts.time.trim(),
  }
  if (!day && !month && !year && !time) return { empty: true }
  const missing = [!day && "day", !month && "month", !year && "year", withTime && !time && "time"].filter(Boolean)
  if (missing.length) return { problem: `give the ${missing.join(", ").replace(/, (?=[^,]*$)/, " and ")} as well` }
  const dayNumber = /^\d{1,2}$/.test(day) ? Number(day) : 0
  if (dayNumber < 1 || dayNumber > 31) return { problem: `the day is a number from 1 to 31, not "${day}"` }
  const monthNumber = Number(month)
  if (!Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) return { problem: "choose the month" }
  if (!/^\d{4}$/.test(year))
    return { problem: `the year has four figures, e.g. ${new Date().getFullYear()}, not "${year}"` }
  const date = writeLocalDate({ year: Number(year), month: monthNumber, day: dayNumber })
  const clock = withTime ? readTypedTime(time) : ""
  if (clock === undefined)
    return { problem: `write the time as on a 24-hour clock, e.g. 18:30, or as 6.30 p.m.; not "${time}"` }
  // A day alone is checked at noon, which every day has: only a day the month lacks is refused.
  const value = withTime ? `${date}T${clock}` : date
  const impossible = impossibleLondonTime(withTime ? value : `${date}T12:00`)
  return impossible ? { problem: impossible } : { value }
}

/** The stored value in words, as the site will show it: "Thursday 24 December 2026, 4 p.m.", or "Monday 31 May 2027". */
export const inWords = (value: string) =>
  readLocalDate(value) ? formatLongDate(value) : eventWhen({ startsAt: value })

/** The month select's choices: value "1" … "12", each with its English name. */
export const monthChoices = monthNames.map((name, index) => ({ value: String(index + 1), name }))
