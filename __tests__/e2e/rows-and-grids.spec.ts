import type { Locator, Page } from "@playwright/test"
import { capacityPhrases } from "../../src/components/VenueCard/venue-text"
import { space } from "../../src/theme"
import { expect, test } from "./fixtures"
import { noticeBoardProblems, personRowProblems } from "./grid-geometry"
import { main, open, webFontsSettled } from "./page-helpers"
import { pageWords, people, sentencePattern, venues, wording } from "./shipped-content"

/**
 * Rows and grids that line up, and the order a phone reader meets things in: the Notice Board's columns, the
 * person cards' rows, the halls' facts and pictures, the readings and the thermometer. Expectations come from
 * data/ and from the page's own geometry; the rules of grid-geometry.ts hold in Firefox and WebKit too.
 */

const pixels = (rem: string) => parseFloat(rem) * 16
const phone = { width: 390, height: 844 }
const laptop = { width: 1280, height: 800 }

/** At 200% text on a phone: the reader's own text size, which rem-based layouts follow. */
async function largeText(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%"
  })
}

const box = async (locator: Locator) => (await locator.boundingBox())!

for (const viewport of [{ width: 800, height: 900 }, { width: 1024, height: 800 }, laptop]) {
  test(`Notice Board at ${viewport.width}px: columns start level, end within a card of each other, no overlaps`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await open(page, "/notice-board")
    await webFontsSettled(page)
    expect(await page.evaluate(noticeBoardProblems)).toEqual([])
  })
}

for (const [name, viewport, grow] of [
  ["a phone", phone, false],
  ["a phone at 200% text", phone, true],
  ["a tablet", { width: 800, height: 900 }, false],
  ["a small laptop", { width: 1024, height: 768 }, false],
  ["a laptop", laptop, false],
] as const) {
  test(`Who's Who on ${name}: names, roles, texts and contacts level across each row; names whole`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await open(page, "/whos-who")
    if (grow) await largeText(page)
    await webFontsSettled(page)
    expect(await page.evaluate(personRowProblems)).toEqual([])
  })
}

