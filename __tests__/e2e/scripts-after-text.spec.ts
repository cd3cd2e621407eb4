import { domMarkers, select } from "../../src/dom-markers"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"

/**
 * Nothing but the page before its text (plugins/gatsby-plugin-islands/standalone-loader.ts): on a first visit every
 * page asks for its own script only once its text has painted, and the script still takes over the menus; arriving
 * from another page of the site, whose script is in the cache, it comes at once, so the cached web fonts can apply
 * before the first paint.
 */
const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))
const standaloneScript = 'script[src*="/static/standalone/"]'

test.use({ viewport: { width: 1280, height: 900 } })

test("on a first visit, every page asks for its script only after its text has painted, and its menus still work", async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000)
  const early: string[] = []
  for (const route of routes) {
    await page.goto(route)
    await expect(page.locator(`${select(domMarkers.desktopMenu)}[data-enhanced]`), route).toBeAttached()
    const [painted, requested] = await page.evaluate(selector => {
      const src = document.querySelector<HTMLScriptElement>(selector)?.src
      return [
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        performance.getEntriesByType("resource").find(entry => entry.name === src)?.startTime,
      ]
    }, standaloneScript)
    if (!(requested! > painted!))
      early.push(`${route}: script asked for at ${requested} ms, text painted at ${painted} ms`)
  }
  expect(early).toEqual([])
  expect(pageErrors).toEqual([])
})

test("arriving from another page of the site, the page's script is put in while the page is still being read", async ({
  page,
}) => {
  await page.addInitScript(selector => {
    document.addEventListener("DOMContentLoaded", () => {
      ;(window as unknown as { scriptBeforeParsed: boolean }).scriptBeforeParsed = !!document.querySelector(selector)
    })
  }, standaloneScript)
  await page.goto("/")
  await page
    .locator(`${select(domMarkers.desktopMenu)} a[href="/worship"]`)
    .first()
    .click()
  await expect(page).toHaveURL(/\/worship$/)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { scriptBeforeParsed?: boolean }).scriptBeforeParsed))
    .toBe(true)
})
