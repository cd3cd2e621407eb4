import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"

/**
 * What search engines and social networks read on each page by itself: every
 * JSON-LD block parses, every Event in it is complete on that page (Google's
 * required name, startDate and location with its address), and every page has
 * the share tags. /favicon.ico is a real icon.
 */
const pages = builtPagePaths()

type Node = Record<string, unknown>

/** Every object in a JSON-LD document whose @type is (or includes) `type`, however deeply nested. */
function nodesOfType(value: unknown, type: string): Node[] {
  if (Array.isArray(value)) return value.flatMap(item => nodesOfType(item, type))
  if (value === null || typeof value !== "object") return []
  const node = value as Node
  const types = [node["@type"]].flat()
  return [...(types.includes(type) ? [node] : []), ...Object.values(node).flatMap(child => nodesOfType(child, type))]
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(match => match[1]!)

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/

test("every page's JSON-LD parses and each Event in it has a name, a start date and a full place", async ({ page }) => {
  test.setTimeout(120_000)
  let eventsSeen = 0
  for (const pagePath of pages) {
    const response = await page.goto(pagePath)
    // The server's HTML: what every crawler reads, whether or not it runs scripts.
    const blocks = jsonLdBlocks(await response!.text())
    for (const block of blocks) {
      let data: unknown
      expect(() => (data = JSON.parse(block)), `${pagePath}: JSON-LD that does not parse`).not.toThrow()
      for (const event of nodesOfType(data, "Event")) {
        const where = `${pagePath}: Event ${JSON.stringify(event.name)}`
        eventsSeen += 1
        expect(event.name, where).toEqual(expect.stringMatching(/\S/))
        expect(event.startDate, where).toEqual(expect.stringMatching(isoWithOffset))
        expect(Number.isNaN(Date.parse(event.startDate as string)), `${where} startDate`).toBe(false)
        if (event.endDate !== undefined) {
          expect(Date.parse(event.endDate as string), `${where} ends after it starts`).toBeGreaterThan(
            Date.parse(event.startDate as string),
          )
        }
        expect(event.location, where).toMatchObject({
          name: expect.stringMatching(/\S/),
          address: {
            "@type": "PostalAddress",
            streetAddress: expect.stringMatching(/\S/),
            postalCode: expect.stringMatching(/\S/),
          },
        })
      }
    }
    // The browser's copy of the head keeps the same structured data after the page has started.
    await expect(page.locator('script[type="application/ld+json"]'), pagePath).toHaveCount(blocks.length)
  }
  // It really read the site: the regular services alone are Events.
  expect(eventsSeen).toBeGreaterThan(0)
})

test("every page has a Twitter card, its title, words and picture from Open Graph, and the picture is served", async ({ page, request }) => {
  test.setTimeout(120_000)
  const head = page.locator("head")
  const content = (selector: string) => head.locator(selector).getAttribute("content")
  for (const pagePath of pages) {
    await page.goto(pagePath)
    expect(await content('meta[name="twitter:card"]'), pagePath).toBe("summary_large_image")
    // X reads a card's title, description and image from these when its own tags are absent (its cards markup
    // reference), so they are said once.
    expect(await content('meta[property="og:title"]'), pagePath).toMatch(/\S/)
    expect(await content('meta[property="og:description"]'), pagePath).toMatch(/\S.{19,}/)
    expect(await content('meta[property="og:image"]'), pagePath).toMatch(/^https:\/\//)
    expect(await content('meta[property="og:image:alt"]'), pagePath).toMatch(/\S.{9,}/)
  }
  // The share picture is one of the site's own files: it must answer as an image.
  const imageUrl = new URL((await content('meta[property="og:image"]'))!)
  const image = await request.get(imageUrl.pathname)
  expect(image.status(), imageUrl.pathname).toBe(200)
  expect(image.headers()["content-type"]).toMatch(/^image\//)
})

test("/favicon.ico is an icon file holding PNG images", async ({ request }) => {
  const response = await request.get("/favicon.ico")
  expect(response.status()).toBe(200)
  const ico = await response.body()
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  const count = ico.readUInt16LE(4)
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index += 1) {
    const offset = ico.readUInt32LE(6 + index * 16 + 12)
    expect(ico.subarray(offset + 1, offset + 4).toString("latin1"), `image ${index}`).toBe("PNG")
  }
})
