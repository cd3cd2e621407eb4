import { addDays, addMinutes, readClockTime, readLocalDate, weekdayOf } from "../content/london-time"

/**
 * The one expansion of the regular gatherings' rules (services and activities alike,
 * src/content/collections/schedule.ts) into dated occurrences: "This week" on Home, the next four weeks on News &
 * Events, the halls' regular use and every calendar feed read it, so none can disagree with another.
 *
 * Rules: a gathering on given dates happens on each of them; one with a day happens on that weekday, and with weeks
 * of the month only in those (the 1st to 7th is the first week, the 29th to 31st the fifth: without 5 listed, a fifth
 * week has none); one in term time only happens on days of a term outside its half-term. After the last term given
 * (or with none) a term-time occurrence is kept and marked `ifTermTime`, so the page says "in term time" rather than
 * guess. A gathering with neither a day nor dates has no occurrence yet ("to be confirmed").
 */

/** When and where a gathering happens: the schedule's fields as the content check or GraphQL gives them. */
export interface GatheringSchedule {
  day?: string | null
  weeksOfMonth?: readonly number[] | null
  termTimeOnly: boolean
  dates?: readonly string[] | null
  startTime: string
  endTime?: string | null
  where: string
}

/** What the expansion reads of a gathering: its schedule, name and an id. */
export interface Gathering extends GatheringSchedule {
  /** stable across builds, for a feed's UID: the collection's folder and the file's name, e.g. "activities/brownies" */
  id: string
  name: string
}

/** A school term as data/terms gives it. */
export interface TermDates {
  starts: string
  ends: string
  halfTermStarts?: string | null
  halfTermEnds?: string | null
}

export interface Occurrence<G extends Gathering = Gathering> {
  gathering: G
  /** the day, "YYYY-MM-DD" */
  date: string
  /** London wall-clock start and end, "YYYY-MM-DDTHH:MM"; no start while the time is to be confirmed */
  start?: string
  end?: string
  /** term time only, on a day after the last term given: it happens if that day is in term */
  ifTermTime: boolean
}

/** Whether a day is in term, in a holiday (a half-term, or between terms), or past the last term given. */
export function termTimeOn(date: string, terms: readonly TermDates[]): "term" | "holiday" | "unknown" {
  const last = terms.map(term => term.ends).sort().at(-1)
  if (!last || date > last) return "unknown"
  const term = terms.find(candidate => candidate.starts <= date && date <= candidate.ends)
  if (!term) return "holiday"
  const inHalfTerm = term.halfTermStarts && term.halfTermEnds && term.halfTermStarts <= date && date <= term.halfTermEnds
  return inHalfTerm ? "holiday" : "term"
}

const weekOfMonth = (date: string) => Math.ceil(Number(date.slice(8, 10)) / 7)

/** Whether the gathering's rule has it on this day (term time aside). */
function fallsOn(gathering: Gathering, date: string): boolean {
  if (gathering.dates) return gathering.dates.includes(date)
  const day = readLocalDate(date)
  if (!gathering.day || !day || weekdayOf(day) !== gathering.day) return false
  return !gathering.weeksOfMonth || gathering.weeksOfMonth.includes(weekOfMonth(date))
}

/** The occurrence's start and end: an end only where one is given. */
function timesOn(gathering: Gathering, date: string): Pick<Occurrence, "start" | "end"> {
  if (!readClockTime(gathering.startTime)) return {}
  const start = `${date}T${gathering.startTime}`
  return gathering.endTime ? { start, end: `${date}T${gathering.endTime}` } : { start }
}

/**
 * Every occurrence from `from` to `to` (days, "YYYY-MM-DD", both included), in time order: by day, then start
 * (a time to be confirmed last that day), then name.
 */
export function occurrencesBetween<G extends Gathering>(
  gatherings: readonly G[],
  terms: readonly TermDates[],
  from: string,
  to: string,
): Occurrence<G>[] {
  const found: Occurrence<G>[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const term = termTimeOn(date, terms)
    for (const gathering of gatherings) {
      if (!fallsOn(gathering, date)) continue
      if (gathering.termTimeOnly && term === "holiday") continue
      found.push({ gathering, date, ...timesOn(gathering, date), ifTermTime: gathering.termTimeOnly && term === "unknown" })
    }
  }
  const order = (occurrence: Occurrence<G>) => `${occurrence.date} ${occurrence.start ?? `${occurrence.date}T99`}`
  return found.sort((a, b) => order(a).localeCompare(order(b)) || a.gathering.name.localeCompare(b.gathering.name))
}

/** An occurrence's end for a calendar, which needs one: its own, else an hour after it starts. */
export const endForCalendar = (occurrence: Occurrence & { start: string }) =>
  occurrence.end ?? addMinutes(occurrence.start, 60)
