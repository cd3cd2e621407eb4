import type { GatheringSchedule } from "../../calendar/occurrences"
import type { RegularWords } from "../../content/collections/wording"
import { IN_CHURCH, TO_BE_CONFIRMED } from "../../content/collections/schedule"
import { formatClockTime } from "../../content/clock-time"
import { formatLongDate, formatTimeRange } from "../../content/event-dates"
import { readClockTime } from "../../content/london-time"
import { fillIn } from "../../content/template"

/**
 * A regular gathering's schedule and place in the words of data/wording/wording.json ("regular"): "Every Tuesday,
 * 6 p.m., in term time"; "The first and third Thursday of the month, 6 to 8 p.m., in term time"; "Dates to be
 * confirmed". What the parish has not said is said to be confirmed, never guessed.
 */

/** "a, b and c" with the wording's "and". */
const listed = (items: readonly string[], and: string) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`

/** The time of day: "6 p.m.", "6 to 8 p.m.", or that it is to be confirmed. */
export function timeInWords(gathering: Pick<GatheringSchedule, "startTime" | "endTime">, words: RegularWords): string {
  if (!readClockTime(gathering.startTime)) return words.timeToBeConfirmed
  return gathering.endTime
    ? formatTimeRange(gathering.startTime, gathering.endTime)
    : formatClockTime(gathering.startTime)
}

/** The days it happens on, in words. */
function daysInWords(gathering: GatheringSchedule, words: RegularWords): string | undefined {
  if (gathering.dates) {
    return gathering.dates.length
      ? fillIn(words.onDates, { dates: listed(gathering.dates.map(formatLongDate), words.and) })
      : undefined
  }
  if (!gathering.day) return undefined
  if (!gathering.weeksOfMonth) return fillIn(words.everyWeek, { day: gathering.day })
  const weeks = gathering.weeksOfMonth.map(week => words.weekNames[week - 1] ?? String(week))
  return fillIn(words.weeksOfMonth, { weeks: listed(weeks, words.and), day: gathering.day })
}

/** When it happens: its days, its time and, for term-time activities, that they follow the school's terms. */
export function whenInWords(gathering: GatheringSchedule, words: RegularWords): string {
  const days = daysInWords(gathering, words)
  if (!days) return words.datesToBeConfirmed
  return [days, timeInWords(gathering, words), gathering.termTimeOnly ? words.termTime : undefined]
    .filter(Boolean)
    .join(", ")
}

/** Where it happens: in church, a hall by its name, or to be confirmed. */
export function placeInWords(
  where: string,
  halls: readonly { fileName: string; name: string }[],
  words: RegularWords,
): string {
  if (where === IN_CHURCH) return words.inChurch
  if (where === TO_BE_CONFIRMED) return words.placeToBeConfirmed
  return halls.find(hall => hall.fileName === where)?.name ?? words.placeToBeConfirmed
}
