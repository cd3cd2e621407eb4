import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"
import { domMarkers, select } from "../../src/dom-markers"

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
 * Once the page's script has turned its web fonts on (after the first paint: src/standalone/web-fonts.ts) and the
 * browser has them: a page's geometry measured in its own faces. `document.fonts.ready` alone resolves at once while
 * the web fonts are still off.
 */
export async function webFontsLoaded(page: Page) {
  await expect(page.locator(select(domMarkers.webFonts))).toHaveAttribute("media", "all")
  await page.evaluate(() => document.fonts.ready)
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
