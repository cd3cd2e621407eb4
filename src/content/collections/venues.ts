import { z } from "zod"
import { imageFile, order, paragraphs, text } from "../fields"

const metres = z.number().positive().max(100)

/** A hall or room for hire (Venues & Hall Hire). */
export const venueSchema = z.strictObject({
  order,
  name: text('venue name, e.g. "Celebration Hall"'),
  size: z
    .strictObject({
      lengthMetres: metres.describe("length in metres"),
      widthMetres: metres.describe("width in metres"),
    })
    .optional()
    .describe("floor size in metres; leave out where it does not apply"),
  description: paragraphs("what the venue is like and what it suits"),
  features: z.array(text("one feature")).describe('feature tags, e.g. ["Kitchen", "Stage"]'),
  disabledAccess: z.boolean().describe("true if there is step-free access"),
  photos: z
    .array(
      z.strictObject({
        photo: imageFile("photo beside this file"),
        alt: text("what this photo shows, for people who cannot see it"),
      }),
    )
    .min(1, { message: "needs at least one photo" })
    .describe("the venue's photos, each with its own description"),
})

export type VenueEntry = z.infer<typeof venueSchema>
