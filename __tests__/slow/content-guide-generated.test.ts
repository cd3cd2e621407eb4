import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { rewriteGuide } from "../../scripts/content-guide"

/**
 * The generated parts of CONTENT.md (its field tables and the check's messages) match the schemas and the content
 * check: the generator run as an editor runs it, and what it catches. Slow: each rewrite runs the content check on a
 * sample site for every message the guide lists. The guide's examples are checked in ../unit/content-guide.test.ts.
 */

const projectRoot = path.resolve(__dirname, "../..")
const guide = fs.readFileSync(path.join(projectRoot, "CONTENT.md"), "utf8")

describe("the generated parts of CONTENT.md", () => {
  it("match the schemas and the content check: `npm run content-guide -- --check` passes", () => {
    const run = spawnSync(path.join(projectRoot, "node_modules/.bin/tsx"), ["scripts/content-guide.ts", "--check"], {
      cwd: projectRoot,
      encoding: "utf8",
    })
    // The output is in the expectation so that a failure shows what the generator said.
    expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toEqual({
      status: 0,
      output: expect.stringContaining("is up to date"),
    })
  }, 120_000)

  it("a table edited by hand, or a collection without a table, is caught", async () => {
    const tampered = guide.replace(/(<!-- generated: fields events -->\n[\s\S]*?)required/, "$1optional")
    expect((await rewriteGuide(tampered)).stale).toEqual(["fields events"])
    const withoutPeople = guide.replace(/<!-- generated: fields people -->\n[\s\S]*?<!-- \/generated -->\n/, "")
    expect((await rewriteGuide(withoutPeople)).problems).toEqual([
      expect.stringContaining('the block "fields people" is missing'),
    ])
  }, 120_000)
})
