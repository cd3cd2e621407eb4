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
