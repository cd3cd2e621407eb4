import { z } from "zod"
import { defineCollection } from "../collection"
import { clockTime, weekday } from "../date-fields"
import { imageFile, order, paragraphs, text } from "../fields"

/** A regular weekly service (Services & Worship screen, calendar feed). */
export const serviceSchema = z.strictObject({
  order,
  name: text('the service\'s name, e.g. "Evensong"').meta({ title: "Name" }),
  day: weekday.meta({ title: "Day" }),
  startTime: clockTime.meta({ title: "Start time" }),
  durationMinutes: z
    .number()
    .int()
    .min(10)
    .max(240)
    .describe("about how long it lasts, in minutes (for the calendar feed)")
    .meta({ title: "Length in minutes" }),
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

export type ServiceEntry = z.infer<typeof serviceSchema>

export const services = defineCollection({
  folder: "services",
  typeName: "Service",
  label: "Services",
  labelSingular: "service",
  description:
    "The regular weekly services, on Services & Worship, in Home's Join us panel, the footer and the calendar feed.",
  schema: serviceSchema,
})
