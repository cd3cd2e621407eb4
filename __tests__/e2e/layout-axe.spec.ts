import { expect, test } from "./fixtures"
import { axeViolations, open } from "./page-helpers"
import { panelItems, wording } from "./shipped-content"

/**
 * axe with the WCAG 2.2 AA rule sets, on the layout with its menus open, and at a phone's width. Every page with its
 * menus closed at a computer's width is routes.spec.ts's axe pass.
 */

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const label of panelItems.map(item => item.label)) {
    test(`no violations with ${label} open`, async ({ page }) => {
      await open(page, "/whos-who")
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
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("no violations with the Menu closed and open", async ({ page }) => {
    await open(page, "/")
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("button", { name: wording.pageTop.menuButton }).click()
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
