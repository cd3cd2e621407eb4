import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { hrefOf, menu, type MenuItem, panelItems, panelLinks, readMoreLinkName, wording } from "./shipped-content"

/**
 * With JavaScript off, every menu target must still be reachable and nothing
 * hidden: the desktop panels show while their item is hovered or holds focus,
 * and the phone Menu is a native <details> that opens without script.
 */
test.use({ javaScriptEnabled: false })

/** Every page of this site the menus link to, from menu.json. */
const menuRoutes = [
  ...new Set(
    [...menu.items.flatMap(item => (item.to ? [item.to] : panelLinks(item))), ...menu.phone.map(hrefOf)].filter(href =>
      href.startsWith("/"),
    ),
  ),
]
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const mega = panelItems.find(item => item.columns)!
const megaLink = mega.columns!.flatMap(column => column.groups ?? [])[0]
const tileMenu = panelItems.find(item => item.tiles)!
const tilePage = tileMenu.tiles![0]!
/** The first drop-down of the menu bar, the item before it and the item after it. */
const firstPanelIndex = menu.items.findIndex(item => !item.to)
const [beforePanel, firstPanel, afterPanel] = [-1, 0, 1].map(step => menu.items[firstPanelIndex + step]!) as [
  MenuItem,
  MenuItem,
  MenuItem,
]
const otherPage = menu.phone.find(link => link.to && link.to !== "/")!

const mainNav = (page: Page) => page.getByRole("navigation", { name: wording.pageTop.menuName })
/** The menu bar's item of menu.json with this label (its link or button), and the panel it opens. */
const barEntry = (page: Page, label: string) =>
  mainNav(page)
    .locator("ul[data-desktop-menu] > li")
    .nth(menu.items.findIndex(item => item.label === label))
const barItem = (page: Page, label: string) => barEntry(page, label).locator(":scope > :is(a, button)")
const panelOf = async (page: Page, label: string) => barEntry(page, label).locator(":scope > [data-panel]")

test.describe("desktop, without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the page and its frame show in full", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    for (const paragraph of menu.footer.mission.text)
      await expect(page.getByRole("contentinfo")).toContainText(paragraph)
    // gatsby-plugin-image's <noscript> picture is the one shown without JavaScript: loaded and opaque.
    const award = page.getByRole("contentinfo").getByRole("img", { name: menu.footer.ecoAward.imageAlt })
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
    const panel = await panelOf(page, mega.label)
    await expect(panel).toBeHidden()
    await barItem(page, mega.label).hover()
    await expect(panel).toBeVisible()
    const inside = megaLink
      ? panel.getByRole("link", { name: readMoreLinkName(megaLink) })
      : panel.getByRole("link").first()
    await inside.hover()
    await expect(inside).toBeVisible()

    await barItem(page, tileMenu.label).hover()
    await expect(panel).toBeHidden()
    await (await panelOf(page, tileMenu.label)).getByRole("link", { name: tilePage.title }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tilePage.to)}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("tabbing onto a drop-down shows its links, which Tab then reaches", async ({ page }) => {
    await page.goto("/")
    await barItem(page, beforePanel.label).focus()
    await page.keyboard.press("Tab")
    await expect(barItem(page, firstPanel.label)).toBeFocused()
    const panel = await panelOf(page, firstPanel.label)
    await expect(panel).toBeVisible()
    for (const href of panelLinks(firstPanel)) {
      await page.keyboard.press("Tab")
      await expect(panel.locator(`a[href="${href}"]`)).toBeFocused()
    }
    await page.keyboard.press("Tab")
    await expect(panel).toBeHidden()
    await expect(barItem(page, afterPanel.label)).toBeFocused()
  })
})

test.describe("phone, without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the Menu control opens and closes the list of menu.json's phone links", async ({ page }) => {
    await page.goto("/")
    const menuControl = mainNav(page).getByText(wording.pageTop.menuButton, { exact: true })
    const list = page.locator("#phone-menu-list")
    await expect(list).toBeHidden()
    await menuControl.click()
    await expect(list).toBeVisible()
    await expect(list.getByRole("link")).toHaveCount(menu.phone.length)
    await list.getByRole("link", { name: otherPage.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(otherPage.to!)}$`))
    // Keyboard too: Enter on the focused control toggles it.
    await mainNav(page).getByText(wording.pageTop.menuButton, { exact: true }).focus()
    await page.keyboard.press("Enter")
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("#phone-menu-list")).toBeHidden()
  })

  test("at the foot of a long page, Back to top returns to the header and its Menu", async ({ page }) => {
    await page.goto("/")
    const backToTop = page.getByRole("contentinfo").getByRole("link", { name: wording.footer.backToTop })
    await backToTop.scrollIntoViewIfNeeded()
    await expect(page.getByRole("banner")).not.toBeInViewport()
    // By keyboard, as a reader without a mouse would: it is an ordinary link.
    await backToTop.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("banner")).toBeInViewport()
    await expect(mainNav(page).getByText(wording.pageTop.menuButton, { exact: true })).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
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
    await barItem(page, beforePanel.label).focus()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    const tile = (await panelOf(page, firstPanel.label)).locator(`a[href="${panelLinks(firstPanel)[0]}"]`)
    await expect(tile).toBeFocused()
    release()
    await expect(mainNav(page).locator("ul[data-enhanced]")).toBeAttached()
    await expect(barItem(page, firstPanel.label)).toHaveAttribute("aria-expanded", "true")
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
    const button = mainNav(page).getByRole("button", { name: wording.pageTop.menuButton })
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("#phone-menu-list")).toBeVisible()
    await expect(button).toBeFocused()
    expect(pageErrors).toEqual([])
  })
})
