import fs from "node:fs"
import path from "node:path"
import type { Route } from "@playwright/test"
import { islandScriptAttribute, scriptLoadTimeoutMs } from "../../plugins/gatsby-plugin-islands/browser"
import { standaloneSourceAttribute } from "../../plugins/gatsby-plugin-islands/standalone-loader"
import { domMarkers, select } from "../../src/dom-markers"
import { builtPagePaths, hasIsland } from "./built-pages"
import { expect, test } from "./fixtures"
import { pageWords, wording } from "./shipped-content"

/** The contact form's words (data/pages/contact.md). */
const formWords = pageWords.contact.form

/**
 * What runs React in the browser (plugins/gatsby-plugin-islands, issues 12 and 21): a page with an island (a
 * component that needs React in the browser) must name the island script, and every other page must carry none of
 * it; no page carries Gatsby's runtime. Every page runs the standalone script (menus, map and Twitter buttons), which
 * loads web-vitals once the page is idle and the island script when the visitor first reaches for an island.
 */
const publicDir = path.resolve(__dirname, "../../public")
const htmlOf = (route: string) =>
  fs.readFileSync(path.join(publicDir, route === "/" ? "" : route, "index.html"), "utf8")
const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(match => match[1]!)
/** The island script a page names: on the standalone script's tag, which loads it; any script tag of its own too. */
const islandScripts = (html: string) => [
  ...[...html.matchAll(new RegExp(`<script\\b[^>]*\\b${islandScriptAttribute}="([^"]+)"`, "g"))].map(
    match => match[1]!,
  ),
  ...scriptSources(html).filter(src => src.startsWith("/static/islands/")),
]

/** Gatsby's runtime in a page: its framework and app bundles, the webpack runtime, the page-path and chunk-map scripts. */
const frameworkScripts = (html: string) =>
  [
    ...scriptSources(html).filter(src => /^\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/.test(src)),
    ...[...html.matchAll(/<script\b[^>]*\bid="(gatsby-script-loader|gatsby-chunk-mapping)"/g)].map(match => match[1]!),
  ].sort()

test("a page names the island script exactly when it renders an island, and no page ships Gatsby's runtime", () => {
  const pages = builtPagePaths()
  const needing = pages.filter(route => hasIsland(htmlOf(route)))
  // The contact form is an island, so this cannot pass by both lists being empty.
  expect(needing.length).toBeGreaterThan(0)
  expect(pages.filter(route => islandScripts(htmlOf(route)).length > 0)).toEqual(needing)
  for (const route of needing) {
    expect(islandScripts(htmlOf(route)), route).toEqual([
      expect.stringMatching(/^\/static\/islands\/islands-[0-9a-f]{20}\.js$/),
    ])
  }
  expect(pages.filter(route => frameworkScripts(htmlOf(route)).length > 0)).toEqual([])
})

test("an island comes to life on its own: the contact form checks a message without Gatsby's runtime", async ({
  page,
  pageErrors,
}) => {
  const islandRoute = builtPagePaths().find(route => hasIsland(htmlOf(route)))!
  const requested: string[] = []
  const consoleErrors: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  page.on("console", message => {
    if (message.type() === "error") consoleErrors.push(message.text())
  })
  await page.goto(islandRoute)
  const form = page.locator(`${select(domMarkers.island)} form`)
  await page.waitForLoadState("networkidle")
  // React is not fetched with the page: a visitor who only wants the phone number never loads it, and the page is
  // never held up by it. The form works meanwhile as an ordinary form.
  expect(requested.filter(pathname => pathname.startsWith("/static/islands/"))).toEqual([])
  await expect(form).not.toHaveAttribute("novalidate")
  // Reaching for the form (here, moving into its first field) brings it to life: its own script takes over checking.
  await form.getByLabel(formWords.name).focus()
  await expect(form).toHaveAttribute("novalidate", "")
  expect(requested.filter(pathname => pathname.startsWith("/static/islands/"))).toHaveLength(1)
  // The island carries no style runtime: its look, errors included, is the page's critical CSS, so showing errors
  // writes no style rule in the browser.
  const styleRules = () =>
    page.evaluate(() => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0))
  const rulesFromThePage = await styleRules()
  const nameField = page.locator("[data-field]").filter({ has: page.getByLabel(formWords.name) })
  const bar = () => nameField.evaluate(field => getComputedStyle(field).borderLeftStyle)
  expect(await bar()).toBe("none")
  await page.getByRole("button", { name: formWords.send }).click()
  await expect(page.getByRole("alert")).toContainText(formWords.problem)
  expect(await styleRules()).toBe(rulesFromThePage)
  // GOV.UK's bar by the field in error is there all the same, in the error colour the message is written in.
  expect(await bar()).toBe("solid")
  const [barColour, messageColour] = await nameField.evaluate(field => [
    getComputedStyle(field).borderLeftColor,
    getComputedStyle(field.querySelector("[id$='-error']")!).color,
  ])
  expect(barColour).toBe(messageColour)
  await page.waitForLoadState("networkidle")
  expect(requested.filter(pathname => /page-data|\/(framework|app|webpack-runtime)-/.test(pathname))).toEqual([])
  expect(consoleErrors).toEqual([])
  expect(pageErrors).toEqual([])
})

