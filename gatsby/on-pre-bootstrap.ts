import type { GatsbyNode } from "gatsby"
import { checkContentNow, isDevelop } from "./content-watch"
import { writeFontSubsets } from "./font-subsets"
import { writeGeneratedFragments } from "./generated-fragments"
import { siteRoot } from "./site-root"

/**
 * Checks all content before anything is built: one clear line per problem, then the build stops, so a mistake is
 * never published and public/ is left as it was. Under `npm start` the site starts anyway and shows the same lines
 * on every page until they are fixed (gatsby/content-watch.ts). Then writes what the build makes from the schemas
 * and the theme before Gatsby reads the site's code: the generated fragments, and the font files cut from their
 * packages (gatsby/font-subsets.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  // Its lines go straight to stderr, so each problem stays on one line (the reporter wraps long lines).
  const report = await checkContentNow()
  if (report.problems.length && !isDevelop()) {
    reporter.panic(
      `Nothing was built: fix each line above and send the change again (\`npm run validate-content\` checks without building).`,
    )
  }
  reporter.info(`Content checked: ${report.entries.length} entries.`)
  writeGeneratedFragments()
  // Before webpack runs: src/theme/font-faces.ts imports these files.
  const fonts = await writeFontSubsets(siteRoot())
  reporter.info(`Font files cut: ${fonts.map(font => `${font.name} ${font.bytes} B`).join(", ")}.`)
}
