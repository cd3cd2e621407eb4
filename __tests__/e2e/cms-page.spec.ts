import fs from "node:fs"
import path from "node:path"
import { siteHeaderRules } from "../../gatsby/content-security-policy"
import { siteWideHeaders } from "../../gatsby/netlify-headers"
import { htmlFilesUnder } from "../../gatsby/html-files"
import { expect, test } from "./fixtures"

/**
 * /admin, the editors' CMS, as the built site serves it: its own Content-Security-Policy (not added to the site's,
 * not loosening it), never indexed, not in the sitemap, and nothing of it on any other page.
 */
const publicDir = path.resolve(__dirname, "../../public")
const sitePolicy = siteWideHeaders(siteHeaderRules(path.resolve(__dirname, "../..")))["Content-Security-Policy"]

test("/admin has one policy of its own that lets Decap run; the site's pages keep theirs", async ({ request }) => {
  const admin = await request.get("/admin/")
  expect(admin.status()).toBe(200)
  const policy = admin.headers()["content-security-policy"] ?? ""
  // One policy (a comma would start a second one, which the browser would enforce as well).
  expect(policy).not.toContain(",")
  expect(policy).not.toBe(sitePolicy)
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
  expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toContain("unsafe-inline")
  expect(admin.headers()["x-robots-tag"]).toContain("noindex")
  expect(await admin.text()).toMatch(/<meta name="robots" content="noindex/)

  const home = await request.get("/")
  expect(home.headers()["content-security-policy"]).toBe(sitePolicy)
})

test("no other page loads the CMS, and the sitemap leaves /admin out", async ({ request }) => {
  const pages = htmlFilesUnder(publicDir)
  expect(pages.length).toBeGreaterThan(1)
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    expect({ file, cms: /\/admin\/|decap/i.test(html) }).toEqual({ file, cms: false })
  }
  const sitemapFiles = fs.readdirSync(publicDir).filter(name => /^sitemap.*\.xml$/.test(name))
  expect(sitemapFiles.length).toBeGreaterThan(0)
  for (const name of sitemapFiles) {
    expect((await request.get(`/${name}`).then(response => response.text())).includes("/admin")).toBe(false)
  }
})

for (const width of [1280, 390]) {
  test(`/admin opens at ${width} px with no policy violation and no page error`, async ({ page, pageErrors }) => {
    const violations: string[] = []
    page.on("console", message => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.setViewportSize({ width, height: 900 })
    await page.goto("/admin/")
    await expect(page.getByRole("button", { name: /Login/ })).toBeVisible()
    expect(violations).toEqual([])
    expect(pageErrors).toEqual([])
  })
}
