import fs from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures"

/** The shared layout at desktop width (spec §2): header, menus, footer, page frame. */
test.use({ viewport: { width: 1280, height: 800 } })

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site/site.json"), "utf8"))

/** Opens a page and waits until the standalone script has taken over the menus (before that they work by CSS alone). */
async function openHydrated(page: Page, route: string) {
  await page.goto(route)
  await expect(page.locator("nav[aria-label=Main] ul[data-enhanced]")).toBeAttached()
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" })
const menuButton = (page: Page, label: string) =>
  mainNav(page).getByRole("button", { name: new RegExp(`^${label}\\b`) })
const panelOf = async (page: Page, button: Locator) => page.locator(`#${await button.getAttribute("aria-controls")}`)
const hrefs = (links: Locator) => links.evaluateAll(elements => elements.map(element => element.getAttribute("href")))

/** Presses Tab until focus leaves `container`, returning the href of each link focused inside it. */
async function tabThrough(page: Page, container: Locator): Promise<string[]> {
  const visited: string[] = []
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press("Tab")
    const inside = await container.evaluate(element => element.contains(document.activeElement))
    if (!inside) return visited
    visited.push(await page.evaluate(() => document.activeElement?.getAttribute("href") ?? "(not a link)"))
  }
  throw new Error("focus never left the panel")
}

/** What each drop-down and mega menu holds, in tab order (spec §2). */
const menus = [
  { label: "Community", links: ["/news-and-events", "/notice-board"] },
  {
    label: "Social",
    links: ["/childrens-clubs", "/choir", "/serving-team", "/community-and-outreach", "/autumn-group"],
  },
  { label: "Donations", links: [site.donationUrl, "/amazon-smile", "/easyfundraising", "/passive-giving"] },
  { label: "The Church", links: ["/whos-who", "/school-admissions", "/history"] },
]

