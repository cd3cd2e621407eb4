import type { Locator, Page } from "@playwright/test"
import { imagePresets, layout } from "../../src/theme"
import { expect, test } from "./fixtures"
import { webFontsSettled } from "./page-helpers"
import {
  hrefOf,
  menu,
  newTabLinkName,
  panelItems,
  panelLinks,
  readMoreLinkName,
  services,
  site,
  startingWith,
  wording,
} from "./shipped-content"
import { domMarkers, select } from "../../src/dom-markers"

/** The shared layout at desktop width (docs/requirements.md#layout): header, menus, footer, page frame. */
test.use({ viewport: { width: 1280, height: 800 } })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Opens a page and waits until the standalone script has taken over the menus (before that they work by CSS alone). */
async function openHydrated(page: Page, route: string) {
  await page.goto(route)
  await expect(page.locator(`${select(domMarkers.desktopMenu)}[data-enhanced]`)).toBeAttached()
  // Its fonts settled too: they come in after the script has run, and would move a box by a fraction of a pixel.
  await webFontsSettled(page)
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: wording.pageTop.menuName })
const menuButton = (page: Page, label: string) =>
  mainNav(page).getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}\\b`) })
const panelOf = async (page: Page, button: Locator) => page.locator(`#${await button.getAttribute("aria-controls")}`)
/** Home, ready for the menus: a menu's button and the panel it opens. */
async function menuAtHome(page: Page, label: string) {
  await openHydrated(page, "/")
  const button = menuButton(page, label)
  return { button, panel: await panelOf(page, button) }
}
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

/** What each drop-down and mega menu of menu.json holds, in tab order. */
const menus = panelItems.map(item => ({ label: item.label, links: panelLinks(item) }))
/** Two different panels, for the tests of how panels open and close together. */
const [firstPanel, secondPanel] = menus as [(typeof menus)[0], (typeof menus)[0]]
/** A drop-down of tiles, and its first tile's page, for the "current page" tests. */
const tileMenu = panelItems.find(item => item.tiles)!
const tilePage = tileMenu.tiles![0]!

