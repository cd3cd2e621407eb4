import { z } from "zod"
import type { ContentProblem, Entry, RuleContext } from "../collection"
import { clockTime, localDate, weekday } from "../date-fields"
import { formatClockTime } from "../clock-time"
import { matching, slug } from "../fields"
import { readClockTime } from "../london-time"
import { isReachable, people } from "./people"
import { venues } from "./venues"

/**
 * When, where and how often a regular gathering happens: the one model the services (data/services) and the other
 * regular activities (data/activities) share. The pages, the calendar feeds and "This week" all read it through one
 * expansion (src/calendar/occurrences.ts). Where the parish has not said, a field says "to be confirmed" and the page
 * says so, rather than guess.
 */

export const TO_BE_CONFIRMED = "to be confirmed"
/** The church itself, which is not one of the halls for hire. */
export const IN_CHURCH = "church"

const timeOrUnknown = matching(
  new RegExp(`^(([01]\\d|2[0-3]):[0-5]\\d|${TO_BE_CONFIRMED})$`),
  `must be a 24-hour time like "18:30", or "${TO_BE_CONFIRMED}" when the parish has not said`,
)

export const scheduleFields = {
  day: weekday
    .describe("the day of the week it happens; leave empty when it happens on given dates instead")
    .meta({ title: "Day" })
    .optional(),
  weeksOfMonth: z
    .array(z.number().int().min(1).max(5))
    .min(1)
    .describe(
      "only on these weeks of the month, e.g. 1 and 3 for the first and third Thursdays; 5 is the fifth, in months that have one (without 5, a fifth week has none); leave empty for every week",
    )
    .meta({ title: "Weeks of the month", itemTitle: "week" })
    .optional(),
  termTimeOnly: z
    .boolean()
    .describe("tick if it happens only in the parish school's term time (not in half-term or the holidays)")
    .meta({ title: "Term time only" }),
  dates: z
    .array(localDate("one date it happens"))
    .describe("for something that happens on given dates (quarterly, say) rather than every week: each date")
    .meta({ title: "Dates", itemTitle: "date" })
    .optional(),
  startTime: timeOrUnknown
    .describe(`when it starts, on the 24-hour clock, e.g. "18:00"; or "${TO_BE_CONFIRMED}"`)
    .meta({ title: "Starts at" }),
  endTime: clockTime.describe('when it ends, e.g. "19:30", if you know').meta({ title: "Ends at" }).optional(),
  where: matching(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$|^to be confirmed$/,
    'must be a hall\'s file name, "church" or "to be confirmed"',
  )
    .describe(
      `where: "${IN_CHURCH}", the file name of a hall in data/venues without ".json" (e.g. "celebration-hall"), or "${TO_BE_CONFIRMED}"`,
    )
    .meta({ title: "Where" }),
  contact: slug('the short name of the person to ask (from People), e.g. "priya"; leave empty for none')
    .meta({ title: "Who to ask" })
    .optional(),
  pages: z
    .array(matching(/^\/[a-z0-9-]*$/, 'must be a page\'s address, like "/choir"'))
    .min(1)
    .describe('the pages it belongs to, e.g. "/childrens-clubs": its own page first; their "at a glance" lists it')
    .meta({ title: "Pages", itemTitle: "page" }),
  forEveryone: z
    .boolean()
    .describe(
      "tick if anyone may come along (search engines are then told of it); leave unticked for a children's group or a closed group",
    )
    .meta({ title: "Open to everyone" }),
}

/** The schedule as its fields give it, for the checks and the expansion. */
export interface Schedule {
  day?: z.output<typeof weekday>
  weeksOfMonth?: readonly number[]
  termTimeOnly: boolean
  dates?: readonly string[]
  startTime: string
  endTime?: string
  where: string
}

/** A gathering's own checks: an end after its start, and a day or dates but not both ways at once. */
export function scheduleIssues(schedule: Schedule, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: "custom", path: [path], input: undefined, message })
  const start = readClockTime(schedule.startTime)
  const end = schedule.endTime === undefined ? undefined : readClockTime(schedule.endTime)
  if (end && !start) issue("endTime", "needs a start time as well; give when it starts, or remove the end")
  if (end && start && end.hour * 60 + end.minute <= start.hour * 60 + start.minute) {
    issue(
      "endTime",
      `must be after the start (${formatClockTime(schedule.startTime)}), not ${formatClockTime(schedule.endTime ?? "")}; check the times`,
    )
  }
  if (schedule.dates && schedule.day) {
    issue("day", "not needed with dates: each date says its day; remove the day, or the dates")
  }
  if (schedule.dates && schedule.weeksOfMonth) {
    issue("weeksOfMonth", "not needed with dates: remove the weeks of the month, or the dates")
  }
  if (schedule.weeksOfMonth && !schedule.day) issue("day", "give the day the weeks of the month are about")
}

