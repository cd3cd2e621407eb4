import { z } from "zod"
import { defineCollection } from "../collection"
import { order, text } from "../fields"
import { readLocalDate, weekdayOf } from "../london-time"
import { hallClashes, referenceProblems, regularGathering, scheduleFields, scheduleIssues } from "./schedule"
import { services } from "./services"

/**
 * A regular gathering other than a service (Sunday Clubs, Brownies, the Cornerstones youth club, the Autumn Group):
 * one file each in data/activities/, with its schedule (schedule.ts, the same model as the services'). Its pages'
 * "at a glance", the halls' regular use, "This week" on Home, the next four weeks on News & Events and the calendar
 * feeds all come from it, so a time is typed once.
 */
export const activitySchema = z
  .strictObject({
    order,
    name: text('what it is, as the pages list it, e.g. "Brownies (ages 7 to 10)"').meta({ title: "Name" }),
    ...scheduleFields,
  })
  .superRefine(scheduleIssues)

export type ActivityEntry = z.infer<typeof activitySchema>

const weekdayOfDate = (date: string) => {
  const day = readLocalDate(date)
  return day ? weekdayOf(day) : ""
}

export const activities = defineCollection({
  folder: "activities",
  typeName: "Activity",
  label: "Regular activities",
  labelSingular: "activity",
  description:
    'What happens regularly besides the services (clubs, groups, refreshments): on their pages\' "at a glance", the halls, This week on Home, News & Events and the calendar feeds.',
  schema: activitySchema,
  interfaces: [regularGathering],
  rules: (entries, context) => [
    ...referenceProblems(entries, context),
    // A service and an activity can clash over a hall as two activities can: each file names the other.
    ...hallClashes([...entries, ...context.entriesOf(services)], weekdayOfDate).filter(problem =>
      entries.some(entry => entry.file === problem.file),
    ),
  ],
})
