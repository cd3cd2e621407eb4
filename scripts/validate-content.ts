/**
 * Checks everything under data/ without building the site:
 *   npm run validate-content
 * Prints one line per problem (file › field: what is wrong) and exits 1 if any.
 */
import path from "node:path"
import { checkContent, formatProblem } from "../src/content/validate"

const rootDir = path.resolve(__dirname, "..")
const { problems, entries } = checkContent(rootDir)
if (problems.length) {
  console.error(`Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:`)
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
  process.exit(1)
}
console.log(`Content is valid: ${entries.length} entries checked.`)
