import { z } from "zod"
import { defineCollection } from "../collection"
import { describedPhoto, order, paragraphs, text } from "../fields"

const metres = z.number().positive().max(100)
const people = z.number().int({ message: "must be a whole number of people" }).positive()

/** A hall or room for hire (Venues & Hall Hire). */
export const venueSchema = z.strictObject({
  order,
  name: text('the hall\'s name, e.g. "Celebration Hall"').meta({ title: "Name" }),
  size: z
    .strictObject({
      lengthMetres: metres.describe("in metres, e.g. 15").meta({ title: "Length" }),
      widthMetres: metres.describe("in metres, e.g. 7").meta({ title: "Width" }),
    })
    .optional()
    .describe("the floor size; leave empty where it does not apply, e.g. a suite of small rooms")
    .meta({ title: "Size" }),
  capacity: z
    .strictObject({
      seated: people
        .describe("seated in rows facing the front (theatre-style), e.g. 100")
        .meta({ title: "Seated in rows" })
        .optional(),
      atTables: people.describe("seated at tables, as for a meal, e.g. 70").meta({ title: "At tables" }).optional(),
      standing: people.describe("standing, as for a drinks party, e.g. 150").meta({ title: "Standing" }).optional(),
    })
    .optional()
    .describe("how many people it holds, in the ways the parish knows; leave out any it does not know")
    .meta({ title: "Capacity" }),
  description: paragraphs("what the hall is like and what it suits; one box per paragraph").meta({
    title: "Description",
    itemTitle: "paragraph",
  }),
  features: z
    .array(text("one feature, e.g. Kitchen"))
    .describe('what it has, one each, e.g. "Kitchen", "Stage", "Piano"')
    .meta({ title: "Features", itemTitle: "feature" }),
  disabledAccess: z
    .boolean()
    .describe("tick if a wheelchair user can get in without steps")
    .meta({ title: "Step-free access" }),
  photos: z
    .array(describedPhoto("one photo and what it shows"))
    .min(1, { message: "needs at least one photo" })
    .describe("photos of the hall, each with a few words saying what it shows")
    .meta({ title: "Photos", itemTitle: "photo" }),
})

export type VenueEntry = z.infer<typeof venueSchema>

export const venues = defineCollection({
  folder: "venues",
  typeName: "Venue",
  label: "Halls",
  labelSingular: "hall",
  description: "The halls and rooms for hire, on Venues & Hall Hire, in order.",
  schema: venueSchema,
})
