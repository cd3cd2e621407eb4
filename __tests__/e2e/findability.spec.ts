import { builtPagePaths } from "./built-pages"
import { plainTextOf } from "../../src/content/sanitize"
import { expect, test } from "./fixtures"
import { fillIn } from "../../src/content/template"
import { pageWords, services, site, upcomingEvents, wording } from "./shipped-content"
import { weekdays } from "../../src/content/london-time"

/** What search engines, calendars and home screens see of the site. */
const pages = builtPagePaths()
const siteUrl = "https://www.stmichaelsashgrove.org.uk"

test("every page has its own title, a description, a canonical address and Open Graph tags", async ({ page }) => {
  test.setTimeout(120_000)
  const titles = new Map<string, string>()
  for (const pagePath of pages) {
    await page.goto(pagePath)
    const head = page.locator("head")
    const title = await page.title()
    expect(title, pagePath).toMatch(/\S/)
    expect(await head.locator('meta[name="description"]').getAttribute("content"), pagePath).toMatch(/\S.{19,}/)
    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href")
    expect(canonical, pagePath).toMatch(new RegExp(`^${siteUrl}/`))
    expect(await head.locator('meta[property="og:title"]').getAttribute("content"), pagePath).toMatch(/\S/)
    expect(await head.locator('meta[property="og:url"]').getAttribute("content"), pagePath).toBe(canonical)
    expect(await head.locator('meta[property="og:image"]').getAttribute("content"), pagePath).toMatch(/^https:/)
    // Two addresses may only share a title when one names the other as canonical (/parish-news).
    const sameTitle = titles.get(title)
    if (sameTitle) expect(canonical, `${pagePath} has the same title as ${sameTitle}`).toBe(`${siteUrl}${sameTitle}`)
    else titles.set(title, pagePath)
  }
})

test("robots.txt points to the sitemap, which lists the pages but not the thank-you page", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain("User-agent: *")
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
  const index = await (await request.get("/sitemap-index.xml")).text()
  const sitemapPath = new URL(/<loc>([^<]+)<\/loc>/.exec(index)![1]!).pathname
  const sitemap = await (await request.get(sitemapPath)).text()
  expect(sitemap).toContain(`<loc>${siteUrl}/</loc>`)
  expect(sitemap).toContain(`<loc>${siteUrl}/whos-who</loc>`)
  expect(sitemap).not.toContain("thank-you")
  expect(sitemap).not.toContain("parish-news")
})

test("a web manifest and icons let the site be added to a home screen", async ({ page, request }) => {
  await page.goto("/")
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href")
  const manifest = await (await request.get(manifestHref!)).json()
  expect(manifest.name).toBe(site.title)
  expect(manifest.start_url).toBe("/")
  const largest = manifest.icons.find((icon: { sizes: string }) => icon.sizes === "512x512")
  expect((await request.get(largest.src)).status()).toBe(200)
  expect(await page.locator('link[rel="icon"]').count()).toBeGreaterThan(0)
})

test("an unknown address shows a friendly not-found page with a way onward", async ({ page, pageErrors }) => {
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageWords["not-found"].title)
  await expect(page.locator('main a[href="/"]').first()).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  expect(pageErrors).toEqual([])
})

test("the services calendar holds each regular service of data/services on its day every week, in London time", async ({
  request,
}) => {
  const response = await request.get("/services.ics")
  expect(response.status()).toBe(200)
  const calendar = (await response.text()).replace(/\r\n[ \t]/g, "")
  const events = calendar.split("BEGIN:VEVENT").slice(1)
  expect(new Set(events.map(event => /SUMMARY:(.*)\r/.exec(event)?.[1]))).toEqual(
    new Set(services.map(service => service.name)),
  )
  for (const service of services) {
    const starts = events
      .filter(candidate => candidate.includes(`SUMMARY:${service.name}\r`))
      .map(event => /DTSTART;TZID=Europe\/London:(\d{8})T(\d{4})00/.exec(event))
    // A year ahead, one a week (52 or 53), each on its day at its time.
    expect(starts.length).toBeGreaterThanOrEqual(52)
    for (const start of starts) {
      const [, date = "", time = ""] = start ?? []
      const day = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8))).getUTCDay()
      expect({ day, time }).toEqual({ day: weekdays.indexOf(service.day), time: service.startTime.replace(":", "") })
    }
  }
  expect(calendar).toContain("BEGIN:VTIMEZONE")
  // The name a calendar program lists it under, as the parish words it.
  expect(calendar).toContain(`X-WR-CALNAME:${fillIn(wording.calendars.services, { title: site.title })}\r`)
})

test("the events calendar holds each upcoming event that has a date, and no past one", async ({ request }) => {
  const calendar = await (await request.get("/events.ics")).text()
  const events = calendar.split("BEGIN:VEVENT").slice(1)
  const dated = (await upcomingEvents()).filter(event => event.startsAt)
  expect(events.map(event => /DTSTART;TZID=Europe\/London:(\d{8}T\d{4})/.exec(event)?.[1])).toEqual(
    dated.map(event => event.startsAt!.replace(/[-:]/g, "")),
  )
  for (const event of events) expect(event).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}/)
  expect(calendar).not.toMatch(/<\/?em>/)
  expect(calendar.replace(/\r\n[ \t]/g, "")).toContain(
    `X-WR-CALNAME:${fillIn(wording.calendars.events, { title: site.title })}\r`,
  )
})

test("structured data describes the parish, its weekly services and its dated events", async ({ request }) => {
  const graphOf = async (path: string) => {
    const html = await (await request.get(path)).text()
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1]
    expect(json, path).toBeTruthy()
    return JSON.parse(json!)["@graph"] as Record<string, Record<string, unknown> & { name?: string }>[]
  }
  const [church, parish] = await graphOf("/")
  expect(church).toMatchObject({ "@type": "Church", address: { postalCode: expect.any(String) } })
  expect(parish).toMatchObject({ "@type": "Organization", location: { "@id": church!["@id"] } })

  const servicesGraph = await graphOf("/worship")
  expect(servicesGraph.map(service => service.name).sort()).toEqual(services.map(service => service.name).sort())
  for (const service of servicesGraph) {
    expect(service.eventSchedule).toMatchObject({ repeatFrequency: "P1W", scheduleTimezone: "Europe/London" })
    expect(service.location).toMatchObject({ "@id": church!["@id"], address: church!.address })
  }

  const events = await graphOf("/news-and-events")
  expect(events.map(event => event.name)).toEqual(
    (await upcomingEvents()).filter(event => event.startsAt).map(event => plainTextOf(event.name)),
  )
  for (const event of events) expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:00$/)
  expect(events.map(event => event.name).join(" ")).not.toMatch(/</)
})

test("Worship and News & Events link to their calendar feeds", async ({ page }) => {
  const feedLinks = () => page.locator("main a[href$='.ics']")
  await page.goto("/worship")
  await expect(feedLinks()).toHaveAttribute("href", "/services.ics")
  await page.goto("/news-and-events")
  // The one-off events' feed, and the feed of everything regular beside the next four weeks.
  await expect(feedLinks()).toHaveCount(2)
  expect(await feedLinks().evaluateAll(links => links.map(link => link.getAttribute("href")).sort())).toEqual([
    "/events.ics",
    "/regular.ics",
  ])
})
