import fs from "node:fs"
import path from "node:path"
import { TEST_NOW } from "../../scripts/test-now"
import { entryJson } from "../../src/content/canonical-form"
import { pageLinks } from "../../src/content/collections/menu"
import { sitePages } from "../../src/content/collections/pages"
import { buildCopy, copyOfSite } from "../support/site-copy"

/**
 * The whole site built after an editor deleted a page as CONTENT.md says: its file gone, the menus' links to it taken
 * out, and its old address sent on to Home in data/redirects/redirects.json (the links left in other pages' text
 * then lead there). The page is not built, not in the sitemap nor any page's menu, and its redirect is in
 * public/_redirects. Left in public/ from "an earlier build": a download since deleted from static/ and the sizes of a
 * photo since deleted from data/, which the build takes out. About five minutes: a production build.
 */

const site = copyOfSite("parish-page-deleted-")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(site, file), "utf8")) as unknown
const publicFile = (file: string) => path.join(site, "public", file)
const read = (file: string) => fs.readFileSync(publicFile(file), "utf8")

/** A page the site may do without that the menu links to and no service's or activity's `pages` names. */
function aDeletablePage() {
  const menuRoutes = new Set(pageLinks(readJson("data/menu/menu.json")).map(([, to]) => to))
  const listed = (folder: string) =>
    fs
      .readdirSync(path.join(site, "data", folder))
      .filter(name => name.endsWith(".json"))
      .flatMap(name => (readJson(`data/${folder}/${name}`) as { pages: string[] }).pages)
  const shownOn = new Set([...listed("services"), ...listed("activities")])
  const [name, page] = Object.entries(sitePages).find(
    ([, candidate]) => !("required" in candidate) && menuRoutes.has(candidate.route) && !shownOn.has(candidate.route),
  )!
  return { file: `data/pages/${name}.md`, route: page.route }
}

/** The menu without its links to a page, as an editor takes them out. */
function withoutLinksTo(value: unknown, route: string): unknown {
  if (Array.isArray(value))
    return value
      .filter(item => !(typeof item === "object" && item !== null && (item as { to?: string }).to === route))
      .map(item => withoutLinksTo(item, route))
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutLinksTo(child, route)]))
}

const deleted = aDeletablePage()
const leftDownload = "files/withdrawn-leaflet.pdf"
const leftPhotoSizes = "static/0123456789abcdef0123456789abcdef/1a2b3c/withdrawn.avif"
let build: ReturnType<typeof buildCopy>

beforeAll(() => {
  fs.rmSync(path.join(site, deleted.file))
  fs.writeFileSync(
    path.join(site, "data/menu/menu.json"),
    `${JSON.stringify(withoutLinksTo(readJson("data/menu/menu.json"), deleted.route), null, 2)}\n`,
  )
  fs.writeFileSync(
    path.join(site, "data/redirects/redirects.json"),
    entryJson({ redirects: [{ from: deleted.route, to: "/" }] }),
  )
  for (const file of [leftDownload, leftPhotoSizes]) {
    fs.mkdirSync(path.dirname(publicFile(file)), { recursive: true })
    fs.writeFileSync(publicFile(file), "left from an earlier build")
  }
  build = buildCopy(site, TEST_NOW)
}, 20 * 60_000)

afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

it("builds", () => {
  expect({ status: build.status, log: build.status === 0 ? "" : `${build.stdout}\n${build.stderr}` }).toEqual({
    status: 0,
    log: "",
  })
})

it("makes no page at the deleted page's address", () => {
  expect(fs.existsSync(publicFile(`${deleted.route}/index.html`))).toBe(false)
  expect(fs.existsSync(publicFile(`${deleted.route}.html`))).toBe(false)
  expect(fs.existsSync(publicFile("index.html"))).toBe(true)
})

it("leaves it out of the sitemap", () => {
  const sitemap = read("sitemap-0.xml")
  expect(sitemap).toContain("<loc>")
  expect(sitemap).not.toContain(`${deleted.route}</loc>`)
})

it("leaves it out of every page's menus and footer; Home, its own text apart, links nowhere to it", () => {
  const href = new RegExp(`href="${deleted.route}(?:[?#"])`)
  const navigation = (html: string) => (html.match(/<(nav|footer)\b[\s\S]*?<\/\1>/g) ?? []).join("\n")
  for (const page of ["index.html", "contact/index.html", "privacy-policy/index.html"]) {
    expect(navigation(read(page))).toContain("<nav")
    expect(navigation(read(page))).not.toMatch(href)
  }
  // Home's own links (its Upcoming Events and their "See all events" when News & Events is the page deleted).
  const homeText = fs.readFileSync(path.join(site, "data/pages/home.md"), "utf8")
  if (!homeText.includes(`](${deleted.route}`)) expect(read("index.html")).not.toMatch(href)
})

it("sends its old address on in public/_redirects, as Netlify reads them", () => {
  expect(read("_redirects").split("\n")).toContain(`${deleted.route}  /  301`)
})

it("takes out of public/ a download deleted from static/ and the sizes of a photo deleted from data/", () => {
  expect(fs.existsSync(publicFile(leftDownload))).toBe(false)
  expect(fs.existsSync(publicFile(path.dirname(path.dirname(leftPhotoSizes))))).toBe(false)
})
