import path from "node:path"
import { siteHeaderRules } from "../../gatsby/content-security-policy"
import { ruleMatches } from "../../gatsby/netlify-headers"
import { domMarkers, select } from "../../src/dom-markers"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { collectPolicyViolations } from "./page-helpers"

/**
 * The built site served with exactly netlify.toml's headers and the build's policy (the preview server applies them): every page loads
 * with the security headers and no Content-Security-Policy violation, and its
 * scripts (the standalone script everywhere, React in islands) still run under the policy.
 */
const pages = builtPagePaths()
const rules = siteHeaderRules(path.resolve(__dirname, "../.."))

test("the built site has pages to check", () => {
  expect(pages).toContain("/")
  expect(pages.length).toBeGreaterThan(1)
})

test("no header is set by two rules that can match the same file", () => {
  // Netlify's merging of one header from overlapping rules is not something to rely on.
  const everywhere = rules.filter(rule => rule.for === "/*")
  const others = rules.filter(rule => rule.for !== "/*")
  const namesEverywhere = everywhere.flatMap(rule => Object.keys(rule.values))
  expect(new Set(namesEverywhere).size).toBe(namesEverywhere.length)
  for (const rule of others) {
    for (const name of Object.keys(rule.values)) expect(namesEverywhere).not.toContain(name)
  }
  expect(others.some(rule => ruleMatches(rule, "/static/standalone/abc.js"))).toBe(true)
})

test("the policy allows no inline scripts and no framing", async ({ request }) => {
  const response = await request.get("/")
  const headers = response.headers()
  const csp = headers["content-security-policy"] ?? ""
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ""
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc).not.toContain("unsafe-inline")
  expect(scriptSrc).not.toContain("unsafe-eval")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toContain("camera=()")
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
})

test("hashed assets are cached for a year, page data never", async ({ page, request }) => {
  const scripts: string[] = []
  page.on("response", response => {
    if (response.url().endsWith(".js")) scripts.push(response.url())
  })
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of scripts) {
    expect((await request.head(url)).headers()["cache-control"], url).toBe("public, max-age=31536000, immutable")
  }
  const pageData = await request.get("/page-data/index/page-data.json")
  expect(pageData.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
})

for (const pagePath of pages) {
  test(`${pagePath} loads under the policy with no violation`, async ({ page, pageErrors }) => {
    const violations = await collectPolicyViolations(page)
    const response = await page.goto(pagePath)
    expect(response?.status()).toBe(200)
    expect(response?.headers()["content-security-policy"]).toBeTruthy()
    await page.waitForLoadState("networkidle")
    // The page's scripts ran: the standalone script took over the menus, and an island's script, loaded as the
    // visitor reaches for the island, hydrated it (the contact form then does its own checking).
    await expect(page.locator(`${select(domMarkers.desktopMenu)}[data-enhanced]`)).toBeAttached()
    const islandForms = page.locator(`${select(domMarkers.island)} form`)
    for (const form of await islandForms.all()) {
      await form.hover()
      await expect(form).toHaveAttribute("novalidate", "")
    }
    expect(violations).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

test("following a link loads the next page under the policy, and its script runs", async ({ page, pageErrors }) => {
  const violations: string[] = []
  page.on("console", message => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto("/")
  // The first visible link in the page's content to another page of the site.
  const link = page.locator('main a[href^="/"]:not([href$=".pdf"]):not([href$=".ics"]):visible').first()
  const target = (await link.getAttribute("href"))!
  // A link may lead to a part of a page ("/worship#your-first-visit"): the page is what must exist.
  expect(pages).toContain(target.split("#")[0])
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(`${select(domMarkers.desktopMenu)}[data-enhanced]`)).toBeAttached()
  expect(violations).toEqual([])
  expect(pageErrors).toEqual([])
})
