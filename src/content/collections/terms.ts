import { z } from "zod"
import { defineCollection, type ContentProblem } from "../collection"
import { localDate } from "../date-fields"
import { formatLongDate } from "../event-dates"
import { text } from "../fields"
import { addDays, londonToday } from "../london-time"

/**
 * St Michael's School's term dates, one file per school year, September to August (data/terms/2026-2027.json), set once a year when the
 * school publishes them. Activities marked "term time only" happen in a term and not in its half-term; after the
 * last term given, the pages say "in term time" rather than guess, and the check reminds the editors.
 */
const term = z
  .strictObject({
    name: text('e.g. "Autumn term"').meta({ title: "Name" }),
    starts: localDate("the first day of the term").meta({ title: "First day" }),
    ends: localDate("the last day of the term").meta({ title: "Last day" }),
    halfTermStarts: localDate("the first day of its half-term holiday").meta({ title: "Half-term from" }).optional(),
    halfTermEnds: localDate("the last day of its half-term holiday").meta({ title: "Half-term to" }).optional(),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], input: undefined, message })
    if (value.ends < value.starts) issue("ends", `must be after the first day (${formatLongDate(value.starts)})`)
    if ((value.halfTermStarts === undefined) !== (value.halfTermEnds === undefined)) {
      issue(value.halfTermStarts ? "halfTermEnds" : "halfTermStarts", "give both days of the half-term, or neither")
    } else if (value.halfTermStarts && value.halfTermEnds) {
      if (value.halfTermEnds < value.halfTermStarts) issue("halfTermEnds", "must be after the half-term's first day")
      if (value.halfTermStarts <= value.starts || value.halfTermEnds >= value.ends) {
        issue("halfTermStarts", "the half-term must fall inside the term")
      }
    }
  })

export const schoolYearSchema = z.strictObject({
  terms: z.array(term).min(1).describe("the school year's terms, in order").meta({ title: "Terms", itemTitle: "term" }),
})

export type SchoolYearEntry = z.infer<typeof schoolYearSchema>
export type Term = SchoolYearEntry["terms"][number]

/** How long before the last term ends the check starts to ask for next year's dates. */
const REMIND_DAYS_BEFORE = 60

/** The school year (September to August) a day falls in, as its file is named: "2031-2032". */
export function schoolYearOf(day: string): string {
  const year = Number(day.slice(0, 4))
  const first = Number(day.slice(5, 7)) >= 9 ? year : year - 1
  return `${first}-${first + 1}`
}

const followingSchoolYear = (schoolYear: string) => schoolYearOf(`${Number(schoolYear.slice(-4))}-09-01`)

/** The file to add: the school year after the last one given, or this school year's when that one is over. */
function fileToAdd(lastDay: string | undefined, today: string): string {
  const thisYear = schoolYearOf(today)
  const next = lastDay ? followingSchoolYear(schoolYearOf(lastDay)) : thisYear
  return `data/terms/${next > thisYear ? next : thisYear}.json`
}

export const terms = defineCollection({
  folder: "terms",
  typeName: "SchoolYear",
  label: "Term dates",
  labelSingular: "school year",
  description: "The parish school's term dates, one file per school year: activities in term time only follow them.",
  schema: schoolYearSchema,
  rules(entries, { now }): ContentProblem[] {
    const all = entries.flatMap(entry => entry.data.terms.map(value => ({ file: entry.file, term: value })))
    const overlaps = all.flatMap(({ file, term: one }) =>
      all
        .filter(({ term: other }) => other !== one && other.starts <= one.ends && one.starts <= other.ends)
        .map(({ file: otherFile, term: other }) => ({
          file,
          message: `${one.name} overlaps ${other.name} (${otherFile}); check the dates`,
        })),
    )
    const last = all
      .map(({ term: value }) => value.ends)
      .sort()
      .at(-1)
    const today = londonToday(now)
    const soon = addDays(today, REMIND_DAYS_BEFORE)
    const reminder: ContentProblem[] =
      last && last >= soon
        ? []
        : [
            {
              file: "data/terms",
              severity: "warning",
              message: last
                ? `the last term given ends on ${formatLongDate(last)}; add the next school year's term dates (a new file like the others, ${fileToAdd(last, today)}), or term-time activities will show as "in term time" after it`
                : `no term dates are given: add the parish school's for this school year (${fileToAdd(undefined, today)}), or term-time activities show as "in term time"`,
            },
          ]
    return [...overlaps, ...reminder]
  },
})