for (const width of [1024, 1280]) {
  test(`Who's Who at ${width}px: two or more cards a row, beside the rail of The Church, every name whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await open(page, "/whos-who")
    await webFontsSettled(page)
    const cards = main(page).locator("li > article")
    await expect(cards).toHaveCount(people.length)
    const boxes = await cards.evaluateAll(articles => articles.map(article => article.getBoundingClientRect().toJSON()))
    const rows = new Map<number, number>()
    for (const card of boxes) rows.set(Math.round(card.top), (rows.get(Math.round(card.top)) ?? 0) + 1)
    // Every row holds two or more cards, but the last, which may hold the one left over.
    const counts = [...rows.values()]
    expect(
      counts.slice(0, -1).every(count => count >= 2),
      counts.join(", "),
    ).toBe(true)
    expect(counts[0]).toBeGreaterThanOrEqual(Math.min(2, people.length))
    // Beside the rail: the cards end left of the section menu, which starts level with the page's title.
    const rail = await main(page)
      .getByRole("navigation", { name: sentencePattern(wording.pageRail.sectionName) })
      .boundingBox()
    expect(Math.max(...boxes.map(card => card.right))).toBeLessThanOrEqual(rail!.x)
    // Each person's name (after any title) on one line.
    const broken = await main(page)
      .locator("li > article :is(h2, h3) > span")
      .evaluateAll(names =>
        names
          .filter(name => {
            const words = document.createRange()
            words.selectNodeContents(name)
            return new Set([...words.getClientRects()].map(line => Math.round(line.top))).size > 1
          })
          .map(name => name.textContent),
      )
    expect(broken).toEqual([])
  })
}

test("Safeguarding's person cards are the same card as Who's Who's: the name the same size", async ({ page }) => {
  await page.setViewportSize(laptop)
  await open(page, "/whos-who")
  const nameSize = (page: Page) =>
    main(page)
      .locator("article h2, article h3")
      .first()
      .evaluate(heading => getComputedStyle(heading).fontSize)
  const whosWho = await nameSize(page)
  await open(page, "/safeguarding")
  expect(await nameSize(page)).toBe(whosWho)
})

test.describe("Venues", () => {
  const { comparison } = pageWords.venues
  const capacityWords = pageWords.venues.capacity

  for (const [name, viewport, grow] of [
    ["a phone", phone, false],
    ["a phone at 200% text", phone, true],
    ["a laptop", laptop, false],
  ] as const) {
    test(`on ${name}, Compare the halls gives each capacity and never wraps a figure`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await open(page, "/venues")
      if (grow) await largeText(page)
      const table = main(page).getByRole("region", { name: comparison.heading }).getByRole("table")
      await expect(table.getByRole("columnheader").nth(2)).toHaveText(comparison.capacity)
      const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") })
      for (const [index, venue] of venues.entries()) {
        const phrases = capacityPhrases(venue.capacity, capacityWords)
        const cell = rows.nth(index).getByRole("cell").nth(1)
        if (phrases.length === 0) await expect(cell).toContainText(comparison.notGiven)
        for (const phrase of phrases) await expect(cell).toContainText(phrase)
      }
      // Each size, area and capacity is one line: its box is no taller than a line of its text.
      const wrapped = await table.locator("td span").evaluateAll(spans =>
        spans.flatMap(span => {
          const lineHeight = parseFloat(getComputedStyle(span).lineHeight)
          return span.getBoundingClientRect().height > lineHeight * 1.5 ? [span.textContent] : []
        }),
      )
      expect(wrapped).toEqual([])
      // And nothing of the page's content runs past the screen's edge (the header is another test's).
      const pastTheEdge = await main(page)
        .locator("*")
        .evaluateAll(elements =>
          elements
            // The table's header row is hidden but for screen readers where the rows are blocks.
            .filter(element => !element.closest("thead") && element.getBoundingClientRect().right > innerWidth + 1)
            .map(element => element.tagName),
        )
      expect(pastTheEdge).toEqual([])
    })
  }

  test("each hall's card tells its capacity under its name, as its file gives it", async ({ page }) => {
    await open(page, "/venues")
    for (const venue of venues) {
      const card = main(page).getByRole("article", { name: venue.name })
      const phrases = capacityPhrases(venue.capacity, capacityWords)
      for (const phrase of phrases) await expect(card.locator("h2 + ul")).toContainText(phrase)
    }
  })

  test("on a phone each hall's pictures come with its card: after its facts, before its description", async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await open(page, "/venues")
    for (const venue of venues.filter(venue => venue.photos.length > 0)) {
      const card = main(page).getByRole("article", { name: venue.name })
      const facts = await box(card.locator("h2 + ul"))
      const picture = await box(card.locator("picture").first())
      const description = await box(card.getByText(venue.description[0]!))
      expect(picture.y).toBeGreaterThanOrEqual(facts.y + facts.height)
      expect(picture.y + picture.height).toBeLessThanOrEqual(description.y + 1)
    }
  })
})

test("News & Events on a phone: this week's readings come before the events", async ({ page }) => {
  await page.setViewportSize(phone)
  await open(page, "/news-and-events")
  const readings = await box(main(page).getByRole("link", { name: pageWords["news-and-events"].readings.link }))
  const firstEvent = await box(main(page).locator("article").first())
  expect(readings.y + readings.height).toBeLessThanOrEqual(firstEvent.y)
  // Within the first screen, so a reader looking for Sunday's readings sees them without scrolling.
  expect(readings.y + readings.height).toBeLessThanOrEqual(phone.height)
})

test.describe("Fundraising's thermometer", () => {
  const thermometer = (page: Page) => main(page).getByRole("img", { name: /./ }).filter({ visible: true })

  test("on a phone it comes straight after the budget table, a few lines tall, not a screen of its own", async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await open(page, "/fundraising")
    await expect(thermometer(page)).toHaveCount(1)
    const table = await box(main(page).getByRole("table"))
    const drawn = await box(thermometer(page))
    expect(drawn.y).toBeGreaterThanOrEqual(table.y + table.height)
    expect(drawn.y - (table.y + table.height)).toBeLessThanOrEqual(pixels(space.xl))
    expect(drawn.height).toBeLessThanOrEqual(phone.height / 4)
  })

  test("on a laptop it stands beside the figures, level with the text's start", async ({ page }) => {
    await page.setViewportSize(laptop)
    await open(page, "/fundraising")
    await expect(thermometer(page)).toHaveCount(1)
    const table = await box(main(page).getByRole("table"))
    const drawn = await box(thermometer(page))
    expect(drawn.x).toBeGreaterThanOrEqual(table.x + table.width)
    expect(drawn.y).toBeLessThanOrEqual(table.y)
  })
})
