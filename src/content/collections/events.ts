import { z } from "zod"
import { localDateTime, localDateTimePattern, order, paragraphs, text } from "../fields"

export const serviceTypes = ["eucharist", "street-party"] as const

export const eventSchema = z
  .strictObject({
    order,
    name: text("event title; may contain simple inline markup such as <em>, shown as formatted text"),
    serviceType: z.enum(serviceTypes).describe("picks the icon /images/service-types/{serviceType}.png"),
    date: text('when it happens, as people should read it, e.g. "Sunday 6 December, 10 a.m."'),
    startsAt: localDateTime("optional machine-readable start for calendars, London time").optional(),
    endsAt: localDateTime("optional machine-readable end for calendars, London time").optional(),
    content: paragraphs("the description, one string per paragraph"),
    tags: text('comma-separated tags, e.g. "Eucharist, All Ages"'),
    sundayClubs: z
      .boolean()
      .optional()
      .describe(
        "true: Sunday Clubs run during the service; false: there are NO Sunday Clubs; leave out to say nothing",
      ),
    teaAndCoffee: z.boolean().describe("true adds the tea, coffee and fellowship note"),
    eucharist: z.boolean().describe("true if the event is a Eucharist (Holy Communion)"),
    featured: z.boolean().describe("true shows it under Upcoming Events on the home page (at most 6 are shown)"),
  })
  .superRefine(({ startsAt, endsAt }, context) => {
    if (endsAt === undefined) return
    if (startsAt === undefined) {
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        input: endsAt,
        message: "needs startsAt as well; add startsAt or remove endsAt",
      })
    } else if (localDateTimePattern.test(startsAt) && localDateTimePattern.test(endsAt) && endsAt <= startsAt) {
      // Same fixed-width format, so comparing the text compares the times.
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        input: endsAt,
        message: `must be after startsAt (${startsAt})`,
      })
    }
  })

export type EventEntry = z.infer<typeof eventSchema>
