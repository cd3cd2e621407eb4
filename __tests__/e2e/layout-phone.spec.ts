import type { Page } from "@playwright/test"
import { borders } from "../../src/theme"
import { expect, test } from "./fixtures"
import { webFontsSettled } from "./page-helpers"
import { markdownSections } from "../../src/content/markdown"
import { groups, hrefOf, menu, newTabLinkName, pageWords, people, site, wording } from "./shipped-content"

/** The shared layout on a phone (390 px): the Menu button and its list (docs/requirements.md#layout). */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** The phone menu's links from menu.json, in order, with where each goes. */
const phoneLinks: [string, string][] = menu.phone.map(link => [link.label, hrefOf(link)])
const [firstLink, secondLink] = phoneLinks as [[string, string], [string, string]]
/** An outside link of the phone menu (opens in a new tab), if menu.json has one. */
const outsideLink = phoneLinks.find(([, href]) => !href.startsWith("/"))
/** A page of this site other than the home page. */
const otherPage = phoneLinks.find(([, href]) => href.startsWith("/") && href !== "/")!

async function openHydrated(page: Page, route: string) {
  await page.goto(route)
  await expect(page.locator("button[aria-controls=phone-menu-list]")).toBeAttached()
  // Its fonts settled too: they come in after the script has run, and would move a box by a fraction of a pixel.
  await webFontsSettled(page)
}

const menuButton = (page: Page) =>
  page
    .getByRole("navigation", { name: wording.pageTop.menuName })
    .getByRole("button", { name: wording.pageTop.menuButton })
const phoneList = (page: Page) => page.locator("#phone-menu-list")
const pixels = (length: string) => parseFloat(length)

test("the Menu button toggles the list of menu.json's phone links, in order", async ({ page, pageErrors }) => {
  await openHydrated(page, "/")
  // The desktop bar is not shown on a phone.
  await expect(
    page.getByRole("navigation", { name: wording.pageTop.menuName }).getByRole("button", { name: /^Community/ }),
  ).toBeHidden()
  const button = menuButton(page)
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(phoneList(page)).toBeHidden()

  await button.tap()
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await expect(phoneList(page)).toBeVisible()
  const links = phoneList(page).getByRole("link")
  // The outside link also tells screen-reader users that it opens a new tab.
  await expect(links).toHaveText(
    phoneLinks.map(([label, href]) => (href.startsWith("/") ? label : newTabLinkName(label))),
  )
  expect(await links.evaluateAll(elements => elements.map(element => element.getAttribute("href")))).toEqual(
    phoneLinks.map(([, href]) => href),
  )
  for (const link of await links.all()) {
    const box = await link.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
  }

  await button.tap()
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(phoneList(page)).toBeHidden()
  expect(pageErrors).toEqual([])
})

test("an outside link opens its site in a new tab", async ({ page }) => {
  test.skip(!outsideLink, "menu.json's phone menu has no outside link")
  const [label, href] = outsideLink!
  await openHydrated(page, "/")
  await menuButton(page).tap()
  const donate = phoneList(page).getByRole("link", { name: newTabLinkName(label) })
  await expect(donate).toHaveAttribute("href", href)
  await expect(donate).toHaveAttribute("target", "_blank")
  await expect(donate).toHaveAttribute("rel", /noopener/)
})

