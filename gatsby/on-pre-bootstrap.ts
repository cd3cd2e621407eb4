import type { GatsbyNode } from "gatsby"
import { checkContent, formatProblem } from "../src/content/validate"
import { siteRoot } from "./site-root"

/**
 * Checks all content before anything is built: one clear line per problem,
 * then the build stops, so a mistake is never published.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems, entries } = checkContent(siteRoot())
  if (problems.length) {
    // Written straight to stderr so each problem stays on one line (the reporter wraps long lines).
    process.stderr.write(`\n${problems.map(problem => `  ${formatProblem(problem)}\n`).join("")}\n`)
    reporter.panic(
      `The content in data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}, listed above; ` +
        "nothing was built. Fix each line and build again (`npm run validate-content` checks without building). " +
        "CONTENT.md explains every field.",
    )
  }
  reporter.info(`Content checked: ${entries.length} entries are valid.`)
}
