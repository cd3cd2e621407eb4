import { z } from "zod"
import type { Entry } from "../content/collection"
import { personSchema, type PersonEntry } from "../content/collections/people"
import { siteFactsSchema, type SiteFactsEntry } from "../content/collections/site"
import { hallCalendarSchema, type HallCalendar } from "./hall-calendar"
import { recipientsFromPeople } from "./recipients"

/**
 * What the contact endpoint and the retry run know of the content: the site's name and address for the mail, the
 * people the form offers, and the halls' calendar a booking enquiry is checked against (hall-calendar.ts). A Function cannot query GraphQL and runs on Netlify without data/ beside it, so the
 * content check writes this, from the entries that passed it, to `ENDPOINT_CONTENT_FILE` before Gatsby compiles the
 * Functions (gatsby/on-pre-init.ts; under `npm start` after every check), and the Functions bundle that file. A
 * broken file in data/ stops the build at the content check, with its own line; it never reaches a compiler. The
 * Functions read it through bundled-content.ts, which nothing the build itself loads may import (Gatsby compiles
 * gatsby-node's imports before the check has written the file).
 */
export const ENDPOINT_CONTENT_FILE = "src/generated/endpoint-content.json"

const endpointContentSchema = z.strictObject({
  site: siteFactsSchema.pick({ title: true, siteUrl: true }),
  recipients: z.array(personSchema.pick({ shortName: true, name: true, role: true })),
  calendar: hallCalendarSchema,
})

export type EndpointContent = z.output<typeof endpointContentSchema>

/** The endpoint's content from the checked entries of data/people and data/site, and the halls' calendar. */
export function endpointContentOf(
  people: readonly Entry<PersonEntry>[],
  site: SiteFactsEntry,
  calendar: HallCalendar,
): EndpointContent {
  return {
    site: { title: site.title, siteUrl: site.siteUrl },
    recipients: recipientsFromPeople(people.map(person => person.data)),
    calendar,
  }
}

/** The file as the build wrote it, read through its schema: typed from its source, whatever the bundler hands over. */
export const readEndpointContent = (written: unknown): EndpointContent => endpointContentSchema.parse(written)