test.describe("the desktop header", () => {
  test("has the branding link and the nine menu items in the spec's order, with their sub-labels", async ({
    page,
    pageErrors,
  }) => {
    await openHydrated(page, "/")
    const banner = page.getByRole("banner")
    await expect(banner.getByRole("link", { name: "St Michael and All Angels, Ashgrove" })).toHaveAttribute("href", "/")
    const items = mainNav(page).locator("ul[data-enhanced] > li > :is(a, button)")
    await expect(items).toHaveText([
      /^Home\s*Welcome$/,
      /^Worship Times\s*Services & Prayer$/,
      /^Community\s*News & Events$/,
      /^Social\s*Groups & Clubs$/,
      /^Venues\s*Hall hire$/,
      /^Donations\s*How to help$/,
      /^The Church\s*About Us$/,
      /^Children\s*Fun for Kids$/,
      /^Contact\s*Get in touch$/,
    ])
    const plainLinks = mainNav(page).locator("ul[data-enhanced] > li > a")
    expect(await hrefs(plainLinks)).toEqual(["/", "/worship", "/venues", "/children", "/contact"])
    // The four others are disclosure buttons (APG disclosure navigation), not role=menu.
    await expect(mainNav(page).locator("ul[data-enhanced] > li > button[aria-expanded=false]")).toHaveCount(4)
    await expect(page.locator("[role=menu], [role=menuitem]")).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test("has Facebook and Twitter icon links that open in a new tab and have spoken names", async ({ page }) => {
    await openHydrated(page, "/")
    const banner = page.getByRole("banner")
    for (const [name, href] of [
      ["Facebook", site.social.facebook],
      ["Twitter", site.social.twitter],
    ]) {
      const link = banner.getByRole("link", { name: `${name} (opens in a new tab)` })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /noopener/)
    }
  })
})

test.describe("drop-downs and mega menus by mouse", () => {
  for (const menu of menus) {
    test(`${menu.label}: a click opens it with all its links, a second click closes it`, async ({
      page,
      pageErrors,
    }) => {
      await openHydrated(page, "/")
      const button = menuButton(page, menu.label)
      const panel = await panelOf(page, button)
      await expect(panel).toBeHidden()
      await button.click()
      await expect(button).toHaveAttribute("aria-expanded", "true")
      await expect(panel).toBeVisible()
      const links = panel.getByRole("link")
      expect(await hrefs(links)).toEqual(menu.links)
      for (const link of await links.all()) await expect(link).toBeVisible()
      await button.click()
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(panel).toBeHidden()
      expect(pageErrors).toEqual([])
    })
  }

  test("a panel fades in, but not for readers who ask for reduced motion", async ({ page }) => {
    await openHydrated(page, "/")
    const button = menuButton(page, "Social")
    await button.click()
    const panel = await panelOf(page, button)
    const animation = () => panel.evaluate(element => getComputedStyle(element).animationName)
    expect(await animation()).not.toBe("none")
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await animation()).toBe("none")
  })

  test("only one is open at a time, and a click outside closes it", async ({ page }) => {
    await openHydrated(page, "/")
    const community = menuButton(page, "Community")
    const social = menuButton(page, "Social")
    await community.click()
    await social.click()
    await expect(social).toHaveAttribute("aria-expanded", "true")
    await expect(community).toHaveAttribute("aria-expanded", "false")
    await expect(await panelOf(page, community)).toBeHidden()
    // A click on the white header strip, which the open panel does not cover.
    await page.mouse.click(800, 36)
    await expect(social).toHaveAttribute("aria-expanded", "false")
    await expect(await panelOf(page, social)).toBeHidden()
  })

  test("hovering shows nothing: panels open only when asked, so nothing pops up over the page", async ({ page }) => {
    await openHydrated(page, "/")
    const social = menuButton(page, "Social")
    await social.hover()
    await page.waitForTimeout(300)
    await expect(await panelOf(page, social)).toBeHidden()
    await expect(social).toHaveAttribute("aria-expanded", "false")
  })

  test("following a link closes the menu, opens the page at its top and focuses its heading", async ({ page }) => {
    await openHydrated(page, "/")
    const church = menuButton(page, "The Church")
    await church.click()
    await (await panelOf(page, church)).getByRole("link", { name: "Who's Who" }).click()
    await expect(page).toHaveURL(/\/whos-who$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who's Who")
    await expect(church).toHaveAttribute("aria-expanded", "false")
    await expect(await panelOf(page, church)).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  })
})

test.describe("drop-downs and mega menus by keyboard", () => {
  for (const menu of menus) {
    test(`${menu.label}: Enter opens it, Tab reaches every link, Escape closes it and returns focus`, async ({
      page,
      pageErrors,
    }) => {
      await openHydrated(page, "/")
      const button = menuButton(page, menu.label)
      const panel = await panelOf(page, button)
      // Reach the button with Tab from the item before it.
      await button.evaluate(element =>
        (element.parentElement?.previousElementSibling?.firstElementChild as HTMLElement).focus(),
      )
      await page.keyboard.press("Tab")
      await expect(button).toBeFocused()

      await page.keyboard.press("Enter")
      await expect(button).toHaveAttribute("aria-expanded", "true")
      await expect(panel).toBeVisible()
      // Tab goes through every link of the panel in order; tabbing out of it closes it.
      expect(await tabThrough(page, panel)).toEqual(menu.links)
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(panel).toBeHidden()

      // Space opens it too; Escape from inside the panel closes it and puts focus back on the button.
      await button.focus()
      await page.keyboard.press("Space")
      await expect(button).toHaveAttribute("aria-expanded", "true")
      await page.keyboard.press("Tab")
      await expect(panel.getByRole("link").first()).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(panel).toBeHidden()
      await expect(button).toBeFocused()

      // Enter on the open button closes it again.
      await page.keyboard.press("Enter")
      await expect(button).toHaveAttribute("aria-expanded", "true")
      await page.keyboard.press("Enter")
      await expect(button).toHaveAttribute("aria-expanded", "false")
      expect(pageErrors).toEqual([])
    })
  }

  test("Shift+Tab out of an open menu closes it", async ({ page }) => {
    await openHydrated(page, "/")
    const community = menuButton(page, "Community")
    await community.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Shift+Tab")
    await expect(mainNav(page).getByRole("link", { name: /^Worship Times/ })).toBeFocused()
    await expect(community).toHaveAttribute("aria-expanded", "false")
  })

  test("following a menu link with the keyboard puts focus on the new page's heading", async ({ page }) => {
    await openHydrated(page, "/whos-who")
    const home = mainNav(page).getByRole("link", { name: /^Home/ })
    await home.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  })
})

test.describe("the mega menus' contents", () => {
  /** The size an image is shown at, and the widths its srcset offers. */
  const imageSizes = (image: Locator) =>
    image.evaluate((element: HTMLImageElement) => ({
      shown: [element.getBoundingClientRect().width, element.getBoundingClientRect().height],
      offered: (element.getAttribute("srcset") ?? "").split(",").map(candidate => candidate.trim().split(/\s+/)[1]),
    }))

  test("Social: the Children's Clubs blurb and 500x250 tile, and the other groups with 76x64 thumbnails and Read More links", async ({
    page,
  }) => {
    await openHydrated(page, "/")
    const button = menuButton(page, "Social")
    await button.click()
    const panel = await panelOf(page, button)
    await expect(panel).toContainText("Children's Clubs")
    for (const club of ["Pebbles", "Rocks", "Boulders", "Cornerstones"]) await expect(panel).toContainText(club)
    const tile = panel.getByRole("link", { name: "Sunday Clubs & Children's Groups" })
    await expect(tile).toHaveAttribute("href", "/childrens-clubs")
    expect(await imageSizes(tile.locator("img[data-main-image]"))).toEqual({
      shown: [500, 250],
      offered: ["500w", "1000w"],
    })

    const groups = panel.getByRole("list", { name: "Other Groups" }).getByRole("listitem")
    await expect(groups).toHaveCount(4)
    await expect(groups.first()).toContainText("Help us enrich our Sunday service by making a joyful noise")
    await expect(groups.nth(1)).toContainText("school year 3 and over")
    await expect(groups.nth(2)).toContainText(/social events and fundraising/i)
    await expect(groups.nth(3)).toContainText("over 60's: lunches, afternoon tea, outings and theatre trips")
    for (const [index, name] of ["Choir", "The Serving Team", "Community & Outreach", "Autumn Group"].entries()) {
      const group = groups.nth(index)
      // "Read More" is what shows; the spoken name says which group.
      const readMore = group.getByRole("link", { name: `Read More about ${name}` })
      await expect(readMore).toHaveText(/^Read More/)
      expect(await imageSizes(group.locator("img[data-main-image]"))).toEqual({
        shown: [76, 64],
        offered: ["76w", "152w"],
      })
    }
  })

  test("Donations: a direct donation link in a new tab, and 100x34 passive-giving logos", async ({ page }) => {
    await openHydrated(page, "/")
    const button = menuButton(page, "Donations")
    await button.click()
    const panel = await panelOf(page, button)
    await expect(panel).toContainText("Direct Donations")
    await expect(panel).toContainText(/one-off or regular/)
    const donate = panel.getByRole("link", { name: "Make a Donation (opens in a new tab)" })
    await expect(donate).toHaveAttribute("href", site.donationUrl)
    await expect(donate).toHaveAttribute("target", "_blank")
    await expect(panel).toContainText("Passive Giving")
    await expect(panel).toContainText(/no extra cost/)
    const logos = panel.getByRole("list", { name: "Passive Giving" }).getByRole("link")
    expect(await hrefs(logos)).toEqual(["/amazon-smile", "/easyfundraising", "/passive-giving"])
    for (const logo of await logos.all()) {
      expect(await imageSizes(logo.locator("img[data-main-image]"))).toEqual({
        shown: [100, 34],
        offered: ["100w", "200w"],
      })
    }
  })

  test("drop-down tiles are 256x192 with a 2x file, and each names its page", async ({ page }) => {
    await openHydrated(page, "/")
    for (const [label, names] of [
      ["Community", ["News & Events", "Community Notice Board"]],
      ["The Church", ["Who's Who", "School Admissions", "History"]],
    ] as const) {
      const button = menuButton(page, label)
      await button.click()
      const tiles = (await panelOf(page, button)).getByRole("link")
      await expect(tiles).toHaveText([...names])
      for (const tile of await tiles.all()) {
        expect(await imageSizes(tile.locator("img[data-main-image]"))).toEqual({
          shown: [256, 192],
          offered: ["256w", "512w"],
        })
      }
      await button.click()
    }
  })
})

test.describe("the current page", () => {
  const current = (page: Page) => mainNav(page).locator("[aria-current]")

  test("on / only Home is current", async ({ page }) => {
    await openHydrated(page, "/")
    const home = mainNav(page).getByRole("link", { name: /^Home/ })
    await expect(home).toHaveAttribute("aria-current", "page")
    // Two: the desktop item and the phone menu's Welcome (hidden at this width).
    expect(await current(page).evaluateAll(elements => elements.map(element => element.textContent))).toEqual([
      "Home Welcome",
      "Welcome",
    ])
  })

  test("on /whos-who the tile is the current page, The Church holds it, and Home is not current", async ({ page }) => {
    await openHydrated(page, "/whos-who")
    await expect(mainNav(page).getByRole("link", { name: /^Home/ })).not.toHaveAttribute("aria-current", /.*/)
    const church = menuButton(page, "The Church")
    await expect(church).toHaveAttribute("aria-current", "true")
    await church.click()
    await expect((await panelOf(page, church)).getByRole("link", { name: "Who's Who" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    for (const label of ["Community", "Social", "Donations"]) {
      await expect(menuButton(page, label)).not.toHaveAttribute("aria-current", /.*/)
    }
    // The highlight is visible, not only announced: the current item's background differs from the others'.
    const background = (locator: Locator) => locator.evaluate(element => getComputedStyle(element).backgroundColor)
    await church.click()
    expect(await background(church)).not.toEqual(await background(menuButton(page, "Social")))
  })
})

test.describe("the footer", () => {
  test("holds every item of the spec's footer list", async ({ page }) => {
    await openHydrated(page, "/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: "St Michael and All Angels, Ashgrove" })).toHaveAttribute("href", "/")
    await expect(footer.locator("a[href='/'] img").first()).toBeAttached()
    for (const words of [
      "Confidence",
      "Compassion",
      "Creativity",
      "reaching up",
      "out to",
      "in to one another",
      "informal formality",
    ]) {
      await expect(footer).toContainText(words)
    }
    const important = footer.getByRole("navigation", { name: "Important Information" })
    await expect(important.getByRole("link", { name: "Safeguarding" })).toHaveAttribute("href", "/safeguarding")
    await expect(important.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy")

    const outside: [string | RegExp, string][] = [
      [/^Eco Church .*award/i, site.ecoChurchUrl],
      ["Facebook (opens in a new tab)", site.social.facebook],
      ["Twitter (opens in a new tab)", site.social.twitter],
      ["YouTube (opens in a new tab)", site.social.youtube],
      [/^Diocese of London/, site.dioceseUrl],
    ]
    for (const [name, href] of outside) {
      const link = footer.getByRole("link", { name })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("target", "_blank")
    }
    await expect(footer.getByRole("img", { name: /Eco Church/ })).toBeVisible()
    await expect(footer.getByRole("img", { name: "Diocese of London" })).toBeVisible()
    await expect(footer).toContainText(`© ${new Date().getFullYear()} St Michael and All Angels, Ashgrove`)
  })
})

test.describe("the page frame", () => {
  test("has the landmarks, one h1, and a skip link that is the first Tab stop and moves focus to main", async ({
    page,
  }) => {
    await openHydrated(page, "/")
    await expect(page.getByRole("banner")).toHaveCount(1)
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1)
    await expect(page.getByRole("main")).toHaveCount(1)
    await expect(page.getByRole("contentinfo")).toHaveCount(1)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)

    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
    // The next Tab continues inside the page content, past the header.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
  })

  test("every Tab stop shows a focus ring, is at least 24x24 px and is never covered", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await openHydrated(page, "/")
    let stops = 0
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press("Tab")
      const report = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return {
          name: element.textContent?.trim().slice(0, 40) || element.getAttribute("href"),
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
          size: Math.min(box.width, box.height),
          uncovered: hit !== null && (element === hit || element.contains(hit)),
        }
      })
      if (report === null) break
      stops++
      expect(report, `Tab stop ${step + 1}`).toMatchObject({ ring: true, uncovered: true })
      // Links inside running text may be smaller (WCAG 2.5.8 exception); the layout's own controls are not.
      if (!(await page.evaluate(() => document.activeElement?.closest("main") !== null))) {
        expect(report.size, `${report.name}`).toBeGreaterThanOrEqual(24)
      }
    }
    expect(stops).toBeGreaterThan(15)
  })

  test("each screen opens at its top; Back returns to where the reader was", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await openHydrated(page, "/whos-who")
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "St Michael and All Angels, Ashgrove" })
      .scrollIntoViewIfNeeded()
    const scrolledTo = await page.evaluate(() => window.scrollY)
    expect(scrolledTo).toBeGreaterThan(500)
    await page.getByRole("contentinfo").getByRole("link", { name: "St Michael and All Angels, Ashgrove" }).click()
    await expect(page).toHaveURL(/\/$/)
    // The home page is taller than the window, so "at the top" is a real check.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/whos-who$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
})
