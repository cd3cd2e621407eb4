import type { Locator, Page } from "@playwright/test"
import { formatClockTime } from "../../src/content/clock-time"
import { markdownLinks } from "../../src/content/markdown"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import {
  contactLinkName,
  groups,
  hrefOf,
  menu,
  pageWords,
  panelItems,
  panelLinks,
  people,
  sentencePattern,
  services,
  site,
  wording,
} from "./shipped-content"

/** The contact form's words (data/pages/contact.md). */
const formWords = pageWords.contact.form

/**
 * The design system as a visitor meets it: Home answers "when and where?"
 * straight after its hero, every footer gives the church's address, phone,
 * email and service times, every h2 in every page's content looks the same,
 * and the group and giving pages say whom to ask. Expectations come from data/.
 */

// The CMS's /admin page is an editing tool, not a page of the site.
const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))
const addressLines = [...site.address.lines, site.address.town, site.address.postcode]
const sundayServices = services.filter(service => service.day === "Sunday")

/** Home's words (data/pages/home.md). */
const home = pageWords.home

/** The first screen of a common phone and of a small laptop. */
const firstScreens = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

test.describe('Home\'s first screen answers "when and where?"', () => {
  for (const screen of firstScreens) {
    test(`at ${screen.width}×${screen.height}: a welcome, every regular service with its time, the address, a map link and the phone, before any scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(screen)
      await page.goto("/")
      const onFirstScreen = async (locator: Locator) => {
        await expect(locator).toBeVisible()
        const box = (await locator.boundingBox())!
        expect(box.y + box.height, `${await locator.textContent()} ends below the first screen`).toBeLessThanOrEqual(
          screen.height,
        )
      }
      await onFirstScreen(page.getByRole("heading", { level: 1, name: home.title }))
      const panel = page.getByRole("region", { name: home.joinUs.heading })
      for (const service of services) {
        // Each service under its day: "Sunday", then "10 a.m. Main Parish Eucharist".
        const item = panel.getByRole("definition").filter({ hasText: service.name })
        await expect(item).toContainText(formatClockTime(service.startTime))
        await expect(item.locator("xpath=..").getByRole("term")).toHaveText(service.day)
        await onFirstScreen(item)
      }
      for (const line of addressLines) await expect(panel.locator("address")).toContainText(line)
      await onFirstScreen(panel.locator("address"))
      await onFirstScreen(panel.locator(`a[href="${site.mapUrl}"]`))
      const phone = panel.locator('a[href^="tel:"]')
      await onFirstScreen(phone)
      expect((await phone.getAttribute("href"))!.replace(/\D/g, "")).toBe(site.telephone.replace(/\D/g, ""))
      // The way in for a first visit: a link to what to expect, with the services.
      for (const href of markdownLinks(home.joinUs.newHere))
        await expect(panel.locator(`a[href="${href}"]`)).toBeVisible()
      // The welcome quotation is kept, lower down, and the events come after it.
      const quote = page.getByText(home.welcomeQuote.text, { exact: false })
      await expect(quote).toBeAttached()
      const panelBottom = (await panel.boundingBox())!.y + (await panel.boundingBox())!.height
      expect((await quote.boundingBox())!.y).toBeGreaterThan(panelBottom)
      // No QR code on a phone: it would be the phone that scans it.
      const qrCode = page.getByRole("img", { name: home.getInvolved.qrCodeAlt })
      if (screen.width < 600) await expect(qrCode).toBeHidden()
    })
  }
})

test.describe("the footer of every page", () => {
  for (const route of routes) {
    test(`${route}: address, a tel: phone link, a mailto: email and every regular service`, async ({ page }) => {
      await page.goto(route)
      const footer = page.getByRole("contentinfo")
      for (const line of addressLines) await expect(footer.locator("address")).toContainText(line)
      const phone = footer.locator('a[href^="tel:"]')
      await expect(phone).toHaveText(site.telephone)
      // The link dials the number shown.
      expect((await phone.getAttribute("href"))!.replace(/\D/g, "")).toBe(site.telephone.replace(/\D/g, ""))
      await expect(footer.locator(`a[href="mailto:${site.officeEmail}"]`)).toHaveText(site.officeEmail)
      // Each service under its day, with its time: Wednesday's as well as Sunday's.
      for (const service of services) {
        const day = footer.locator("dl > div").filter({ has: page.locator("dt", { hasText: service.day }) })
        await expect(day.locator("dd").filter({ hasText: service.name })).toContainText(
          formatClockTime(service.startTime),
        )
      }
    })
  }
})

/** The look of every h2 a reader sees in the page's content (not one hidden until needed): font, size, colour and weight. */
const h2Styles = (page: Page) =>
  page.locator("main h2").evaluateAll(headings =>
    headings
      .filter(heading => heading.getClientRects().length > 0)
      .map(heading => {
        const style = getComputedStyle(heading)
        return {
          look: [style.fontFamily, style.fontSize, style.color, style.fontWeight].join(" | "),
          text: heading.textContent ?? "",
        }
      }),
  )

for (const width of [390, 1280]) {
  test(`at ${width}px every h2 on every page has the same font, size, colour and weight`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const looks = new Map<string, string[]>()
    for (const route of routes) {
      await page.goto(route)
      for (const { look, text } of await h2Styles(page)) {
        looks.set(look, [...(looks.get(look) ?? []), `${route} "${text}"`])
      }
    }
    // One look; if not, the message names the headings that differ.
    expect(looks.size, [...looks].map(([look, where]) => `${look}: ${where.slice(0, 3).join(", ")}`).join("\n")).toBe(1)
    // ... and it is the heading face, not the browser's default.
    expect([...looks.keys()][0]).toMatch(/Source Serif 4/)
  })
}

test.describe("group and giving pages say whom to ask", () => {
  for (const panel of groups) {
    test(`${panel.route}: "${panel.panelHeading}" beside the text, with each meeting and a working Contact link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(panel.route)
      const aside = page.getByRole("complementary", { name: panel.panelHeading })
      await expect(aside).toBeVisible()
      for (const meeting of panel.meetings) {
        await expect(aside).toContainText(meeting.what)
        await expect(aside).toContainText(meeting.when)
        await expect(aside).toContainText(meeting.where)
      }
      // On a desktop the aside sits beside the text, not below it (it comes first in the HTML, for phones).
      const text = page.getByRole("main").locator("h2:not(aside *)").first()
      expect((await aside.boundingBox())!.x).toBeGreaterThan((await text.boundingBox())!.x + 300)

      const person = people.find(candidate => candidate.shortName === panel.contact)!
      const contact = aside.getByRole("link", { name: contactLinkName(person) })
      await expect(contact).toHaveAttribute("href", `/contact?send_to=${person.shortName}`)
      await contact.click()
      await expect(page).toHaveURL(/\/contact\?send_to=/)
      // The form opens with them chosen, or with the person who passes their messages on.
      await expect(page.getByLabel(formWords.recipient)).toHaveValue(person.messagesVia ?? person.shortName)
    })
  }
})

