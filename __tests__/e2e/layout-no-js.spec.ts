import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

/**
 * With JavaScript off, every menu target must still be reachable and nothing
 * hidden: the desktop panels show while their item is hovered or holds focus,
 * and the phone Menu is a native <details> that opens without script.
 */
test.use({ javaScriptEnabled: false })

/** Every route the menus link to (spec §2). */
const menuRoutes = [
  "/",
  "/worship",
  "/news-and-events",
  "/notice-board",
  "/childrens-clubs",
  "/choir",
  "/serving-team",
  "/community-and-outreach",
  "/autumn-group",
  "/venues",
  "/amazon-smile",
  "/easyfundraising",
  "/passive-giving",
  "/whos-who",
  "/school-admissions",
  "/history",
  "/children",
  "/contact",
]

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" })

test.describe("desktop, without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the page and its frame show in full", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toContainText("informal formality")
    // gatsby-plugin-image's <noscript> picture is the one shown without JavaScript: loaded and opaque.
    const award = page.getByRole("contentinfo").getByRole("img", { name: /Eco Church/ })
    await expect
      .poll(() =>
        award.evaluateAll(
          images =>
            (images as HTMLImageElement[]).filter(
              image => image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === "1",
            ).length,
        ),
      )
      .toBe(1)
    // Every menu target is a real link in the HTML, not something a script builds.
    const hrefs = await mainNav(page)
      .locator("a")
      .evaluateAll(elements => elements.map(element => element.getAttribute("href")))
    for (const route of menuRoutes) expect(hrefs).toContain(route)
  })

  test("hovering a drop-down shows its links, and the pointer can move onto them", async ({ page }) => {
    await page.goto("/")
    const social = mainNav(page).getByRole("button", { name: /^Social/ })
    const panel = page.locator("#menu-panel-social")
    await expect(panel).toBeHidden()
    await social.hover()
    await expect(panel).toBeVisible()
    const choir = panel.getByRole("link", { name: "Read More about Choir" })
    await choir.hover()
    await expect(choir).toBeVisible()

    const church = mainNav(page).getByRole("button", { name: /^The Church/ })
    await church.hover()
    await expect(panel).toBeHidden()
    await page.locator("#menu-panel-the-church").getByRole("link", { name: "Who's Who" }).click()
    await expect(page).toHaveURL(/\/whos-who$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who's Who")
  })

  test("tabbing onto a drop-down shows its links, which Tab then reaches", async ({ page }) => {
    await page.goto("/")
    const worship = mainNav(page).getByRole("link", { name: /^Worship Times/ })
    await worship.focus()
    await page.keyboard.press("Tab")
    await expect(mainNav(page).getByRole("button", { name: /^Community/ })).toBeFocused()
    const panel = page.locator("#menu-panel-community")
    await expect(panel).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(panel.getByRole("link", { name: "News & Events" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(panel.getByRole("link", { name: "Community Notice Board" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(panel).toBeHidden()
    await expect(mainNav(page).getByRole("button", { name: /^Social/ })).toBeFocused()
  })
})

test.describe("phone, without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the Menu control opens and closes the list of 18 links", async ({ page }) => {
    await page.goto("/")
    const menu = mainNav(page).getByText("Menu", { exact: true })
    const list = page.locator("#phone-menu-list")
    await expect(list).toBeHidden()
    await menu.click()
    await expect(list).toBeVisible()
    await expect(list.getByRole("link")).toHaveCount(18)
    await list.getByRole("link", { name: "Who's Who?" }).click()
    await expect(page).toHaveURL(/\/whos-who$/)
    // Keyboard too: Enter on the focused control toggles it.
    await mainNav(page).getByText("Menu", { exact: true }).focus()
    await page.keyboard.press("Enter")
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("#phone-menu-list")).toBeHidden()
  })
})

test.describe("before the script arrives", () => {
  test.use({ javaScriptEnabled: true })

  /**
   * Holds back the site's scripts until `release()`, to act on the page as a slow connection would. The tiny
   * bootstrap scripts the build moved out of the HTML (/static/inline-scripts/) are part of the page itself.
   */
  async function holdScripts(page: Page) {
    let release!: () => void
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(/\.js$/, async route => {
      if (!route.request().url().includes("/static/inline-scripts/")) await released
      await route.continue()
    })
    return release
  }

  test("desktop: a panel tabbed into stays open, with focus kept, when the script takes over", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdScripts(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await mainNav(page)
      .getByRole("link", { name: /^Worship Times/ })
      .focus()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    const tile = page.locator("#menu-panel-community").getByRole("link", { name: "News & Events" })
    await expect(tile).toBeFocused()
    release()
    await expect(mainNav(page).locator("ul[data-enhanced]")).toBeAttached()
    await expect(mainNav(page).getByRole("button", { name: /^Community/ })).toHaveAttribute("aria-expanded", "true")
    await expect(tile).toBeFocused()
    expect(pageErrors).toEqual([])
  })

  test("phone: a list opened before the script arrives stays open, and Menu keeps focus", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const summary = mainNav(page).locator("summary")
    await summary.focus()
    await page.keyboard.press("Enter")
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    release()
    const button = mainNav(page).getByRole("button", { name: "Menu" })
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    await expect(button).toBeFocused()
    expect(pageErrors).toEqual([])
  })
})
