import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { wcagTags } from "./page-helpers"
import { panelItems, wording } from "./shipped-content"
import { select } from "../../src/dom-markers"

/** axe with the WCAG 2.2 AA rule sets, on the layout with its menus closed and open. */

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  // Enough to act on: rule, impact and the offending elements.
  return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map(node => node.target) }))
}

async function openHydrated(page: Page, route: string) {
  await page.goto(route)
  await expect(page.locator(`${select("desktopMenu")}[data-enhanced]`)).toBeAttached()
  await page.waitForLoadState("networkidle")
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const route of ["/", "/whos-who"]) {
    test(`${route}: no violations with the menus closed`, async ({ page }) => {
      await openHydrated(page, route)
      expect(await violations(page)).toEqual([])
    })
  }

  for (const label of panelItems.map(item => item.label)) {
    test(`no violations with ${label} open`, async ({ page }) => {
      await openHydrated(page, "/whos-who")
      const button = page
        .getByRole("navigation", { name: wording.pageTop.menuName })
        .getByRole("button", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      await button.click()
      await expect(button).toHaveAttribute("aria-expanded", "true")
      // Let the panel's short fade-in finish so colours are measured as shown.
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`)
      await panel.evaluate(element =>
        Promise.all(element.getAnimations({ subtree: true }).map(animation => animation.finished)),
      )
      expect(await violations(page)).toEqual([])
    })
  }
})

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("no violations with the Menu closed and open", async ({ page }) => {
    await openHydrated(page, "/")
    expect(await violations(page)).toEqual([])
    await page.getByRole("button", { name: wording.pageTop.menuButton }).click()
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
