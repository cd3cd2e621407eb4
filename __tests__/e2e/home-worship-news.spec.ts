import { sundayClubsSentence } from "../../src/components/EventItem/event-notes"
import { eventsForHome } from "../../src/content/collections/events"
import { eventWhen } from "../../src/content/event-dates"
import { markdownLinks, plainTextOfMarkdown } from "../../src/content/markdown"
import { plainTextOf } from "../../src/content/sanitize"
import { serviceTypeIconPath } from "../../src/content/service-type-icon"
import { fillIn } from "../../src/content/template"
import { expect, test } from "./fixtures"
import { axeViolations, main, open } from "./page-helpers"
import { formatServiceTime } from "../../src/content/clock-time"
import { altShown, pageWords, services, site, upcomingEvents, wording } from "./shipped-content"

const home = pageWords.home
const news = pageWords["news-and-events"]
/** The X account whose timeline Home's box shows (site.json's social list; the spec fixes Latest Tweets). */
const xAccount = (() => {
  const account = (site.social ?? []).find(entry => entry.network === "x" && entry.embed)
  if (!account?.account) throw new Error("data/site/site.json has no X account with its timeline on Home")
  return { ...account, account: account.account }
})()
const followX = fillIn(home.social.follow, { network: xAccount.name })

/** Home, Services & Worship, News & Events and its old address /parish-news, in Chromium against the built site. */

