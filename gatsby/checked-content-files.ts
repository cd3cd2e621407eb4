import fs from "node:fs"
import path from "node:path"
import { activities } from "../src/content/collections/activities"
import { bookings } from "../src/content/collections/bookings"
import { events } from "../src/content/collections/events"
import { people } from "../src/content/collections/people"
import { services } from "../src/content/collections/services"
import { terms } from "../src/content/collections/terms"
import { venues } from "../src/content/collections/venues"
import { siteFacts } from "../src/content/collections/site"
import { wording } from "../src/content/collections/wording"
import { siteNow } from "../src/content/site-now"
import { entriesIn, formatProblem, type ContentReport } from "../src/content/validate"
import { CHECKED_WORDING_FILE } from "../src/cms/checked-wording"
import { ENDPOINT_CONTENT_FILE, endpointContentOf } from "../src/contact/endpoint-content"
import { hallCalendarOf } from "../src/contact/hall-calendar"
import { STATUS_CONTENT_FILE, statusContentOf } from "../src/site-status/checked-content"

/** Writes a file whole or not at all: a compiler reading it meanwhile never sees half of it. */
function writeWhole(rootDir: string, relativePath: string, value: unknown) {
  const file = path.join(rootDir, relativePath)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`)
  fs.renameSync(temporary, file)
}

/**
 * Writes what code outside Gatsby's data layer reads of the content, from the check's report alone, never from
 * data/: the contact Functions' content (src/contact/endpoint-content.ts), the words the CMS's previews show
 * (src/cms/checked-wording.ts), and the check's warnings with its time for /admin's site status
 * (src/site-status/checked-content.ts). Called after every check, before Gatsby compiles anything; while a file they
 * come from has a mistake, the last one written stays (only `npm start` carries on past a mistake).
 */
export function writeCheckedContentFiles(rootDir: string, report: ContentReport) {
  const [site] = entriesIn(report.entries, siteFacts)
  if (site) {
    const calendar = hallCalendarOf(
      {
        venues: entriesIn(report.entries, venues),
        gatherings: [services, activities].map(collection => ({
          folder: collection.folder,
          entries: entriesIn(report.entries, collection),
        })),
        events: entriesIn(report.entries, events),
        bookings: entriesIn(report.entries, bookings),
        terms: entriesIn(report.entries, terms),
      },
      siteNow(),
    )
    writeWhole(
      rootDir,
      ENDPOINT_CONTENT_FILE,
      endpointContentOf(entriesIn(report.entries, people), site.data, calendar),
    )
  }
  const [words] = entriesIn(report.entries, wording)
  if (words) writeWhole(rootDir, CHECKED_WORDING_FILE, words.data)
  writeWhole(rootDir, STATUS_CONTENT_FILE, statusContentOf(report.warnings.map(formatProblem), siteNow()))
}