test("at 1280px a page's rail sits beside its text: its menu section with the page marked, and Sunday's services", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  // The pages the menus name: the drop-downs' and mega menus' links, and the footer's Important Information.
  const sectionPages = new Set([
    ...panelItems.flatMap(panelLinks),
    ...menu.footer.importantInformation.links.map(hrefOf),
  ])
  let railed = 0
  for (const route of routes) {
    await page.goto(route)
    const rail = page.getByRole("main").getByRole("navigation", { name: sentencePattern(wording.pageRail.sectionName) })
    if ((await rail.count()) === 0) continue
    railed++
    const links = await rail
      .getByRole("link")
      .evaluateAll(elements => elements.map(element => element.getAttribute("href")))
    for (const href of links) expect(sectionPages, `${route}: ${href}`).toContain(href)
    // The page is marked where its section lists it (a page placed in a section by alsoCurrentOn is not listed).
    if (links.includes(route)) await expect(rail.locator(`a[href="${route}"]`)).toHaveAttribute("aria-current", "page")
    // Beside the text, not below it: the right half of the page is used.
    const title = page.getByRole("heading", { level: 1 })
    expect((await rail.boundingBox())!.x).toBeGreaterThan((await title.boundingBox())!.x + 300)
    // Sunday's services, on every page of a section (docs/design.md, "Asides by section").
    const sundays = page.getByRole("main").getByRole("region", { name: wording.pageRail.joinUs })
    for (const service of sundayServices) await expect(sundays).toContainText(service.name)
  }
  test.skip(railed === 0, "no page uses the rail")
})
