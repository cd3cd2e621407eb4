import { z } from "zod"
import { defineCollection } from "../collection"
import { clockTime, weekday } from "../date-fields"
import { imageFile, order, paragraphs, text } from "../fields"
import { referenceProblems, regularGathering, scheduleFields, scheduleIssues } from "./schedule"

/**
 * A regular service (Services & Worship, the footer, Home's Join us, This week, the calendar feeds): a regular
 * gathering like any other (schedule.ts) with what Services & Worship shows of it. Every week, on its day, at a time
 * with an end (for calendars).
 */
export const serviceSchema = z
  .strictObject({
    order,
    name: text('the service\'s name, e.g. "Evensong"').meta({ title: "Name" }),
    ...scheduleFields,
    day: weekday.meta({ title: "Day" }),
    startTime: clockTime.meta({ title: "Starts at" }),
    endTime: clockTime.describe('about when it ends, e.g. "11:15" (for calendars)').meta({ title: "Ends at" }),
    description: paragraphs("what happens at the service and who it suits; one box per paragraph").meta({
      title: "Description",
      itemTitle: "paragraph",
    }),
    tags: z
      .array(text("one short word or two"))
      .describe('a few words that sum it up, e.g. "Sung", "Choir"')
      .meta({ title: "Tags", itemTitle: "tag" }),
    image: imageFile("a photo of the service or the church").meta({ title: "Photo" }),
    imageAlt: text("a few words saying what the photo shows, for people who cannot see it").meta({
      title: "What the photo shows",
    }),
  })
  .superRefine(scheduleIssues)

export type ServiceEntry = z.infer<typeof serviceSchema>

export const services = defineCollection({
  folder: "services",
  typeName: "Service",
  label: "Services",
  labelSingular: "service",
  description:
    "The regular weekly services, on Services & Worship, in Home's Join us panel, the footer and the calendar feed.",
  schema: serviceSchema,
  interfaces: [regularGathering],
  rules: referenceProblems,
})