test("by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus to Menu", async ({ page }) => {
  await openHydrated(page, "/")
  const button = menuButton(page)
  await button.focus()
  await page.keyboard.press("Enter")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Tab")
  await expect(phoneList(page).getByRole("link", { name: firstLink[0], exact: true })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(phoneList(page).getByRole("link", { name: secondLink[0], exact: true })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(button).toBeFocused()
  await page.keyboard.press("Space")
  await expect(button).toHaveAttribute("aria-expanded", "true")
})

test("choosing a page closes the menu, opens the page at its top and marks it current", async ({ page }) => {
  await openHydrated(page, "/")
  // The list is closed, so its links are found by address rather than by role.
  await expect(phoneList(page).locator("a[href='/']")).toHaveAttribute("aria-current", "page")
  await menuButton(page).tap()
  await phoneList(page).getByRole("link", { name: otherPage[0], exact: true }).tap()
  await expect(page).toHaveURL(new RegExp(`${otherPage[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
  await expect(phoneList(page)).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(phoneList(page).locator(`a[href='${otherPage[1]}']`)).toHaveAttribute("aria-current", "page")
  await expect(phoneList(page).locator("a[href='/']")).not.toHaveAttribute("aria-current", /.*/)
})

test("the header's first row ends with the Menu button, no social icon; the footer has the social links", async ({
  page,
}) => {
  await openHydrated(page, "/")
  const banner = page.getByRole("banner")
  const title = banner.getByRole("link", { name: site.title })
  const button = menuButton(page)
  // One row: the button beside the site's name, at the row's right end, and nothing to its right.
  const [titleBox, buttonBox] = [(await title.boundingBox())!, (await button.boundingBox())!]
  expect(buttonBox.y).toBeLessThan(titleBox.y + titleBox.height)
  expect(buttonBox.y + buttonBox.height).toBeGreaterThan(titleBox.y)
  expect(buttonBox.x).toBeGreaterThan(titleBox.x + titleBox.width)
  const rightmost = await banner.evaluate(header =>
    Math.max(
      ...[...header.querySelectorAll("a, button, summary")]
        .filter(control => control.getClientRects().length > 0)
        .map(control => control.getBoundingClientRect().right),
    ),
  )
  expect(rightmost).toBeCloseTo(buttonBox.x + buttonBox.width, 0)
  for (const account of (site.social ?? []).filter(({ inHeader }) => inHeader)) {
    await expect(banner.getByRole("link", { name: newTabLinkName(account.name) })).toBeHidden()
  }
  const footer = page.getByRole("contentinfo")
  for (const link of menu.footer.importantInformation.links) {
    await expect(footer.getByRole("link", { name: link.label })).toBeVisible()
  }
  for (const account of site.social ?? []) {
    await expect(footer.getByRole("link", { name: newTabLinkName(account.name) })).toBeVisible()
  }
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test("the open list comes down from the header's foot, over the page, the Menu button where it was", async ({
  page,
}) => {
  await openHydrated(page, "/")
  const button = menuButton(page)
  const before = (await button.boundingBox())!
  const heading = page.getByRole("heading", { level: 1 })
  const headingBefore = (await heading.boundingBox())!
  await button.tap()
  await expect(phoneList(page)).toBeVisible()
  expect(await button.boundingBox()).toEqual(before)
  const header = (await page.getByRole("banner").boundingBox())!
  const list = (await phoneList(page).boundingBox())!
  // From the header's foot (over its purple rule, at most), across its width.
  const headerFoot = header.y + header.height
  expect(list.y).toBeLessThanOrEqual(headerFoot)
  expect(list.y).toBeGreaterThanOrEqual(headerFoot - pixels(borders.thick) - 1)
  expect(list.width).toBeCloseTo(header.width, 0)
  // The page under it has not moved.
  expect(await heading.boundingBox()).toEqual(headingBefore)
})

test.describe("group pages put their summary first", () => {
  for (const group of groups) {
    test(`${group.route}: "${group.panelHeading}" is on the first screen, before the long text, in reading order too`, async ({
      page,
    }) => {
      await page.goto(group.route)
      const aside = page.getByRole("complementary", { name: group.panelHeading })
      await expect(aside).toBeInViewport()
      // It starts on the first screen of a 390x844 phone (it used to start 1,117 to 2,356 px down).
      expect((await aside.boundingBox())!.y).toBeLessThan(844)
      // Before the text in the HTML as on the screen, so a screen reader meets it first as well.
      const textHeading = page.getByRole("main").locator("h2:not(aside *)").first()
      expect(
        await aside.evaluate(
          (element, heading) => !!(element.compareDocumentPosition(heading) & 4),
          await textHeading.elementHandle(),
        ),
      ).toBe(true)
      expect((await aside.boundingBox())!.y).toBeLessThan((await textHeading.boundingBox())!.y)
    })
  }
})

test.describe("long pages say what they hold at the top", () => {
  const children = pageWords.children
  const longPages = [
    { route: "/whos-who", parts: people.map(person => person.name) },
    {
      route: "/children",
      parts: [
        children.weekly.heading,
        children.extra.heading,
        ...markdownSections(children.body ?? "").map(s => s.title),
      ],
    },
  ]
  for (const longPage of longPages) {
    test(`${longPage.route}: "On this page" starts on the first screen and leads to each part`, async ({ page }) => {
      await page.goto(longPage.route)
      const links = page.getByRole("navigation", { name: wording.onThisPage }).getByRole("link")
      await expect(links).toHaveText(longPage.parts)
      await expect(links.first()).toBeInViewport()
      for (const link of await links.all()) {
        await expect(page.locator(`[id="${(await link.getAttribute("href"))!.slice(1)}"]`)).toContainText(
          (await link.textContent())!,
        )
      }
      // The last part, far down the page, comes into view.
      const last = links.last()
      await last.click()
      await expect(page.locator(`[id="${(await last.getAttribute("href"))!.slice(1)}"]`)).toBeInViewport()
    })
  }
})

test("the footer keeps short items side by side, so it stays short on a phone", async ({ page }) => {
  await openHydrated(page, "/")
  const footer = page.getByRole("contentinfo")
  // As the reader sees it: laid out once scrolled to (until then it holds an estimated height).
  await footer.scrollIntoViewIfNeeded()
  await expect
    .poll(() => footer.evaluate(element => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true)
  const box = async (locator: import("@playwright/test").Locator) => (await locator.boundingBox())!
  const important = await box(footer.getByRole("navigation", { name: menu.footer.importantInformation.heading }))
  const follow = await box(footer.getByRole("region", { name: wording.footer.followUs }))
  // Important Information and Follow us share a row, and so do the award and diocese logos.
  expect(Math.abs(important.y - follow.y)).toBeLessThanOrEqual(1)
  expect(follow.x).toBeGreaterThan(important.x + important.width - 1)
  const award = await box(footer.getByRole("link", { name: new RegExp(`^${menu.footer.ecoAward.imageAlt}`) }))
  const diocese = await box(footer.getByRole("link", { name: new RegExp(`^${menu.footer.dioceseLogo.imageAlt}`) }))
  expect(Math.abs(award.y - diocese.y)).toBeLessThanOrEqual(1)
  // The copyright line and Back to top share the last row.
  const backToTop = await box(footer.getByRole("link", { name: wording.footer.backToTop }))
  const copyright = await box(footer.getByText(/^©/))
  expect(backToTop.y + backToTop.height).toBeGreaterThan(copyright.y)
  expect(backToTop.y).toBeLessThan(copyright.y + copyright.height)
})

test("the footer fits one phone screen, every link in it is a 44 px target, and the mission opens in place", async ({
  page,
}) => {
  await page.goto("/")
  const footer = page.getByRole("contentinfo")
  // As the reader sees it: laid out once scrolled to (until then it holds an estimated height).
  await footer.scrollIntoViewIfNeeded()
  await expect
    .poll(() => footer.evaluate(element => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true)
  // One screen of a 390 × 844 phone, less the browser's own bars.
  expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(800)
  const links = footer.getByRole("link")
  expect(await links.count()).toBeGreaterThan(0)
  for (const link of await links.all()) {
    if (!(await link.isVisible())) continue
    expect((await link.boundingBox())!.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44 - 0.5)
  }
  // The mission statement is folded on a phone: its heading opens it, and every paragraph is then shown.
  const mission = footer.locator("summary", { hasText: menu.footer.mission.heading })
  expect((await mission.boundingBox())!.height).toBeGreaterThanOrEqual(44 - 0.5)
  await mission.tap()
  const opened = footer
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: menu.footer.mission.heading }) })
  for (const paragraph of menu.footer.mission.text) await expect(opened.getByText(paragraph)).toBeVisible()
})

test("Home shows no QR code on a phone, which could not scan its own screen; the sign-up link is there", async ({
  page,
}) => {
  await page.goto("/")
  const involved = page.getByRole("region", { name: pageWords.home.getInvolved.heading })
  await expect(involved.getByRole("img", { name: pageWords.home.getInvolved.qrCodeAlt })).toBeHidden()
  // The sign-up link: the QR code's own address (site.json's easyfundraisingUrl), in the text.
  await expect(involved.locator(`a[href="${site.easyfundraisingUrl}"]`).first()).toBeVisible()
})
