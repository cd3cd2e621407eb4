import fs from "node:fs"
import path from "node:path"
import { hydratedPages, needsReact } from "../../src/hydrated-pages"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"

/**
 * Which pages ship the framework (src/hydrated-pages.ts, issue 12): a page with
 * a component that needs React in the browser must carry React and Gatsby's
 * runtime, and every other page must carry none of it, only the standalone
 * script (menus, map and Twitter buttons, web-vitals).
 */
const publicDir = path.resolve(__dirname, "../../public")
const htmlOf = (route: string) =>
  fs.readFileSync(path.join(publicDir, route === "/" ? "" : route, "index.html"), "utf8")
const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(match => match[1]!)

/** Gatsby's runtime in a page: its framework and app bundles, the webpack runtime, the page-path and chunk-map scripts. */
const frameworkScripts = (html: string) =>
  [
    ...scriptSources(html).filter(src => /^\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/.test(src)),
    ...[...html.matchAll(/<script\b[^>]*\bid="(gatsby-script-loader|gatsby-chunk-mapping)"/g)].map(match => match[1]!),
  ].sort()
const marker = Object.keys(needsReact)[0]!

test("a page ships React and Gatsby's runtime exactly when it renders a component that needs them", () => {
  const pages = builtPagePaths()
  const shipping = pages.filter(route => frameworkScripts(htmlOf(route)).length > 0)
  const needing = pages.filter(route => htmlOf(route).includes(`${marker}=""`))
  // The contact form needs React, so this cannot pass by both lists being empty.
  expect(needing.length).toBeGreaterThan(0)
  expect(shipping).toEqual(needing)
  expect([...hydratedPages].sort()).toEqual(needing)
  for (const route of shipping) {
    const found = frameworkScripts(htmlOf(route)).join(" ")
    for (const part of ["/app-", "/framework-", "/webpack-runtime-", "gatsby-script-loader", "gatsby-chunk-mapping"]) {
      expect(found, route).toContain(part)
    }
  }
})

test("every page, static or hydrated, runs the one standalone script, from a hashed file", () => {
  for (const route of builtPagePaths()) {
    const standalone = scriptSources(htmlOf(route)).filter(src => src.startsWith("/static/standalone/"))
    expect(standalone, route).toHaveLength(1)
    expect(standalone[0], route).toMatch(/^\/static\/standalone\/standalone-[0-9a-f]{20}\.js$/)
  }
})

test("a static page asks for no page data and no framework code, and its menus still work", async ({
  page,
  pageErrors,
}) => {
  const staticRoute = builtPagePaths().find(route => !hydratedPages.includes(route))!
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(staticRoute)
  await expect(page.locator("nav[aria-label=Main] ul[data-enhanced]")).toBeAttached()
  await page.waitForLoadState("networkidle")
  expect(requested.filter(pathname => /page-data|\/(framework|app|webpack-runtime)-/.test(pathname))).toEqual([])
  const community = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Community/ })
  await community.click()
  await expect(community).toHaveAttribute("aria-expanded", "true")
  expect(pageErrors).toEqual([])
})
