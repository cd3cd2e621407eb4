import { z } from "zod"
import { slug, text } from "../fields"

/**
 * The pages that carry an "at a glance" panel beside their text: the groups'
 * pages and the giving pages. One file per page in data/groups/.
 */
export const groupPages = [
  "/childrens-clubs",
  "/choir",
  "/serving-team",
  "/community-and-outreach",
  "/autumn-group",
  "/passive-giving",
  "/easyfundraising",
] as const

/** The panel beside a group's or giving page's text: when and where they meet, and whom to ask. */
export const groupSchema = z.strictObject({
  page: z.enum(groupPages).describe("the page this panel sits on, e.g. /choir"),
  heading: text('the panel\'s heading, e.g. "Choir at a glance"'),
  meetings: z
    .array(
      z.strictObject({
        what: text('which meeting, e.g. "Rehearsal" or "Pebbles (under 3s)"'),
        when: text('when, in words, e.g. "Thursdays, 7.30 to 9 p.m., in term time"'),
        where: text('where, e.g. "In church" or "Gabriel Hall"'),
      }),
    )
    .describe("when and where they meet, one line each; leave the list empty ([]) for a page with no meetings"),
  note: text('one short sentence, e.g. "No audition needed: just come along."').optional(),
  contact: slug('the shortName of the person to ask (from data/people), e.g. "margaret"').describe(
    'the shortName of the person to ask (from data/people), e.g. "margaret"; their Contact link opens the contact form with them chosen',
  ),
})

export type GroupEntry = z.infer<typeof groupSchema>
