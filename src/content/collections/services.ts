import { z } from "zod"
import { clockTime, imageFile, order, paragraphs, text, weekday } from "../fields"

/** A regular weekly service (Services & Worship screen, calendar feed). */
export const serviceSchema = z.strictObject({
  order,
  name: text('service name, e.g. "Evensong"'),
  day: weekday,
  startTime: clockTime,
  durationMinutes: z.number().int().min(10).max(240).describe("how long it usually lasts, in minutes"),
  description: paragraphs("what happens at the service, one string per paragraph"),
  tags: z.array(text("one tag")).describe('short tags, e.g. ["Sung", "Choir"]'),
  image: imageFile("photo beside this file"),
  imageAlt: text("what the photo shows, for people who cannot see it"),
})

export type ServiceEntry = z.infer<typeof serviceSchema>