/** What every gathering's references must reach: a hall, a person the contact form reaches, pages of the site. */
export function referenceProblems(
  entries: readonly Entry<Schedule & { contact?: string; pages: readonly string[] }>[],
  { entriesOf, routes, needs }: RuleContext,
): ContentProblem[] {
  const halls = entriesOf(venues).map(venue => venue.fileName)
  const reachable = entriesOf(people)
    .filter(person => isReachable(person.data))
    .map(person => person.data.shortName)
  return entries.flatMap(({ file, data }): ContentProblem[] => [
    ...([IN_CHURCH, TO_BE_CONFIRMED, ...halls].includes(data.where) || !needs(venues, "where each gathering is")
      ? []
      : [
          {
            file,
            field: "where",
            message: `"${data.where}" is not one of the halls; use "${IN_CHURCH}", "${TO_BE_CONFIRMED}" or one of: ${halls.join(", ")}`,
          },
        ]),
    ...(data.contact === undefined ||
    reachable.includes(data.contact) ||
    !needs(people, "who to ask about each gathering")
      ? []
      : [
          {
            file,
            field: "contact",
            message: `"${data.contact}" is not the short name of someone the contact form reaches; use one of: ${reachable.join(", ")}`,
          },
        ]),
    ...data.pages.flatMap((page, index) =>
      routes.has(page)
        ? []
        : [
            {
              file,
              field: `pages[${index}]`,
              message: `${page} is not a page of this site; if its page was deleted, remove it from this list; otherwise check the address (the pages are ${[...routes].sort().join(", ")})`,
            },
          ],
    ),
  ])
}

/** A gathering's minutes of the day it takes: its end, or an hour when no end is given (to tell a clash). */
function minutesOf(schedule: Schedule): [number, number] | undefined {
  const start = readClockTime(schedule.startTime)
  if (!start) return undefined
  const from = start.hour * 60 + start.minute
  const end = schedule.endTime === undefined ? undefined : readClockTime(schedule.endTime)
  return [from, end ? end.hour * 60 + end.minute : from + 60]
}

const weekOfMonth = (date: string) => Math.ceil(Number(date.slice(8, 10)) / 7)

/** Whether two gatherings could ever meet on the same day: the same weekday in a shared week, or a shared date. */
function shareADay(a: Schedule, b: Schedule, weekdayOfDate: (date: string) => string): boolean {
  const onDates = (dated: Schedule, weekly: Schedule) =>
    (dated.dates ?? []).some(
      date =>
        weekdayOfDate(date) === weekly.day && (!weekly.weeksOfMonth || weekly.weeksOfMonth.includes(weekOfMonth(date))),
    )
  if (a.dates && b.dates) return a.dates.some(date => b.dates?.includes(date))
  if (a.dates) return onDates(a, b)
  if (b.dates) return onDates(b, a)
  if (!a.day || a.day !== b.day) return false
  return !a.weeksOfMonth || !b.weeksOfMonth || a.weeksOfMonth.some(week => b.weeksOfMonth?.includes(week))
}

/**
 * Two regular uses of one hall at the same time: a mistake on each file, naming the other. Without an end, a
 * gathering is taken to last an hour.
 */
export function hallClashes(
  entries: readonly Entry<Schedule & { name: string }>[],
  weekdayOfDate: (date: string) => string,
): ContentProblem[] {
  return entries.flatMap(entry =>
    entries
      .filter(other => other !== entry && other.data.where === entry.data.where)
      // The church and a place to be confirmed can hold more than one thing: only halls clash.
      .filter(() => ![IN_CHURCH, TO_BE_CONFIRMED].includes(entry.data.where))
      .filter(other => shareADay(entry.data, other.data, weekdayOfDate))
      .filter(other => {
        const [mine, theirs] = [minutesOf(entry.data), minutesOf(other.data)]
        return mine && theirs && mine[0] < theirs[1] && theirs[0] < mine[1]
      })
      .map(other => ({
        file: entry.file,
        field: "startTime",
        message: `${other.data.name} (${other.file}) uses the same hall at the same time; change the time or the hall of one of them`,
      })),
  )
}

/** The GraphQL interface services and activities share, so that one fragment reads the schedule of either. */
export const regularGathering = {
  typeName: "RegularGathering",
  schema: z.strictObject({ name: z.string(), ...scheduleFields }),
}
