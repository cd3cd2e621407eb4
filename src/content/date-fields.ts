import { z } from "zod"
import { formatClockTime } from "./clock-time"
import { eventWhen, formatLongDate } from "./event-dates"
import { matching } from "./fields"
import {
  clockTimePattern,
  daysInMonth,
  happensInLondon,
  isRealDay,
  localDateTimePattern,
  londonClock,
  readLocalDateTime,
  readTypedDateTime,
  timePart,
  weekdays,
  writeLocalDate,
  writeLocalDateTime,
} from "./london-time"
import { siteNow, SITE_NOW_VARIABLE } from "./site-now"

/** The schemas' fields for days and times, read and written by london-time.ts, with the check's words. */

export const weekday = z.enum(weekdays).describe("the day of the week")

/** 24-hour clock time, "HH:MM", London time. */
export const clockTime = matching(clockTimePattern, 'must be a 24-hour time like "10:00" or "18:30"').describe(
  'the time on the 24-hour clock, e.g. "18:00" for 6 p.m.',
)

/** The months' names in English, whatever the computer's language. */
export const monthNames = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month, 1)),
)

/**
 * Why a well-formed "YYYY-MM-DDTHH:MM" is still not a moment in London: a day the month does not have
 * ("2026-02-30"), or a time the clocks skip when they go forward in March. Undefined when it is real. Dates are
 * quoted in words, as the CMS's date boxes show them.
 */
export function impossibleLondonTime(local: string): string | undefined {
  const moment = readLocalDateTime(local)
  if (!moment) return undefined
  const month = monthNames[moment.month - 1] ?? ""
  if (!isRealDay(moment)) {
    return `there is no ${moment.day} ${month} ${moment.year}: ${month} ${moment.year} has ${daysInMonth(moment)} days; check the day and month`
  }
  if (!happensInLondon(local)) {
    return `${formatClockTime(timePart(local))} on ${formatLongDate(writeLocalDate(moment))} does not exist in London (the clocks go forward that night); choose another time`
  }
  return undefined
}

/** How far ahead a date may be: further is taken for a mistyped year ("2062" for "2026"). */
export const YEARS_AHEAD = 2

/** SITE_NOW when the build pins it (site-now.ts; the CMS's bundle has it written in), else the real time. */
export function checkingNow(): Date {
  let pinned: string | undefined
  try {
    pinned = process.env.SITE_NOW
  } catch {
    // A browser bundle without it: the real time.
  }
  return siteNow({ [SITE_NOW_VARIABLE]: pinned })
}

/**
 * Why a real date is still taken for a slip of the keyboard: more than YEARS_AHEAD years ahead of now, or before
 * last year (an event from last year is simply over, and the check says so without stopping the build).
 */
export function implausibleDate(local: string, now: Date = checkingNow()): string | undefined {
  const today = londonClock(now)
  const latest = writeLocalDateTime({ ...today, year: today.year + YEARS_AHEAD })
  const earliestYear = today.year - 1
  const words = eventWhen({ startsAt: local })
  if (local > latest) {
    return `${words} is more than ${YEARS_AHEAD} years ahead; check the year`
  }
  if (local < writeLocalDate({ year: earliestYear, month: 1, day: 1 })) {
    return `${words} is long past (before ${earliestYear}); check the year`
  }
  return undefined
}

const localDateTimeMessage = 'must be a London date and time like "2026-12-06T10:00"'

/**
 * A London local date and time, "YYYY-MM-DDTHH:MM", that really happens and is not implausibly far off. The
 * `localDateTime` mark gives it the CMS's day, month, year and time boxes (src/cms/date-widget.tsx), which store
 * the same wall-clock text. A date typed the British way ("29/11/2026 10am") is quoted back as the value to write.
 */
export const localDateTime = (description: string) =>
  z
    .string()
    .regex(localDateTimePattern, {
      error: issue => {
        const meant = typeof issue.input === "string" ? readTypedDateTime(issue.input) : undefined
        return meant ? `${localDateTimeMessage}: did you mean "${meant}"?` : localDateTimeMessage
      },
    })
    .meta({ patternMessage: localDateTimeMessage })
    .superRefine((local, context) => {
      // A badly written value already has its message from the pattern.
      if (!localDateTimePattern.test(local)) return
      const reason = impossibleLondonTime(local) ?? implausibleDate(local)
      if (reason) context.addIssue({ code: "custom", input: undefined, message: reason })
    })
    .describe(description)
    .meta({ localDateTime: true })
