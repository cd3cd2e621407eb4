import type { GatsbyNode } from "gatsby"
import { reportLines } from "../src/content/report"
import { checkContent } from "../src/content/validate"
import { isDevelop } from "./content-watch"
import { writeFontSubsets } from "./font-subsets"
import { siteRoot } from "./site-root"

/**
 * Checks all content before anything is built: one clear line per problem, then the build stops, so a mistake is
 * never published and public/ is left as it was. Under `npm start` the site starts anyway and shows the same lines
 * on every page until they are fixed (gatsby/content-watch.ts). Then cuts the site's font files from their packages
 * (gatsby/font-subsets.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const report = await checkContent(siteRoot())
  const lines = reportLines(report)
  // Written straight to stderr so each problem stays on one line (the reporter wraps long lines).
  if (lines.length) process.stderr.write(`\n${lines.join("\n")}\n\n`)
  if (report.problems.length && !isDevelop()) {
    reporter.panic(
      `Nothing was built: fix each line above and send the change again (\`npm run validate-content\` checks without building).`,
    )
  }
  reporter.info(`Content checked: ${report.entries.length} entries.`)
  // Before webpack runs: src/theme/font-faces.ts imports these files.
  const fonts = await writeFontSubsets(siteRoot())
  reporter.info(`Font files cut: ${fonts.map(font => `${font.name} ${font.bytes} B`).join(", ")}.`)
}
