import fs from "node:fs"
import path from "node:path"
import { YEARS_AHEAD, weekOf } from "../../src/content/date-fields"
import { addDays, londonToday } from "../../src/content/london-time"
import { siteNow } from "../../src/content/site-now"
import { checkContent, formatProblem } from "../../src/content/validate"
import { copyOfContent } from "../support/content-copy"

/**
 * Pages that state facts for a period say when they need a person's look: past its date, a warning names the file,
 * the field and what to do, and the site is still built; a date to look again by can be put off, never switched off.
 * Each test sets a date in a copy of the content, relative to the tests' "now".
 */

let root: string
beforeEach(() => (root = copyOfContent()))
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const today = londonToday(siteNow())
/** Sets a front-matter field of a page's file, wherever its line is. */
function setField(file: string, field: string, value: string) {
  const source = fs.readFileSync(path.join(root, file), "utf8")
  const line = new RegExp(`^(\\s*)${field}: .*$`, "m")
  expect(source).toMatch(line)
  fs.writeFileSync(path.join(root, file), source.replace(line, `$1${field}: ${value}`))
}
const linesAbout = async (file: string) => {
  const report = await checkContent(root)
  const about = (lines: string[]) => lines.filter(line => line.startsWith(`${file} `))
  return { problems: about(report.problems.map(formatProblem)), warnings: about(report.warnings.map(formatProblem)) }
}

// The budget's figures are many, the safeguarding policy statement is one: each warning's verbs agree with its subject.
describe.each([
  [
    "data/pages/fundraising.md",
    "lookAgainBy",
    "the budget figures were due for a look by .*; bring them up to date, or if they still stand",
  ],
  [
    "data/pages/safeguarding.md",
    "policyReviewBy",
    "the policy statement .* was due for a look by .*; bring it up to date, or if it still stands",
  ],
])("a date to look again by, in %s", (file, field, sentence) => {
  it("once past, is a warning naming the field and what to do, in words that agree; the build goes on", async () => {
    setField(file, field, addDays(today, -1))
    const { problems, warnings } = await linesAbout(file)
    expect(problems).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^${file} › (\\w+\\.)?${field}: ${sentence}, set this date`)),
    ])
  })

  it("still ahead, says nothing", async () => {
    setField(file, field, addDays(today, 30))
    expect(await linesAbout(file)).toEqual({ problems: [], warnings: [] })
  })

  it(`further than ${YEARS_AHEAD} years ahead, is refused: a reminder can be put off, not switched off`, async () => {
    setField(file, field, addDays(today, (YEARS_AHEAD + 1) * 366))
    const { problems } = await linesAbout(file)
    expect(problems).toEqual([expect.stringContaining(`more than ${YEARS_AHEAD} years ahead`)])
  })
})

describe.each(["data/pages/news-and-events.md", "data/pages/children.md"])(
  "the week of this week's sheets in %s",
  file => {
    it("once that week is over, is a warning to put up the next week's", async () => {
      setField(file, "weekOf", addDays(today, -8))
      const { problems, warnings } = await linesAbout(file)
      expect(problems).toEqual([])
      expect(warnings).toEqual([
        expect.stringMatching(new RegExp(`^${file} › \\w+\\.weekOf: this week's \\w+( \\w+)? are for .*next week's`)),
      ])
    })

    it("during that week, says nothing", async () => {
      setField(file, "weekOf", addDays(today, -6))
      expect((await linesAbout(file)).warnings).toEqual([])
    })
  },
)

it("says what a reminder date is for in the CMS and the guide with a verb that agrees with its subject", () => {
  expect(weekOf({ one: "the pew sheet" }).description).toContain("the week the pew sheet is for")
  expect(weekOf({ many: "the pew sheets" }).description).toContain("the week the pew sheets are for")
})
