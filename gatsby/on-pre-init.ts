import type { GatsbyNode } from "gatsby"
import { reportLines } from "../src/content/report"
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
  reporter.info(`Content checked: ${report.entries.length} entries.`)
}
