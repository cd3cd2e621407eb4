import AxeBuilder from "@axe-core/playwright"
import type { CDPSession, Page } from "@playwright/test"
import { expect } from "./fixtures"
import { domMarkers, select } from "../../src/dom-markers"
import { fontFamilies } from "../../src/theme"
import { webFontsOutcome } from "../../src/standalone/web-fonts"

/** What the browser tests hold every page to: axe's rules for WCAG 2.2 AA. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The page's WCAG violations, by rule and element; an empty list is a pass. The one place the browser tests run axe:
 * every page as it opens (routes.spec.ts), and the states a visitor makes. `exclude`: a selector for what is not ours.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  const axe = new AxeBuilder({ page }).withTags(wcagTags)
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze()
  return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map(node => node.target) }))
}

/**
 * Once the page's script has settled its web fonts (src/standalone/web-fonts.ts): in use, or held back where swapping
 * them in would have moved text on screen, and the browser has the faces it uses. The fallbacks take the web fonts'
 * room, so a page's geometry is its own either way. `document.fonts.ready` alone resolves at once while the web fonts
 * are still off.
 */
export async function webFontsSettled(page: Page): Promise<string> {
  const style = page.locator(select(domMarkers.webFonts))
  await expect(style).toHaveAttribute(
    domMarkers.webFonts,
    new RegExp(`^(${Object.values(webFontsOutcome).join("|")})$`),
  )
  await page.evaluate(() => document.fonts.ready)
  return (await style.getAttribute(domMarkers.webFonts)) ?? ""
}

/**
 * The web fonts in use whatever the page made of them: turned on where they were held back (their style element), and
 * every face loaded. For measuring the faces themselves, not for what a visitor gets.
 */
export async function allWebFontsOn(page: Page) {
  await webFontsSettled(page)
  await page.locator(select(domMarkers.webFonts)).evaluate((style: HTMLStyleElement) => {
    style.media = "all"
  })
  await page.evaluate(async (families: string[]) => {
    const webFaces = [...document.fonts].filter(face => families.includes(face.family.replace(/"/g, "")))
    await Promise.all(webFaces.map(face => face.load()))
  }, Object.values(fontFamilies))
}

declare global {
  interface Window {
    /** How far each layout shift moved something up or down, in px, since the page opened (recordLinesMoved). */
    linesMoved?: number[]
  }
}

/**
 * From the next page the tab opens on, records in `window.linesMoved` each layout shift after the first contentful
 * paint that moved something up or down: a line the reader is reading. (A fallback's width is within a fraction of a
 * percent of its web font's, so the fonts can move a word sideways by a pixel or two within its line: not recorded.
 * Nor are frames drawn before the first contentful paint, while the HTML is still being read: on a short page the
 * footer can grow there as the rest of it comes.)
 */
export async function recordLinesMoved(page: Page) {
  await page.addInitScript(() => {
    const moved: number[] = (window.linesMoved = [])
    const painted = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: LayoutShiftSource[] })[])
        for (const { previousRect, currentRect } of entry.startTime < painted() ? [] : (entry.sources ?? []))
          if (Math.abs(currentRect.y - previousRect.y) >= 1) moved.push(Math.round(currentRect.y - previousRect.y))
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** A layout shift's source (TypeScript's DOM types do not have the Layout Instability API). */
interface LayoutShiftSource {
  previousRect: DOMRectReadOnly
  currentRect: DOMRectReadOnly
}

/** Opens a route, checks it answered 200 and waits for the page's script to run, so client-side errors would have surfaced. */
export async function open(page: Page, route: string) {
  const response = await page.goto(route)
  expect(response?.status(), route).toBe(200)
  await expect(page.locator(`${select(domMarkers.desktopMenu)}[data-enhanced]`)).toBeAttached()
  await page.waitForLoadState("networkidle")
}

export const main = (page: Page) => page.getByRole("main")

/**
 * The Content-Security-Policy violations the page reports from now on (the browser's console line, and the
 * `securitypolicyviolation` event for those it does not print), collected in the returned list.
 */
export async function collectPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on("console", message => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

/** A DevTools protocol session on the page that can say which fonts drew a node (Chromium only). */
export async function fontsProtocol(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  return cdp
}

/** The fonts the browser actually drew an element's text with (DevTools protocol), e.g. ["Source Serif 4 SemiBold"]. */
export async function drawnWith(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  if (!nodeId) throw new Error(`nothing matches ${selector}`)
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  return fonts.map(font => font.familyName)
}
