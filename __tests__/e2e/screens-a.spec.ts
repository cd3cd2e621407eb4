import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import {
  sundayClubsSentence,
  serviceTypeIconPath,
  TEA_AND_COFFEE_NOTE,
} from "../../src/components/EventItem/event-notes"
import { splitTags } from "../../src/components/TagList"
import { eventsForHome } from "../../src/components/UpcomingEvents/featured"
import { eventWhen } from "../../src/content/event-dates"
import { plainTextOf } from "../../src/content/sanitize"
import { expect, test } from "./fixtures"
import { formatServiceTime } from "../../src/components/ServiceCard/format-time"
import { services, site, upcomingEvents } from "./shipped-content"

/** Home, Services & Worship, News & Events and its old address /parish-news, in Chromium against the built site. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map(node => node.target) }))
}

/** Opens a route, checks it answered 200 and waits for the page's script to run, so client-side errors would have surfaced. */
async function open(page: Page, route: string) {
  const response = await page.goto(route)
  expect(response?.status(), route).toBe(200)
  await expect(page.locator("nav[aria-label=Main] ul[data-enhanced]")).toBeAttached()
  await page.waitForLoadState("networkidle")
}

const main = (page: Page) => page.getByRole("main")

test.describe("Home", () => {
  test("site.json's welcome quote, up to 6 featured events linking to News & Events, tweets link, Get involved! with QR code", async ({
    page,
    pageErrors,
  }) => {
    await open(page, "/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${site.title}`)
    await expect(main(page).locator("blockquote")).toContainText(site.welcomeQuote.text)
    await expect(main(page).locator("figcaption").first()).toHaveText(site.welcomeQuote.source)

    // The featured upcoming events, at most six, each a link to News & Events showing its name's formatting.
    const upcoming = page.getByRole("region", { name: "Upcoming Events" })
    const featured = eventsForHome(await upcomingEvents())
    const eventLinks = upcoming.getByRole("listitem").getByRole("link")
    await expect(eventLinks).toHaveText(featured.map(event => plainTextOf(event.name)))
    for (const link of await eventLinks.all()) await expect(link).toHaveAttribute("href", "/news-and-events")
    for (const [index, event] of featured.entries()) {
      await expect(upcoming.getByRole("listitem").nth(index)).toContainText(eventWhen(event))
    }
    await expect(upcoming).not.toContainText("<em>")
    if (featured.length === 0) await expect(upcoming.getByRole("link", { name: "service times" })).toBeVisible()
    await expect(upcoming.getByRole("link", { name: "See all events" })).toHaveAttribute("href", "/news-and-events")

    const tweets = page.getByRole("region", { name: "Latest Tweets" })
    await expect(tweets.getByRole("link", { name: /Follow us on Twitter/ })).toHaveAttribute(
      "href",
      site.social.twitter,
    )

    const involved = page.getByRole("region", { name: "Get involved!" })
    await expect(involved.getByRole("listitem")).toHaveCount(6)
    for (const [name, href] of [
      ["Join the Serving Team", "/serving-team"],
      ["Volunteer with our youth group", "/childrens-clubs"],
      ["Sing in the choir", "/choir"],
      ["Come to our services", "/worship"],
    ]) {
      await expect(involved.getByRole("link", { name })).toHaveAttribute("href", href!)
    }
    await expect(involved.getByRole("link", { name: /Sign up to easyfundraising/ })).toHaveAttribute(
      "href",
      site.easyfundraisingUrl,
    )
    const qrCode = involved.getByRole("img", { name: /QR code: scan it/ })
    await qrCode.scrollIntoViewIfNeeded()
    await expect(qrCode).toBeVisible()
    await expect.poll(() => qrCode.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    const box = await qrCode.boundingBox()
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([160, 160])

    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test("the Twitter script is requested only after the visitor presses the button", async ({ page, pageErrors }) => {
    const twitterRequests: { url: string; afterPress: boolean }[] = []
    let pressed = false
    page.on("request", request => {
      if (new URL(request.url()).hostname.endsWith("twitter.com")) {
        twitterRequests.push({ url: request.url(), afterPress: pressed })
      }
    })
    await open(page, "/")
    const tweets = page.getByRole("region", { name: "Latest Tweets" })
    await expect(tweets.locator("a.twitter-timeline")).toHaveCount(0)
    expect(twitterRequests).toEqual([])

    const widgetRequest = page.waitForRequest("https://platform.twitter.com/widgets.js")
    pressed = true
    await tweets.getByRole("button", { name: "Show the latest tweets" }).click()
    await widgetRequest
    expect(twitterRequests.length).toBeGreaterThan(0)
    expect(twitterRequests.every(request => request.afterPress)).toBe(true)

    // The blocked script leaves the timeline anchor as a working link, and the fallback stays.
    await expect(tweets.locator("a.twitter-timeline")).toHaveAttribute("href", site.social.twitter)
    await expect(tweets.getByRole("link", { name: /Follow us on Twitter/ })).toBeVisible()
    await expect(tweets.getByRole("button")).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

test("Services & Worship: every service of data/services with its photo, time in words, text and tags", async ({
  page,
  pageErrors,
}) => {
  await open(page, "/worship")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services & Worship")
  await expect(main(page).getByRole("heading", { level: 2 })).toHaveText(services.map(service => service.name))
  const articles = main(page).locator("article")
  await expect(articles).toHaveCount(services.length)
  for (const [index, service] of services.entries()) {
    const article = articles.nth(index)
    await expect(article.getByText(formatServiceTime(service.day, service.startTime), { exact: true })).toBeVisible()
    await expect(article.getByRole("img")).toHaveAttribute("alt", service.imageAlt)
    for (const paragraph of service.description) await expect(article).toContainText(paragraph)
    await expect(article.getByRole("list").getByRole("listitem")).toHaveText(service.tags)
  }
  await expect(main(page).getByRole("link", { name: "Add the services to your calendar" })).toHaveAttribute(
    "href",
    "/services.ics",
  )
  await expect(page).toHaveTitle(/^Services & Worship \| /)
  expect(await axeViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})

for (const route of ["/news-and-events", "/parish-news"]) {
  test(`${route}: events with icons, notes, dividers and this week's readings`, async ({ page, pageErrors }) => {
    await open(page, route)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Events")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/news-and-events`)
    // Every upcoming event in order, with a divider between each two; the notes and icon follow its fields.
    const expected = await upcomingEvents()
    const events = main(page).locator("article")
    await expect(events.getByRole("heading", { level: 2 })).toHaveText(expected.map(event => plainTextOf(event.name)))
    await expect(main(page).locator("hr")).toHaveCount(Math.max(0, expected.length - 1))
    if (expected.length === 0) await expect(main(page)).toContainText("No special events are coming up just now")
    for (const [index, event] of expected.entries()) {
      const article = events.nth(index)
      await expect(article).not.toContainText("<em>")
      await expect(article.locator("p").first()).toHaveText(eventWhen(event))
      if (event.startsAt) await expect(article.locator("time")).toHaveAttribute("datetime", event.startsAt)
      await expect(article.getByRole("listitem")).toHaveText(splitTags(event.tags))
      const clubs = sundayClubsSentence(event.sundayClubs)
      if (clubs) await expect(article.getByText(clubs)).toBeVisible()
      else await expect(article).not.toContainText("Sunday Clubs")
      if (event.teaAndCoffee) await expect(article.getByText(TEA_AND_COFFEE_NOTE)).toBeVisible()
      else await expect(article).not.toContainText(TEA_AND_COFFEE_NOTE)
      const icon = article.locator(`img[src="${serviceTypeIconPath(event.serviceType)}"]`)
      await expect(icon).toHaveAttribute("width", "64")
      await expect.poll(() => icon.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    }

    const readings = main(page).getByRole("link", { name: /this week's readings \(PDF\)/ })
    await expect(readings).toHaveAttribute("href", "/files/this-weeks-readings.pdf")
    const thumbnail = readings.locator("img")
    await expect(thumbnail).toHaveAttribute("src", "/files/this-weeks-readings-thumb.jpg")
    await expect.poll(() => thumbnail.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    const pdf = await page.request.get("/files/this-weeks-readings.pdf")
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()["content-type"]).toContain("application/pdf")
    await expect(main(page).getByRole("link", { name: "Add our events to your calendar" })).toHaveAttribute(
      "href",
      "/events.ics",
    )

    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

test("/parish-news is the same screen as /news-and-events", async ({ page }) => {
  await open(page, "/news-and-events")
  const h1 = await page.getByRole("heading", { level: 1 }).textContent()
  const headings = await main(page).getByRole("heading").allTextContents()
  const title = await page.title()
  await open(page, "/parish-news")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1!)
  expect(await main(page).getByRole("heading").allTextContents()).toEqual(headings)
  await expect(page).toHaveTitle(title)
})

for (const route of ["/", "/worship", "/news-and-events"]) {
  test(`${route}: fits a 320px-wide phone without sideways scrolling (WCAG reflow)`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await open(page, route)
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!)
  })
}

/** The day and the short month name of an event's start ("2026-11-29T10:00" → "29", "Nov"), as a calendar page shows them. */
function calendarPage(startsAt: string) {
  const [year, month, day] = startsAt.slice(0, 10).split("-").map(Number) as [number, number, number]
  const monthName = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" })
  return { day: String(day), month: monthName.format(Date.UTC(year, month - 1, day)) }
}

test.describe("dated events carry a calendar-page date marker beside their name", () => {
  for (const width of [390, 1280]) {
    test(`at ${width}px, on News & Events and on Home`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const dated = (await upcomingEvents()).filter(event => event.startsAt)
      test.skip(dated.length === 0, "no upcoming event has a startsAt")
      await open(page, "/news-and-events")
      for (const event of dated) {
        const article = main(page).locator("article", { hasText: plainTextOf(event.name) })
        const { day, month } = calendarPage(event.startsAt!)
        // Decoration for the eye (the date is written out in full beside it), so hidden from screen readers.
        const marker = article.locator("[aria-hidden=true]", { hasText: new RegExp(`^${month}\\s*${day}(?!\\d)`, "i") })
        await expect(marker).toBeVisible()
        // Beside the name, at a glance: it starts level with the heading.
        const [markerBox, headingBox] = [await marker.boundingBox(), await article.getByRole("heading").boundingBox()]
        expect(Math.abs(markerBox!.y - headingBox!.y)).toBeLessThan(headingBox!.height)
      }
      await open(page, "/")
      const upcoming = page.getByRole("region", { name: "Upcoming Events" })
      for (const event of eventsForHome(dated)) {
        const { day, month } = calendarPage(event.startsAt!)
        const card = upcoming.getByRole("listitem").filter({ hasText: plainTextOf(event.name) })
        await expect(
          card.locator("[aria-hidden=true]", { hasText: new RegExp(`^${month}\\s*${day}(?!\\d)`, "i") }),
        ).toBeVisible()
      }
    })
  }
})
