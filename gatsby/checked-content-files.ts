import fs from "node:fs"
import path from "node:path"
import { people } from "../src/content/collections/people"
import { siteFacts } from "../src/content/collections/site"
import { wording } from "../src/content/collections/wording"
import { siteNow } from "../src/content/site-now"
import { entriesIn, formatProblem, type ContentReport } from "../src/content/validate"
import { CHECKED_WORDING_FILE } from "../src/cms/checked-wording"
import { ENDPOINT_CONTENT_FILE, endpointContentOf } from "../src/contact/endpoint-content"
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
    writeWhole(rootDir, ENDPOINT_CONTENT_FILE, endpointContentOf(entriesIn(report.entries, people), site.data))
  }
  const [words] = entriesIn(report.entries, wording)
  if (words) writeWhole(rootDir, CHECKED_WORDING_FILE, words.data)
  writeWhole(rootDir, STATUS_CONTENT_FILE, statusContentOf(report.warnings.map(formatProblem), siteNow()))
}
