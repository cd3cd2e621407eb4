import type { GatsbyNode } from "gatsby"
import { checkContentNow, isDevelop } from "./content-watch"
import { writeGeneratedFragments } from "./generated-fragments"

/**
 * Checks all content before anything is built: one clear line per problem, then the build stops, so a mistake is
 * never published and public/ is left as it was. Under `npm start` the site starts anyway and shows the same lines
 * on every page until they are fixed (gatsby/content-watch.ts). Then the fragments made from the schemas are written
 * for Gatsby to find with the site's queries.
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
}
