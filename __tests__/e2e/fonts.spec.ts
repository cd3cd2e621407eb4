import type { CDPSession, Page } from "@playwright/test"
import { fontFamilies } from "../../src/theme"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { select } from "../../src/dom-markers"

/**
 * One typeface per role on every load: a first visit draws headings in the heading face and text, bold
 * included, in the text face, however late the font files arrive (they used to stay in a fallback for that
 * page when they missed the first paint), and every file a page's CSS uses is preloaded with the HTML.
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))

test.use({ viewport: { width: 1280, height: 900 } })

/** The web font files the page's @font-face rules load (local() fallbacks left out), and those it preloads. */
const fontFiles = (page: Page) =>
  page.evaluate(() => {
    const used = [...document.styleSheets]
      .flatMap(sheet => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .flatMap(rule => [...rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g)].map(match => match[1]!))
      .map(url => new URL(url, location.href).pathname)
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      link => new URL(link.href).pathname,
    )
    return { used: [...new Set(used)].sort(), preloaded: [...new Set(preloaded)].sort() }
  })

test("every page preloads every font file its CSS uses", async ({ page }) => {
  test.setTimeout(120_000)
  for (const route of routes) {
    await page.goto(route)
    const { used, preloaded } = await fontFiles(page)
    expect(used.length, route).toBeGreaterThan(0)
    expect(preloaded, route).toEqual(used)
  }
})

/** The fonts the browser actually drew an element's text with (DevTools protocol), e.g. ["Source Serif 4 SemiBold"]. */
async function drawnWith(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  if (!nodeId) throw new Error(`nothing matches ${selector}`)
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  return fonts.map(font => font.familyName)
}

/** Text in each role that every page has: the h1, the menu bar's bold labels, the footer's bold labels, body text. */
const roles = [
  { role: "the page title", selector: "main h1", family: fontFamilies.heading },
  { role: "a bold menu label", selector: `${select("desktopMenu")} > li > a > span`, family: fontFamilies.body },
  { role: "a bold label in the footer", selector: "footer dt", family: fontFamilies.body },
  { role: "running text", selector: "footer p", family: fontFamilies.body },
]

test("on a first visit whose fonts arrive late, every role ends in its own face, on every page", async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  for (const route of routes) {
    // A fresh visitor each time (nothing cached), on a connection where the font files come well after the page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.route(
      url => url.hostname !== "127.0.0.1",
      request => request.abort("blockedbyclient"),
    )
    await context.route("**/*.woff2", async request => {
      await new Promise(resolve => setTimeout(resolve, 800))
      await request.continue()
    })
    const page = await context.newPage()
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    const cdp = await context.newCDPSession(page)
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    for (const { role, selector, family } of roles) {
      const fonts = await drawnWith(cdp, selector)
      if (!fonts.every(font => font.startsWith(family))) problems.push(`${route}: ${role} drawn in ${fonts.join(", ")}`)
    }
    await context.close()
  }
  expect(problems).toEqual([])
})