test.describe("the desktop header", () => {
  test("has the branding link and menu.json's items in order, with their sub-labels", async ({ page, pageErrors }) => {
    await openHydrated(page, "/")
    const banner = page.getByRole("banner")
    await expect(banner.getByRole("link", { name: site.title })).toHaveAttribute("href", "/")
    const items = mainNav(page).locator("ul[data-enhanced] > li > :is(a, button)")
    await expect(items).toHaveText(
      menu.items.map(item => new RegExp(`^${escapeRegExp(item.label)}\\s*${escapeRegExp(item.subLabel)}$`)),
    )
    const plainLinks = mainNav(page).locator("ul[data-enhanced] > li > a")
    expect(await hrefs(plainLinks)).toEqual(menu.items.filter(item => item.to).map(item => item.to))
    // The others are disclosure buttons (APG disclosure navigation), not role=menu.
    await expect(mainNav(page).locator("ul[data-enhanced] > li > button[aria-expanded=false]")).toHaveCount(
      panelItems.length,
    )
    await expect(page.locator("[role=menu], [role=menuitem]")).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test("has the icon links site.json puts in the header, opening in a new tab, with spoken names", async ({ page }) => {
    await openHydrated(page, "/")
    const banner = page.getByRole("banner")
    const inHeader = (site.social ?? []).filter(account => account.inHeader)
    expect(inHeader.length).toBeGreaterThan(0)
    for (const { name, url: href } of inHeader) {
      const link = banner.getByRole("link", { name: newTabLinkName(name) })
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
      const { button, panel } = await menuAtHome(page, menu.label)
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
    const button = menuButton(page, firstPanel.label)
    await button.click()
    const panel = await panelOf(page, button)
    const animation = () => panel.evaluate(element => getComputedStyle(element).animationName)
    expect(await animation()).not.toBe("none")
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await animation()).toBe("none")
  })

  test("only one is open at a time, and a click outside closes it", async ({ page }) => {
    await openHydrated(page, "/")
    const first = menuButton(page, firstPanel.label)
    const second = menuButton(page, secondPanel.label)
    await first.click()
    await second.click()
    await expect(second).toHaveAttribute("aria-expanded", "true")
    await expect(first).toHaveAttribute("aria-expanded", "false")
    await expect(await panelOf(page, first)).toBeHidden()
    // A click on the white header strip, which the open panel does not cover.
    await page.mouse.click(800, 36)
    await expect(second).toHaveAttribute("aria-expanded", "false")
    await expect(await panelOf(page, second)).toBeHidden()
  })

  test("hovering shows nothing: panels open only when asked, so nothing pops up over the page", async ({ page }) => {
    await openHydrated(page, "/")
    const button = menuButton(page, firstPanel.label)
    await button.hover()
    // Two frames: long enough for a hover rule or a listener to have opened it, and for a transition to have begun.
    await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(await panelOf(page, button)).toBeHidden()
    await expect(button).toHaveAttribute("aria-expanded", "false")
  })

  test("following a link closes the menu, opens the page at its top and focuses its heading", async ({ page }) => {
    await openHydrated(page, "/")
    const holder = menuButton(page, tileMenu.label)
    await holder.click()
    await (await panelOf(page, holder)).getByRole("link", { name: tilePage.title }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tilePage.to)}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(holder).toHaveAttribute("aria-expanded", "false")
    await expect(await panelOf(page, holder)).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  })
})

test.describe("drop-downs and mega menus by keyboard", () => {
  for (const menu of menus) {
    test(`${menu.label}: Enter opens it, Tab reaches every link, Escape closes it and returns focus`, async ({
      page,
      pageErrors,
    }) => {
      const { button, panel } = await menuAtHome(page, menu.label)
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
    const button = menuButton(page, firstPanel.label)
    await button.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Shift+Tab")
    // Focus goes back to the menu bar's item before it.
    const before = menu.items[menu.items.findIndex(item => item.label === firstPanel.label) - 1]!
    await expect(
      mainNav(page).locator("ul[data-enhanced] > li > :is(a, button)", { hasText: before.label }).first(),
    ).toBeFocused()
    await expect(button).toHaveAttribute("aria-expanded", "false")
  })

  test("following a menu link with the keyboard puts focus on the new page's heading", async ({ page }) => {
    await openHydrated(page, tilePage.to)
    const home = mainNav(page).locator("ul[data-enhanced] > li > a[href='/']")
    await home.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  })
})

/** layout.minTarget in px: the height of a target older hands can hit (WCAG 2.5.5's 44 px). */
const minTarget = parseFloat(layout.minTarget) * 16

test.describe("drop-downs are as wide as their tiles, below their own item, on the screen", () => {
  for (const width of [1024, 1280]) {
    test(`at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openHydrated(page, "/")
      const bar = await mainNav(page).locator("ul[data-enhanced]").boundingBox()
      for (const item of panelItems.filter(candidate => candidate.tiles)) {
        const button = menuButton(page, item.label)
        await button.click()
        const panel = await panelOf(page, button)
        const [box, buttonBox] = [(await panel.boundingBox())!, (await button.boundingBox())!]
        // Sized to its tiles: no wider than they need (a full-width panel showed two or three tiles at its left).
        const tilesWidth = item.tiles!.length * imagePresets.MENU_TILE.width
        expect(box.width, item.label).toBeLessThan(tilesWidth + 0.5 * imagePresets.MENU_TILE.width)
        expect(box.width, item.label).toBeLessThan(bar!.width)
        // Below its own button, and inside the window.
        expect(box.x).toBeLessThanOrEqual(buttonBox.x + 1)
        expect(box.x + box.width).toBeGreaterThanOrEqual(buttonBox.x + buttonBox.width - 1)
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        await button.click()
      }
    })
  }
})

test.describe("the mega menus' contents", () => {
  /** The size an image is shown at, and the widths its srcset offers (the AVIF's, where the picture has one). */
  const imageSizes = (image: Locator) =>
    image.evaluate((element: HTMLImageElement) => ({
      // Whole pixels: a box can measure 250.00003 px when the machine is busy laying out.
      shown: [Math.round(element.getBoundingClientRect().width), Math.round(element.getBoundingClientRect().height)],
      offered: (element.parentElement?.querySelector("source")?.srcset ?? element.srcset)
        .split(",")
        .map(candidate => candidate.trim().split(/\s+/)[1]),
    }))

  for (const item of panelItems.filter(candidate => candidate.columns)) {
    test(`${item.label}: each column of menu.json with its heading, text, 500x250 tile, 76x64 group thumbnails with a button-sized Read More, link and 100x34 logos`, async ({
      page,
    }) => {
      await openHydrated(page, "/")
      const button = menuButton(page, item.label)
      await button.click()
      const panel = await panelOf(page, button)
      for (const column of item.columns!) {
        await expect(panel).toContainText(column.heading)
        for (const paragraph of column.text ?? []) await expect(panel).toContainText(paragraph)
        if (column.tile) {
          const tile = panel.getByRole("link", { name: column.tile.title })
          await expect(tile).toHaveAttribute("href", column.tile.to)
          expect(await imageSizes(tile.locator("img"))).toEqual({
            shown: [500, 250],
            offered: ["500w", "1000w"],
          })
          const labels = column.tile.labels ?? []
          if (labels.length > 0) {
            // The names of what the picture shows are type under it, each under its own part of it, left to right;
            // the link is still named by its title alone.
            await expect(tile).toHaveAccessibleName(column.tile.title)
            const picture = (await tile.locator("img").boundingBox())!
            const part = picture.width / labels.length
            for (const [index, label] of labels.entries()) {
              const box = (await tile.getByText(label, { exact: true }).boundingBox())!
              expect(box.y, label).toBeGreaterThanOrEqual(picture.y + picture.height)
              expect(box.x, label).toBeGreaterThanOrEqual(picture.x + index * part - 1)
              expect(box.x + box.width, label).toBeLessThanOrEqual(picture.x + (index + 1) * part + 1)
            }
          }
        }
        if (column.groups) {
          const groups = panel.getByRole("list", { name: column.heading }).getByRole("listitem")
          await expect(groups).toHaveCount(column.groups.length)
          for (const [index, group] of column.groups.entries()) {
            await expect(groups.nth(index)).toContainText(group.blurb)
            // "Read More" is what shows; the spoken name says which group.
            const readMore = groups.nth(index).getByRole("link", { name: readMoreLinkName(group) })
            await expect(readMore).toHaveText(startingWith(wording.menuPanels.readMore))
            await expect(readMore).toHaveAttribute("href", group.to)
            // A target for older hands, not a line of small text (it was 29 px tall).
            expect((await readMore.boundingBox())!.height).toBeGreaterThanOrEqual(minTarget)
            expect(await imageSizes(groups.nth(index).locator("img"))).toEqual({
              shown: [76, 64],
              offered: ["76w", "152w"],
            })
          }
        }
        if (column.link) {
          const href = hrefOf(column.link)
          const outside = !href.startsWith("/")
          const link = panel.getByRole("link", {
            name: outside ? newTabLinkName(column.link.label) : column.link.label,
          })
          await expect(link).toHaveAttribute("href", href)
          if (outside) await expect(link).toHaveAttribute("target", "_blank")
        }
        if (column.logos) {
          const logos = panel.getByRole("list", { name: column.heading }).getByRole("link")
          expect(await hrefs(logos)).toEqual(column.logos.map(logo => logo.to))
          // Each scheme is named in the panel's own type beside its logo, whose lettering is too small to read.
          await expect(logos).toHaveText(column.logos.map(logo => logo.title))
          for (const logo of await logos.all()) {
            expect((await logo.boundingBox())!.height).toBeGreaterThanOrEqual(minTarget)
            expect(await imageSizes(logo.locator("img"))).toEqual({
              shown: [100, 34],
              offered: ["100w", "200w"],
            })
          }
        }
      }
    })
  }

  test("drop-down tiles are 256x192 with a 2x file, and each names its page", async ({ page }) => {
    await openHydrated(page, "/")
    for (const item of panelItems.filter(candidate => candidate.tiles)) {
      const button = menuButton(page, item.label)
      await button.click()
      const tiles = (await panelOf(page, button)).getByRole("link")
      await expect(tiles).toHaveText(item.tiles!.map(tile => tile.title))
      for (const tile of await tiles.all()) {
        expect(await imageSizes(tile.locator("img"))).toEqual({
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

  const homeItem = menu.items.find(item => item.to === "/")!
  const homeLink = (page: Page) => mainNav(page).locator("ul[data-enhanced] > li > a[href='/']")

  test("on / only the home item is current", async ({ page }) => {
    await openHydrated(page, "/")
    await expect(homeLink(page)).toHaveAttribute("aria-current", "page")
    expect(await current(page).evaluateAll(elements => elements.map(element => element.textContent))).toEqual([
      `${homeItem.label} ${homeItem.subLabel}`,
    ])
    // The phone menu, a navigation of its own hidden at this width, marks its link to / alone.
    await expect(page.locator("#phone-menu-list [aria-current]")).toHaveText([
      menu.phone.find(link => link.to === "/")!.label,
    ])
  })

  test("on a drop-down tile's page the tile is current, its menu item holds it, and the home item is not current", async ({
    page,
  }) => {
    await openHydrated(page, tilePage.to)
    await expect(homeLink(page)).not.toHaveAttribute("aria-current", /.*/)
    const holder = menuButton(page, tileMenu.label)
    await expect(holder).toHaveAttribute("aria-current", "true")
    await holder.click()
    await expect((await panelOf(page, holder)).getByRole("link", { name: tilePage.title })).toHaveAttribute(
      "aria-current",
      "page",
    )
    const others = panelItems.filter(item => item !== tileMenu)
    for (const item of others) await expect(menuButton(page, item.label)).not.toHaveAttribute("aria-current", /.*/)
    // The highlight is visible, not only announced: the current item's background differs from the others'.
    const background = (locator: Locator) => locator.evaluate(element => getComputedStyle(element).backgroundColor)
    await holder.click()
    expect(await background(holder)).not.toEqual(await background(menuButton(page, others[0]!.label)))
  })
})

test.describe("the footer", () => {
  test("holds every item of the spec's footer list", async ({ page }) => {
    await openHydrated(page, "/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: site.title })).toHaveAttribute("href", "/")
    await expect(footer.locator("a[href='/'] img").first()).toBeAttached()
    const { mission, importantInformation, ecoAward, dioceseLogo } = menu.footer
    await expect(footer).toContainText(mission.heading)
    for (const paragraph of mission.text) await expect(footer).toContainText(paragraph)
    const important = footer.getByRole("navigation", { name: importantInformation.heading })
    expect(await hrefs(important.getByRole("link"))).toEqual(importantInformation.links.map(hrefOf))
    await expect(important.getByRole("link")).toHaveText(importantInformation.links.map(link => link.label))

    const outside: [string | RegExp, string][] = [
      [new RegExp(`^${escapeRegExp(ecoAward.imageAlt)}`), site.ecoChurchUrl],
      ...(site.social ?? []).map(({ name, url }): [string | RegExp, string] => [newTabLinkName(name), url]),
      [new RegExp(`^${escapeRegExp(dioceseLogo.imageAlt)}`), site.dioceseUrl],
    ]
    for (const [name, href] of outside) {
      const link = footer.getByRole("link", { name })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("target", "_blank")
    }
    await expect(footer.getByRole("img", { name: ecoAward.imageAlt })).toBeVisible()
    await expect(footer.getByRole("img", { name: dioceseLogo.imageAlt })).toBeVisible()
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.title}`)
  })
})

test.describe("the footer's services", () => {
  for (const width of [1024, 1280, 390]) {
    test(`at ${width}px no service's name is broken across lines: beside its time, or under it whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, "/")
      const footer = page.getByRole("contentinfo")
      await footer.scrollIntoViewIfNeeded()
      // Each service as the footer lists it: its time, then its name (data/services).
      const names = await footer.locator("dd > span:last-child").evaluateAll(spans =>
        spans.map(name => {
          const words = document.createRange()
          words.selectNodeContents(name)
          const lines = new Set([...words.getClientRects()].map(line => Math.round(line.top)))
          return { name: name.textContent ?? "", lines: lines.size }
        }),
      )
      expect(names.map(service => service.name).sort()).toEqual(services.map(service => service.name).sort())
      expect(names.filter(service => service.lines > 1)).toEqual([])
    })
  }
})

test.describe("the page frame", () => {
  test("has the landmarks, one h1, and a skip link that is the first Tab stop and moves focus to main", async ({
    page,
  }) => {
    await openHydrated(page, "/")
    await expect(page.getByRole("banner")).toHaveCount(1)
    await expect(page.getByRole("navigation", { name: wording.pageTop.menuName })).toHaveCount(1)
    await expect(page.getByRole("main")).toHaveCount(1)
    await expect(page.getByRole("contentinfo")).toHaveCount(1)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)

    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: wording.pageTop.skipLink })
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
        // A link in running text may wrap onto two lines: look at the middle of its first line, not of its box.
        const firstLine = element.getClientRects()[0] ?? box
        const hit = document.elementFromPoint(
          firstLine.left + firstLine.width / 2,
          firstLine.top + firstLine.height / 2,
        )
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
    // Who's Who is a long page (one card per person), so the footer is far down.
    await openHydrated(page, "/whos-who")
    await page.getByRole("contentinfo").getByRole("link", { name: site.title }).scrollIntoViewIfNeeded()
    const scrolledTo = await page.evaluate(() => window.scrollY)
    expect(scrolledTo).toBeGreaterThan(500)
    await page.getByRole("contentinfo").getByRole("link", { name: site.title }).click()
    await expect(page).toHaveURL(/\/$/)
    // The home page is taller than the window, so "at the top" is a real check.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/whos-who$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
})
