/**
 * The parts of CONTENT.md that must say what the site really does, written from the schemas and the content check
 * itself so that the editors' guide cannot drift from them (scripts/content-guide/):
 *   - the collections, each collection's field table (per kind of page for data/pages/), and a whole section for a
 *     collection the guide says nothing of by hand;
 *   - the example messages and what the check refuses in a page's text, produced by running the real check on
 *     small sample files full of deliberate mistakes;
 *   - which files the pages keep under `npm start` while they have a mistake.
 * They sit between marker comments, e.g. "<!-- generated: fields events -->" … "<!-- /generated -->"; the text around
 * them is written by hand.
 *
 *   npm run content-guide              rewrites the generated parts of CONTENT.md
 *   npm run content-guide -- --check   changes nothing; exits 1, naming the parts, when CONTENT.md is out of date
 */
import fs from "node:fs"
import path from "node:path"
import { rewriteGuide } from "./content-guide/guide-blocks"

export { rewriteGuide } from "./content-guide/guide-blocks"
export { checkSampleSite } from "./content-guide/sample-checks"
export { sampleSite } from "./content-guide/samples"

const GUIDE_PATH = path.resolve(__dirname, "..", "CONTENT.md")

async function main() {
  const checkOnly = process.argv.includes("--check")
  const relative = path.relative(process.cwd(), GUIDE_PATH) || "CONTENT.md"
  const result = await rewriteGuide(fs.readFileSync(GUIDE_PATH, "utf8"))
  if (result.problems.length) {
    console.error(`${relative} cannot be brought up to date:\n${result.problems.map(line => `  ${line}`).join("\n")}`)
    process.exit(1)
  }
  if (checkOnly) {
    if (result.stale.length) {
      console.error(
        `${relative} is out of date: ${result.stale.map(name => `"${name}"`).join(", ")} no longer match${result.stale.length === 1 ? "es" : ""} the schemas and the content check.\n` +
          "Run `npm run content-guide` to rewrite the generated parts, read the change, and commit it.",
      )
      process.exit(1)
    }
    console.log(`${relative} is up to date with the schemas and the content check.`)
    return
  }
  fs.writeFileSync(GUIDE_PATH, result.text)
  console.log(
    result.stale.length
      ? `${relative}: rewrote ${result.stale.join(", ")}.`
      : `${relative} was already up to date with the schemas and the content check.`,
  )
}

if (require.main === module) void main()
