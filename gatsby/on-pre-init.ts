import type { GatsbyNode } from "gatsby"
import { addressGaps, readContactEnv } from "../src/contact/config"
import { recipientsFromPeople } from "../src/contact/recipients"
import { people } from "../src/content/collections/people"
import { reportLines } from "../src/content/report"
import { entriesIn, type ContentReport } from "../src/content/validate"
import { checkContentNow, isDevelop } from "./content-watch"

/** The id of a content failure in the build log: Gatsby prints it in the banner as `ERROR #…CONTENT`. */
export const CONTENT_ERROR_ID = "CONTENT"

/** What the banner says under it: the check's lines, then what to do, together. */
export const nothingBuilt =
  "Nothing was built: fix each line above and send the change again (`npm run validate-content` checks without building)."

/**
 * Checks all content first, before Gatsby compiles the Functions (they bundle what the check writes:
 * gatsby/checked-content-files.ts) or reads any of the site's code: a mistake stops the build with the check's own
 * lines under one banner, so it is never published and public/ is left as it was. Under `npm start` the site starts
 * anyway and shows the same lines on every page until they are fixed (gatsby/content-watch.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { lines: string[] }) => [...context.lines, "", nothingBuilt].join("\n"),
      level: "ERROR",
      category: "USER",
    },
  })
  if (isDevelop()) {
    await checkContentNow()
    return
  }
  const report = await checkContentNow(() => true)
  const lines = reportLines(report)
  if (report.problems.length) reporter.panic({ id: CONTENT_ERROR_ID, context: { lines } })
  // Straight to stderr, as `npm run validate-content` prints them: the reporter would wrap each line.
  if (lines.length) process.stderr.write(`\n${lines.join("\n")}\n\n`)
  const gaps = deliveryAddressLines(report)
  if (gaps.length) process.stderr.write(`${gaps.join("\n")}\n\n`)
  reporter.info(`Content checked: ${report.entries.length} entries.`)
}

/**
 * The contact form's delivery addresses that need a look, as /admin's site status lists them: the recipients in
 * Who's Who against CONTACT_ADDRESSES as this build sees it (on Netlify, a variable in the Builds scope).
 */
export function deliveryAddressLines(report: Pick<ContentReport, "entries">): string[] {
  const recipients = recipientsFromPeople(entriesIn(report.entries, people).map(entry => entry.data))
  const gaps = addressGaps(recipients, readContactEnv())
  if (!gaps.length) return []
  return [
    `The contact form's delivery addresses: ${gaps.length} to look at (CONTENT.md, "The contact form's delivery addresses"):`,
    ...gaps.map(gap => `  ${gap}`),
  ]
}