test.describe("Home", () => {
  test("the welcome quote, up to 6 featured events linking to News & Events, tweets link, Get involved! with QR code", async ({
    page,
    pageErrors,
  }) => {
    await open(page, "/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.title)
    await expect(main(page).locator("blockquote")).toContainText(home.welcomeQuote.text)
    await expect(main(page).locator("figcaption").first()).toHaveText(home.welcomeQuote.source)
    if (home.heroPhoto) {
      const { photo, alt } = home.heroPhoto
      await expect(
        main(page).getByRole("img", { name: await altShown("pages", photo, alt), exact: true }),
      ).toBeVisible()
    }

    // The featured upcoming events, at most six, each a link to News & Events showing its name's formatting.
    const upcoming = page.getByRole("region", { name: home.upcomingEvents.heading })
    const featured = eventsForHome(await upcomingEvents())
    const eventLinks = upcoming.getByRole("listitem").getByRole("link")
    await expect(eventLinks).toHaveText(featured.map(event => plainTextOf(event.name)))
    for (const link of await eventLinks.all()) await expect(link).toHaveAttribute("href", "/news-and-events")
    for (const [index, event] of featured.entries()) {
      await expect(upcoming.getByRole("listitem").nth(index)).toContainText(eventWhen(event))
    }
    await expect(upcoming).not.toContainText("<em>")
    if (featured.length === 0) {
      await expect(upcoming).toContainText(plainTextOfMarkdown(home.upcomingEvents.none))
    }
    await expect(upcoming.getByRole("link", { name: home.upcomingEvents.allEvents })).toHaveAttribute(
      "href",
      "/news-and-events",
    )

    const tweets = page.getByRole("region", { name: home.social.heading })
    await expect(tweets.getByRole("link", { name: followX })).toHaveAttribute("href", xAccount.url)

    // The ways to help are the parish's own list of links (data/pages/home.md), every one of them working.
    const involved = page.getByRole("region", { name: home.getInvolved.heading })
    const hrefs = await involved.getByRole("link").evaluateAll(links => links.map(link => link.getAttribute("href")))
    expect(hrefs).toEqual(markdownLinks(home.getInvolved.text))
    const qrCode = involved.getByRole("img", { name: home.getInvolved.qrCodeAlt })
    await qrCode.scrollIntoViewIfNeeded()
    await expect(qrCode).toBeVisible()
    await expect.poll(() => qrCode.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    const box = await qrCode.boundingBox()
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([160, 160])

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
    const tweets = page.getByRole("region", { name: home.social.heading })
    await expect(tweets.locator("a.twitter-timeline")).toHaveCount(0)
    expect(twitterRequests).toEqual([])

    const widgetRequest = page.waitForRequest("https://platform.twitter.com/widgets.js")
    pressed = true
    await tweets.getByRole("button", { name: home.social.show }).click()
    await widgetRequest
    expect(twitterRequests.length).toBeGreaterThan(0)
    expect(twitterRequests.every(request => request.afterPress)).toBe(true)

    // The blocked script leaves the timeline anchor as a working link, and the fallback stays.
    await expect(tweets.locator("a.twitter-timeline")).toHaveAttribute(
      "href",
      `https://twitter.com/${xAccount.account}`,
    )
    await expect(tweets.getByRole("link", { name: followX })).toBeVisible()
    await expect(tweets.getByRole("button")).toHaveCount(0)
    // The box as the press leaves it (the page as it opens is routes.spec.ts's axe pass).
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

test("Services & Worship: every service of data/services with its photo, time in words, text and tags", async ({
  page,
  pageErrors,
}) => {
  await open(page, "/worship")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageWords.worship.title)
  await expect(main(page).locator("article").getByRole("heading", { level: 2 })).toHaveText(
    services.map(service => service.name),
  )
  const articles = main(page).locator("article")
  await expect(articles).toHaveCount(services.length)
  for (const [index, service] of services.entries()) {
    const article = articles.nth(index)
    await expect(article.getByText(formatServiceTime(service.day, service.startTime), { exact: true })).toBeVisible()
    // The service's own words for its photo, or what the drawing shows while the placeholder is there.
    await expect(article.getByRole("img")).toHaveAttribute(
      "alt",
      await altShown("services", service.image, service.imageAlt),
    )
    for (const paragraph of service.description) await expect(article).toContainText(paragraph)
    await expect(article.getByRole("list").getByRole("listitem")).toHaveText(service.tags)
  }
  await expect(main(page).locator('a[href="/services.ics"]')).toBeVisible()
  await expect(page).toHaveTitle(`${pageWords.worship.title} | ${site.title}`)
  expect(pageErrors).toEqual([])
})

for (const route of ["/news-and-events", "/parish-news"]) {
  test(`${route}: events with icons, notes, dividers and this week's readings`, async ({ page, pageErrors }) => {
    await open(page, route)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(news.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/news-and-events`)
    // Every upcoming event in order, with a divider between each two; the notes and icon follow its fields.
    const expected = await upcomingEvents()
    const events = main(page).locator("article")
    await expect(events.getByRole("heading", { level: 2 })).toHaveText(expected.map(event => plainTextOf(event.name)))
    await expect(main(page).locator("hr")).toHaveCount(Math.max(0, expected.length - 1))
    if (expected.length === 0) await expect(main(page)).toContainText(plainTextOfMarkdown(news.noEvents))
    for (const [index, event] of expected.entries()) {
      const article = events.nth(index)
      await expect(article).not.toContainText("<em>")
      await expect(article.locator("p").first()).toHaveText(eventWhen(event))
      if (event.startsAt) await expect(article.locator("time")).toHaveAttribute("datetime", event.startsAt)
      await expect(article.getByRole("listitem")).toHaveText(event.tags)
      const notes = wording.events
      const clubs = sundayClubsSentence(event.sundayClubs, notes)
      if (clubs) await expect(article.getByText(clubs)).toBeVisible()
      else
        for (const sentence of [notes.sundayClubs, notes.noSundayClubs])
          await expect(article).not.toContainText(sentence)
      if (event.teaAndCoffee) await expect(article.getByText(notes.teaAndCoffee)).toBeVisible()
      else await expect(article).not.toContainText(notes.teaAndCoffee)
      const icon = article.locator(`img[src="${serviceTypeIconPath(event.serviceType)}"]`)
      await expect(icon).toHaveAttribute("width", "64")
      await expect.poll(() => icon.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    }

    const readings = main(page).getByRole("link", { name: news.readings.link })
    await expect(readings).toHaveAttribute("href", "/files/this-weeks-readings.pdf")
    const thumbnail = readings.locator("img")
    await expect(thumbnail).toHaveAttribute("src", "/files/this-weeks-readings-thumb.jpg")
    await expect.poll(() => thumbnail.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    const pdf = await page.request.get("/files/this-weeks-readings.pdf")
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()["content-type"]).toContain("application/pdf")
    await expect(main(page).locator('a[href="/events.ics"]')).toBeVisible()

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