test("an island script that has not come within 120 seconds is given up, does nothing if it comes, and is asked for again", async ({
  page,
  pageErrors,
}) => {
  const islandRoute = builtPagePaths().find(route => hasIsland(htmlOf(route)))!
  // The page's own clock, so the 120 seconds pass without the test waiting for them; the first request is held until
  // the test answers it.
  await page.clock.install()
  const held: Route[] = []
  await page.route("**/static/islands/**", route => (held.length === 0 ? void held.push(route) : route.continue()))
  await page.goto(islandRoute)
  const island = page.locator(select(domMarkers.island))
  const form = island.locator("form")
  /**
   * Whether React has taken the island's root: hydrateRoot marks it at once, before it renders (React's own mark; the
   * end of the test sees it on a live form, so a React that renamed it fails here rather than passing).
   */
  const hydrated = () =>
    island.evaluate(root => Object.keys(root).some(property => property.startsWith("__reactContainer")))
  await form.getByLabel(formWords.name).focus()
  await expect.poll(() => held.length).toBe(1)
  await page.evaluate(() => {
    const tag = document.querySelector('script[src^="/static/islands/"]')
    tag?.addEventListener("load", () => document.documentElement.setAttribute("data-late-copy-ran", ""))
  })
  await page.clock.runFor(scriptLoadTimeoutMs)
  // Given up: its tag is gone and the form is still the server's ordinary form.
  await expect(page.locator('script[src^="/static/islands/"]')).toHaveCount(0)
  await expect(form).not.toHaveAttribute("novalidate")
  // It comes after all: a browser runs it, and it leaves the island alone.
  await held[0]?.continue()
  await expect(page.locator("html")).toHaveAttribute("data-late-copy-ran")
  expect(await hydrated()).toBe(false)
  // The visitor comes back to the form: the script is asked for again (the browser has it by now), and this copy
  // brings the form to life.
  await form.hover()
  await expect(page.locator('script[src^="/static/islands/"]')).toHaveCount(1)
  await expect(form).toHaveAttribute("novalidate", "")
  expect(await hydrated()).toBe(true)
  expect(pageErrors).toEqual([])
})

test("every page, static or with an island, runs the one standalone script, from a hashed file", () => {
  for (const route of builtPagePaths()) {
    // Named by its loader, which puts the script's own tag in the page once the text has painted.
    const standalone = [
      ...htmlOf(route).matchAll(new RegExp(`<script\\b[^>]*\\s${standaloneSourceAttribute}="([^"]+)"`, "g")),
    ].map(match => match[1]!)
    expect(standalone, route).toHaveLength(1)
    expect(standalone[0], route).toMatch(/^\/static\/standalone\/standalone-[0-9a-f]{20}\.js$/)
  }
})

test("a static page asks for no page data and no framework code, and its menus still work", async ({
  page,
  pageErrors,
}) => {
  const staticRoute = builtPagePaths().find(route => !hasIsland(htmlOf(route)))!
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(staticRoute)
  await expect(page.locator(`${select(domMarkers.desktopMenu)}[data-enhanced]`)).toBeAttached()
  await page.waitForLoadState("networkidle")
  expect(requested.filter(pathname => /page-data|\/(framework|app|webpack-runtime)-/.test(pathname))).toEqual([])
  const community = page
    .getByRole("navigation", { name: wording.pageTop.menuName })
    .getByRole("button", { name: /^Community/ })
  await community.click()
  await expect(community).toHaveAttribute("aria-expanded", "true")
  expect(pageErrors).toEqual([])
})
