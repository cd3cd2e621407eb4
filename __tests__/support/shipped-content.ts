import fs from "node:fs"
import path from "node:path"
import type { PersonEntry } from "../../src/content/collections/people"
import { endpointContent } from "../../src/contact/bundled-content"

/**
 * The shipped content the contact endpoint needs, as the function's bundle has it: the file the content check
 * writes (Jest's global setup, __tests__/write-checked-content.ts, writes it before the tests as the build does).
 */

/** The contact form's recipients, from data/people. */
export const shippedRecipients = () => endpointContent().recipients

/** The site's name and address, from data/site/site.json, as the mail uses them. */
export const shippedSite = () => endpointContent().site

/** The halls and what takes them (data/venues, services, activities, events, bookings, terms), as booking enquiries are checked. */
export const shippedCalendar = () => endpointContent().calendar

/** The short name of whoever receives hall enquiries in data/people (a duty ticked on a person, not a role's name). */
export function shippedHallEnquiries(): string | undefined {
  const folder = path.resolve(__dirname, "../../data/people")
  return fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".json"))
    .map(file => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Partial<PersonEntry>)
    .find(person => person.receivesHallEnquiries === true)?.shortName
}
