import { schemaForFile, type ContentProblem, type Entry } from "./collection"
import { YEARS_AHEAD } from "./date-fields"
import { formatLongDate } from "./event-dates"
import { jsonSchemaOf, markedFieldPaths, nodeAt, valuesAt } from "./json-schema"
import { addDays, londonToday } from "./london-time"
import { agree, wordsOf } from "./subject"

/**
 * Content that states facts for a period carries the date it needs a person's look by (`lookAgainBy`, `weekOf` in
 * date-fields.ts): a budget's figures, a policy due for review, this week's readings and sheets. Past it, a warning
 * names the file, the field and what to update or confirm; the site is built as ever, since nothing is wrong that
 * time alone did. The /admin status lists these warnings with the rest.
 */
export function reminders(entries: readonly Entry[], now: Date): ContentProblem[] {
  const today = londonToday(now)
  return entries.flatMap(entry => {
    const schema = schemaForFile(entry.collection, entry.fileName)
    if (!schema) return []
    const root = jsonSchemaOf(schema)
    return markedFieldPaths(root, "reminder").flatMap(pattern =>
      valuesAt(entry.data, pattern).flatMap(({ field, path, value }): ContentProblem[] => {
        const reminder = nodeAt(root, path)?.reminder
        if (!reminder || typeof value !== "string") return []
        const due = reminder.kind === "week-of" ? addDays(value, 7) : value
        if (due > today) return []
        const { what } = reminder
        const message =
          reminder.kind === "week-of"
            ? `${wordsOf(what)} ${agree(what, "is", "are")} for the week of ${formatLongDate(value)}, which is over; put up the next week's and set this date to its Sunday`
            : `${wordsOf(what)} ${agree(what, "was", "were")} due for a look by ${formatLongDate(value)}; bring ${agree(what, "it", "them")} up to date, or if ${agree(what, "it still stands", "they still stand")}, set this date to when to look next (at most ${YEARS_AHEAD} years ahead)`
        return [{ file: entry.file, field, severity: "warning", message }]
      }),
    )
  })
}
