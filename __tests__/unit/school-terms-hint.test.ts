import fs from "node:fs"
import path from "node:path"
import { SITE_NOW_VARIABLE } from "../../src/content/site-now"
import { checkContent, formatProblem } from "../../src/content/validate"
import { copyOfContent, writeJson } from "../support/content-copy"

/**
 * When term dates run out, the check names the file to add for the school year (September to August) the site's
 * "now" is in, or the one after the last given: an editor years on is never told to add a school year long gone.
 * Each test sets data/terms in a copy of the content and checks at a moment of its own.
 */

let root: string
beforeEach(() => {
  root = copyOfContent()
  for (const file of fs.readdirSync(path.join(root, "data/terms")))
    if (file.endsWith(".json")) fs.rmSync(path.join(root, "data/terms", file))
})
const pinned = process.env[SITE_NOW_VARIABLE]
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
  process.env[SITE_NOW_VARIABLE] = pinned
})

/** The check's lines about data/terms at that moment, with SITE_NOW set as a build then has it (dates read it too). */
async function termsWarnings(now: string) {
  process.env[SITE_NOW_VARIABLE] = now
  const report = await checkContent(root, new Date(now))
  return [...report.problems, ...report.warnings].map(formatProblem).filter(line => line.startsWith("data/terms"))
}

const schoolYear = (file: string, starts: string, ends: string) =>
  writeJson(root, `data/terms/${file}.json`, { terms: [{ name: "Summer term", starts, ends }] })

it.each([
  ["in June 2031", "2031-06-01T12:00:00Z", "2030-2031"],
  ["on 1 September 2031 in London (still 31 August in UTC)", "2031-08-31T23:30:00Z", "2031-2032"],
  ["in January 2036", "2036-01-15T12:00:00Z", "2035-2036"],
])("with no term dates, %s, asks for that school year's file", async (_when, now, year) => {
  expect(await termsWarnings(now)).toEqual([expect.stringContaining(`(data/terms/${year}.json)`)])
})

it("years after the last term given, asks for this school year's file, not the one after the last", async () => {
  schoolYear("2026-2027", "2027-04-12", "2027-07-21")
  expect(await termsWarnings("2031-06-01T12:00:00Z")).toEqual([expect.stringContaining("data/terms/2030-2031.json")])
})

it("two months before the last term ends, asks for the next school year's file", async () => {
  schoolYear("2030-2031", "2031-04-14", "2031-07-18")
  expect(await termsWarnings("2031-06-01T12:00:00Z")).toEqual([expect.stringContaining("data/terms/2031-2032.json")])
})
