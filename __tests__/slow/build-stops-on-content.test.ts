import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { checkContent, formatProblem } from "../../src/content/validate"
import { filesIn } from "../support/content-copy"
import { copyOfSite } from "../support/site-copy"

/**
 * A slip in a data file stops `npm run build` at the content check, with the parish's own line and what to do, before
 * Gatsby compiles the contact Functions (which bundle what the check writes, never data/ itself): in a terminal and
 * as Netlify's build log shows it (Gatsby's plain logger there, because Netlify is a CI).
 */

const site = copyOfSite("parish-broken-build-")
const [personFile = ""] = filesIn(site, "people")
const source = fs.readFileSync(path.join(site, personFile), "utf8")
// A missing comma: the first line that ends with one loses it.
fs.writeFileSync(path.join(site, personFile), source.replace(/,\n/, "\n"))

afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

const oneLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
    .replace(/\s+/g, " ")

function build(env: Record<string, string | undefined>) {
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: site,
    encoding: "utf8",
    // A variable given as undefined is left out, as in a terminal that never set it (any CI value means a CI).
    env: Object.fromEntries(
      Object.entries({ ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
  })
  return { status: result.status, log: oneLine(`${result.stdout}${result.stderr}`) }
}

/** Where it is built, and how its log marks the failure: Gatsby's banner in a terminal, an error line on Netlify. */
const runs = [
  { where: "in a terminal", env: { CI: undefined, NETLIFY: undefined }, marker: /ERROR #\S*CONTENT/ },
  { where: "on Netlify", env: { CI: "true", NETLIFY: "true", NETLIFY_LOCAL: "true" }, marker: /error The content/ },
]

describe.each(runs)("a people file with a missing comma, $where", ({ env, marker }) => {
  let result: ReturnType<typeof build>
  beforeAll(() => {
    fs.rmSync(path.join(site, "public"), { recursive: true, force: true })
    result = build(env)
  })

  it("fails the build before the Functions are compiled, building nothing", () => {
    expect(result.status).not.toBe(0)
    expect(result.log).not.toContain("Compiling Gatsby Functions")
    expect(fs.existsSync(path.join(site, "public"))).toBe(false)
  })

  it("names the file and the fix in the check's own words, then what to do, and nothing Gatsby cannot name", async () => {
    const report = await checkContent(site)
    expect(report.problems.map(problem => problem.file)).toEqual([personFile])
    const line = oneLine(formatProblem(report.problems[0]!))
    expect(result.log).toContain(line)
    expect(result.log.search(marker)).toBeGreaterThan(-1)
    expect(result.log.search(marker)).toBeLessThan(result.log.indexOf(line))
    expect(result.log.indexOf("Nothing was built")).toBeGreaterThan(result.log.indexOf(line))
    expect(result.log).not.toContain("UNKNOWN")
    expect(result.log).not.toMatch(/webpack|Module parse failed/i)
  })
})
