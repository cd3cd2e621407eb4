/**
 * Checks everything under data/ without building the site:
 *   npm run validate-content
 * Prints one line per problem (file › field: what is wrong) and exits 1 if any mistake (warnings alone pass).
 */
import path from "node:path"
import { changedDataFiles } from "../gatsby/changed-files"
import { reportLines } from "../src/content/report"
import { siteNow } from "../src/content/site-now"
import { checkContent } from "../src/content/validate"

async function main() {
  const root = path.resolve(__dirname, "..")
  const report = await checkContent(root, siteNow(), { changedFiles: changedDataFiles(root) })
  for (const line of reportLines(report)) console.error(line)
  if (report.problems.length) process.exit(1)
  console.log(`Content is valid: ${report.entries.length} entries checked.`)
}

void main()
