import { z } from "zod"
import { eventWhen } from "../event-dates"
import {
  describedPhoto,
  impossibleLondonTime,
  localDateTime,
  localDateTimePattern,
  order,
  paragraphs,
  text,
} from "../fields"

export const serviceTypes = ["eucharist", "street-party"] as const

export const eventSchema = z
  .strictObject({
    order,
    name: text("event title; may contain simple inline markup such as <em>, shown as formatted text"),
    serviceType: z.enum(serviceTypes).describe("picks the icon /images/service-types/{serviceType}.png"),
    date: text(
      'only for an event without startsAt: when it happens, as people should read it, e.g. "Every Thursday in Lent"',
    ).optional(),
    startsAt: localDateTime(
      'the start, London time, e.g. "2026-11-29T10:00"; the site writes the date people read from it',
    ).optional(),
    endsAt: localDateTime("the end, London time (needs startsAt)").optional(),
    content: paragraphs("the description, one string per paragraph"),
    picture: describedPhoto(
      "an optional photo for News & Events (landscape, at least 1280 × 720 pixels) with what it shows",
    ).optional(),
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
  .superRefine(({ startsAt, endsAt, date }, context) => {
    // Written once: the site words the date from startsAt, so a hand-written one could only disagree with it.
    if (startsAt !== undefined && date !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["date"],
        input: date,
        message: `not needed with startsAt: the site writes the date from startsAt${
          localDateTimePattern.test(startsAt) && !impossibleLondonTime(startsAt)
            ? ` ("${eventWhen({ startsAt, endsAt })}")`
            : ""
        }; remove the date line`,
      })
    }
    if (startsAt === undefined && date === undefined) {
      context.addIssue({
        code: "custom",
        path: ["startsAt"],
        input: undefined,
        message:
          'required field is missing; add the start, e.g. "2026-11-29T10:00" (or, for an event without a set time, a date text)',
      })
    }
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
