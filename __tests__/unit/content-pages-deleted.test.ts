import fs from "node:fs"
import path from "node:path"
import { pageLinks } from "../../src/content/collections/menu"
import { sitePages } from "../../src/content/collections/pages"
import { copyOfContent, filesIn, problemLines, readJson, writeJson } from "../support/content-copy"

/**
 * A parish without one of the site's pages deletes its file; an old address is sent on by a redirect
 * (data/redirects/redirects.json). What the check says about the links left behind, and about the redirects.
 */

let root: string
beforeEach(() => {
  root = copyOfContent()
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const redirectsFile = "data/redirects/redirects.json"
const withRedirects = (redirects: { from: string; to: string }[]) => writeJson(root, redirectsFile, { redirects })

/**
 * A page the site may do without that the shipped menu links to, and no service's or activity's list of pages names
 * (that list says where it is shown, which no redirect mends): deleting it leaves links behind.
 */
function aDeletablePageTheMenuLinksTo() {
  const menuRoutes = new Set(pageLinks(readJson(root, "data/menu/menu.json")).map(([, to]) => to))
  const shownOn = new Set(
    [...filesIn(root, "services"), ...filesIn(root, "activities")].flatMap(
      file => readJson(root, file).pages as string[],
    ),
  )
  const [name, page] = Object.entries(sitePages).find(
    ([, candidate]) => !("required" in candidate) && menuRoutes.has(candidate.route) && !shownOn.has(candidate.route),
  )!
  return { file: `data/pages/${name}.md`, route: page.route }
}

describe("a page deleted with its file", () => {
  it("is not refused itself; each link left to it is, naming the file and field, and saying what to do", async () => {
    const { file, route } = aDeletablePageTheMenuLinksTo()
    fs.rmSync(path.join(root, file))
    const lines = await problemLines(root)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.filter(line => line.startsWith(file))).toEqual([])
    for (const line of lines) {
      expect(line).toMatch(/^data\/\S+ › \S+/)
      expect(line).toMatch(new RegExp(`${route},? (which )?is not a page of this site`))
      expect(line).toContain("if its page was deleted, remove this link")
      expect(line).toContain(`{"from": "${route}", "to": "/…"}`)
    }
    expect(lines.some(line => line.startsWith("data/menu/menu.json › "))).toBe(true)
  })

  it("leaves nothing to mend once a redirect sends its old address on", async () => {
    const { file, route } = aDeletablePageTheMenuLinksTo()
    fs.rmSync(path.join(root, file))
    withRedirects([{ from: route, to: "/" }])
    expect(await problemLines(root)).toEqual([])
  })

  it("cannot be one the site needs (Home, Contact, its thank-you page, the privacy policy, the not-found page)", () => {
    const required = Object.entries(sitePages)
      .filter(([, page]) => "required" in page)
      .map(([, page]) => page.route)
    expect(required.sort()).toEqual(["/", "/404", "/contact", "/contact/thank-you", "/privacy-policy"])
  })
})

describe("the redirects", () => {
  it("none is the seeded state, and passes", async () => {
    withRedirects([])
    expect(await problemLines(root)).toEqual([])
  })

  it("may send an old address to a page of the site or an outside https:// address", async () => {
    withRedirects([
      { from: "/giving-2019", to: sitePages.contact.route },
      { from: "/Old-Page.html", to: "https://www.example.org/somewhere" },
    ])
    expect(await problemLines(root)).toEqual([])
  })

  it("refuses one from a page the site has, which it would hide", async () => {
    withRedirects([{ from: sitePages.contact.route, to: "/" }])
    expect(await problemLines(root)).toEqual([
      `${redirectsFile} › redirects[0].from: ${sitePages.contact.route} is a page of this site, which a redirect would hide; remove this redirect, or delete the page's file first`,
    ])
  })

  it("refuses one to an address that is no page of the site, listing the pages", async () => {
    withRedirects([{ from: "/old-bells", to: "/bell-ringers" }])
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(
      new RegExp(`^${redirectsFile} › redirects\\[0\\]\\.to: /bell-ringers is not a page of this site; send it to`),
    )
    expect(line).toContain(sitePages.contact.route)
  })

  it("refuses the same old address twice, naming the first", async () => {
    withRedirects([
      { from: "/old-bells", to: "/" },
      { from: "/old-bells", to: sitePages.contact.route },
    ])
    expect(await problemLines(root)).toEqual([
      `${redirectsFile} › redirects[1].from: /old-bells is already sent on by redirects[0]; keep one of the two`,
    ])
  })

  it("refuses addresses of the wrong shape, saying what to write", async () => {
    withRedirects([{ from: "old-bells", to: "http://example.org" }])
    expect(await problemLines(root)).toEqual([
      `${redirectsFile} › redirects[0].from: must be an address on this site: "/" then its name, e.g. "/amazon-smile", got "old-bells"`,
      `${redirectsFile} › redirects[0].to: must be a page of this site, e.g. "/passive-giving", or a full web address starting with https://, got "http://example.org"`,
    ])
  })
})
