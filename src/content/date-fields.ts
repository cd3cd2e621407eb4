import { z } from "zod"
import { formatClockTime } from "./clock-time"
import { eventWhen, formatLongDate } from "./event-dates"
import { matching } from "./fields"
import type { Reminder } from "./json-schema"
import { agree, wordsOf, type Subject } from "./subject"
import {
  clockTimePattern,
  daysInMonth,
  happensInLondon,
  isRealDay,
  localDateTimePattern,
  londonClock,
  localDatePattern,
  readLocalDate,
  readLocalDateTime,
  readTypedDateTime,
  timePart,
  weekdays,
  writeLocalDate,
  writeLocalDateTime,
  type CalendarDay,
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

/** A day the month does not have ("2026-02-30"), said as typed, in words. */
function noSuchDay(date: CalendarDay): string {
  const month = monthNames[date.month - 1] ?? ""
  return `there is no ${date.day} ${month} ${date.year}: ${month} ${date.year} has ${daysInMonth(date)} days; check the day and month`
}

/**
 * Why a well-formed "YYYY-MM-DDTHH:MM" is still not a moment in London: a day the month does not have
 * ("2026-02-30"), or a time the clocks skip when they go forward in March. Undefined when it is real. Dates are
 * quoted in words, as the CMS's date boxes show them.
 */
export function impossibleLondonTime(local: string): string | undefined {
  const moment = readLocalDateTime(local)
  if (!moment) return undefined
  if (!isRealDay(moment)) return noSuchDay(moment)
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
 * Why a real date is still taken for a slip of the keyboard wherever it is: more than YEARS_AHEAD years ahead of now
 * ("2062" for "2026"), which the site would show. A date in the past is no mistake in a file nobody changed (time
 * passed): the collections' rules say where a past date is one (an event typed after it is over).
 */
export function tooFarAhead(local: string, now: Date = checkingNow()): string | undefined {
  const today = londonClock(now)
  const latest = writeLocalDateTime({ ...today, year: today.year + YEARS_AHEAD })
  if (local.length === 10 ? `${local}T00:00` > latest : local > latest) {
    const words = local.length === 10 ? formatLongDate(local) : eventWhen({ startsAt: local })
    return `${words} is more than ${YEARS_AHEAD} years ahead; check the year`
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
      const reason = impossibleLondonTime(local) ?? tooFarAhead(local)
      if (reason) context.addIssue({ code: "custom", input: undefined, message: reason })
    })
    .describe(description)
    .meta({ localDateTime: true })

const localDateMessage = 'must be a date like "2027-05-31"'

/**
 * A day of the calendar, "YYYY-MM-DD", that exists and is not implausibly far off. The `localDate` mark gives it the
 * CMS's day, month and year boxes (src/cms/date-widget.tsx, without the time box).
 */
export const localDate = (description: string) =>
  z
    .string()
    .regex(localDatePattern, { error: localDateMessage })
    .meta({ patternMessage: localDateMessage })
    .superRefine((text, context) => {
      const date = readLocalDate(text)
      if (!date) return
      const reason = isRealDay(date) ? tooFarAhead(text) : noSuchDay(date)
      if (reason) context.addIssue({ code: "custom", input: undefined, message: reason })
    })
    .describe(description)
    .meta({ localDate: true })

/**
 * The date by which someone should look at `what` again (a page's figures, a policy): past it, the check reminds
 * the editors (a warning; the site is built as ever). Confirming that it still stands is setting a new date, at most
 * YEARS_AHEAD years ahead, so a reminder can be put off but never switched off.
 */
export const lookAgainBy = (what: Subject) =>
  localDate(
    `when to look at ${wordsOf(what)} again: after this date the check reminds you; bring it up to date, or if it still stands, set a new date (at most ${YEARS_AHEAD} years ahead)`,
  ).meta({ title: "Look again by", reminder: { what, kind: "look-again" } satisfies Reminder })

/** The Sunday of the week `what` is for (this week's readings, sheets): once that week is over, the check says so. */
export const weekOf = (what: Subject) =>
  localDate(
    `the Sunday of the week ${wordsOf(what)} ${agree(what, "is", "are")} for: once that week is over the check reminds you to put up the next week's and change this date`,
  ).meta({ title: "For the week of Sunday", reminder: { what, kind: "week-of" } satisfies Reminder })
