import fs from "node:fs"
import path from "node:path"
import { TEST_NOW } from "../../scripts/test-now"
import {
  anotherParishData,
  checkedParish,
  factsIn,
  parishFacts,
  parishNames,
  projectRoot,
  readableText,
} from "../support/parish-facts"
import { buildCopy, copyOfSite } from "../support/site-copy"

/**
 * The site built for another parish: a copy of the site with data/ replaced by __tests__/fixtures/another-parish/data
 * and nothing else changed, built for production with the tests' "now". It builds; no page, feed, sitemap, manifest
 * or page data names anything of the shipped parish (its names, address, telephone numbers, email and web domains,
 * halls, people: read from the shipped data/); the other parish's own name, services, halls and people show; and the
 * page it has retired (its file deleted) is gone, with a redirect from its old address. About five minutes.
 */

const site = copyOfSite("another-parish-build-", { data: anotherParishData })
/** The fixture's retired page and the page it has no file for: part of the fixture's design, not shipped content. */
const retiredRoute = "/amazon-smile"
const missingRoute = "/fundraising"
let build: ReturnType<typeof buildCopy>
let shippedFacts: string[] = []
let own: ReturnType<typeof parishNames>
let fixtureSiteSource = ""

const publicFolder = path.join(site, "public")
const read = (file: string) => fs.readFileSync(path.join(publicFolder, file), "utf8")
/** Every file a visitor, a search engine or a calendar reads: pages (with their JSON-LD), feeds, sitemap, manifest. */
function publishedTextFiles(folder = publicFolder): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap(entry =>
      entry.isDirectory()
        ? publishedTextFiles(path.join(folder, entry.name))
        : /\.(html|ics|xml|json|webmanifest|txt|rss)$/.test(entry.name)
          ? [path.join(folder, entry.name)]
          : [],
    )
}

beforeAll(async () => {
  shippedFacts = parishFacts(await checkedParish(projectRoot))
  own = parishNames(await checkedParish(site))
  fixtureSiteSource = fs.readFileSync(path.join(site, "data/site/site.json"), "utf8")
  build = buildCopy(site, TEST_NOW)
}, 20 * 60_000)

afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

it("builds with no change outside data/", () => {
  expect({
    status: build.status,
    log: build.status === 0 ? "" : `${build.stdout}${build.stderr}`.slice(-4000),
  }).toEqual({ status: 0, log: "" })
})

it("names nothing of the shipped parish in any page, feed, sitemap, manifest or page data", () => {
  expect(shippedFacts.length).toBeGreaterThan(10)
  const files = publishedTextFiles()
  expect(files.map(file => path.basename(file))).toEqual(
    expect.arrayContaining(["index.html", "services.ics", "events.ics", "sitemap-index.xml", "manifest.webmanifest"]),
  )
  const found = files.flatMap(file => {
    return factsIn(fs.readFileSync(file, "utf8"), shippedFacts).map(
      fact => `${path.relative(publicFolder, file)}: ${fact}`,
    )
  })
  expect(found).toEqual([])
})

it("shows its own name on Home, its services on Services & Worship, its halls on Venues, its people on Who's Who", () => {
  const shown = (page: string, names: readonly (string | undefined)[]) =>
    names.map(name => ({ page, name, shown: name !== undefined && readableText(read(page)).includes(name) }))
  const expected = (page: string, names: readonly (string | undefined)[]) =>
    names.map(name => ({ page, name, shown: true }))
  const pages: [string, readonly (string | undefined)[]][] = [
    ["index.html", [own.title]],
    ["worship/index.html", own.services],
    ["venues/index.html", own.halls],
    ["whos-who/index.html", own.people],
  ]
  for (const [page, names] of pages) {
    expect(names.length).toBeGreaterThan(0)
    expect(shown(page, names)).toEqual(expected(page, names))
  }
})

it("links Home to its Instagram account", () => {
  const instagram = [...fixtureSiteSource.matchAll(/https:\/\/(?:www\.)?instagram\.com\/[^"\s]+/g)].map(
    match => match[0],
  )
  expect(instagram).not.toEqual([])
  const home = read("index.html")
  for (const account of instagram) expect(home).toContain(`href="${account}"`)
})

it("links nowhere to Twitter or X, which it does not use", () => {
  const twitterLinks = publishedTextFiles()
    .filter(file => file.endsWith(".html"))
    .filter(file => /href="https:\/\/(?:www\.)?(?:twitter|x)\.com\//.test(fs.readFileSync(file, "utf8")))
    .map(file => path.relative(publicFolder, file))
  expect(twitterLinks).toEqual([])
})

it("has no page for what it retired or never had, and sends the retired page's old address on", () => {
  const built = (route: string) => fs.existsSync(path.join(publicFolder, route, "index.html"))
  expect({ retired: built(retiredRoute), missing: built(missingRoute) }).toEqual({ retired: false, missing: false })
  expect(read("sitemap-0.xml")).not.toContain(`${retiredRoute}/<`)
  // The redirects as Netlify reads them, from public/_redirects ("from  to  301"), which the build writes.
  const redirects = read("_redirects")
    .split("\n")
    .map(line => line.trim().split(/\s+/))
    .filter(([from]) => from?.startsWith("/"))
    .map(([fromPath = ""]) => ({ fromPath }))
  expect(redirects.map(redirect => redirect.fromPath.replace(/\/$/, ""))).toContain(retiredRoute)
})
