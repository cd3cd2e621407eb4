import MarkdownIt from "markdown-it"
import { expect, test } from "./fixtures"
import { budgetFigures, formatPounds, summariseBudget } from "../../src/components/Thermometer"
import type { z } from "zod"
import { jsonSchemaOf, markedFieldPaths, nodeAt, valuesAt } from "../../src/content/json-schema"
import { sitePages } from "../../src/content/collections/pages"
import { wordingSchema } from "../../src/content/collections/wording"
import { fillIn } from "../../src/content/template"
import { groups, pageWords, site, wording } from "./shipped-content"

/**
 * Every page's words come from its file in data/pages/ or data/groups/: each page shows its title, summary, the
 * headings and links of its Markdown text and its search description, with no page errors (axe's pass over every
 * page is routes.spec.ts's). Everything expected is read from those files, so an editor's change to the words
 * changes the expectations.
 */

/** Headings and links as the Markdown gives them (the page may add its own around them). */
const reader = new MarkdownIt("commonmark", { linkify: true }).enable(["table", "linkify"])
function outline(markdown: string | undefined) {
  const tokens = reader.parse(markdown ?? "", {})
  return {
    headings: tokens.filter((_, index) => tokens[index - 1]?.type === "heading_open").map(token => token.content),
    links: tokens
      .flatMap(token => token.children ?? [])
      .filter(child => child.type === "link_open")
      .map(child => String(child.attrGet("href"))),
  }
}

interface Words {
  route: string
  title: string
  lead?: string
  description: string
  /** every Markdown field of the page, as written */
  markdown: string[]
}

/** Every Markdown field of a page that always shows (not the words for when a list is empty), as written. */
function markdownFieldsOf(schema: z.ZodType, words: unknown): string[] {
  const root = jsonSchemaOf(schema)
  return markedFieldPaths(root, "markdown")
    .filter(path => !(nodeAt(root, path) as { onlyWhenEmpty?: boolean } | undefined)?.onlyWhenEmpty)
    .flatMap(path => valuesAt(words, path).map(({ value }) => String(value)))
}

const pagesWithWords: Words[] = [
  ...Object.entries(sitePages)
    .filter(([name]) => name !== "not-found")
    .map(([name, page]) => {
      const words = pageWords[name as keyof typeof pageWords] as Words
      return { ...words, route: page.route, markdown: markdownFieldsOf(page.schema, words) }
    }),
  ...groups.map(group => ({ ...group, markdown: [group.body] })),
]

for (const words of pagesWithWords) {
  test(`${words.route}: shows its words from data/, with no page errors`, async ({ page, pageErrors }) => {
    const response = await page.goto(words.route)
    expect(response?.status()).toBe(200)
    const main = page.getByRole("main")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title)
    if (words.lead) await expect(main.locator("header p")).toHaveText(words.lead)
    for (const text of words.markdown) {
      const { headings, links } = outline(text)
      for (const heading of headings)
        await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible()
      for (const href of links) await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached()
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", words.description)
    await page.waitForLoadState("networkidle")
    expect(pageErrors).toEqual([])
  })
}

test("the sentences the spec fixes word for word are on their pages, as data/ holds them", async ({ page }) => {
  // The fields marked as fixed wording in the schemas, with a page that shows each.
  const wordingFields = jsonSchemaOf(wordingSchema).properties!
  const fixedInWording = Object.entries(wordingFields).flatMap(([group, node]) =>
    Object.entries(node.properties ?? {})
      .filter(([, field]) => (field as { fixedWording?: boolean }).fixedWording)
      .map(([field]) => (wording as unknown as Record<string, Record<string, string>>)[group]![field]!),
  )
  expect(fixedInWording.length).toBeGreaterThan(0)
  const thankYou = sitePages["thank-you"]
  expect(jsonSchemaOf(thankYou.schema).properties!.lead).toMatchObject({ fixedWording: true })
  await page.goto(thankYou.route)
  await expect(page.getByRole("main")).toContainText(pageWords["thank-you"].lead)
  // The Sunday Clubs sentence shows on News & Events for an event with Sunday Clubs; the unit tests render it for
  // every case, so here it is enough that the sentence is the data's, word for word.
  for (const sentence of fixedInWording) expect(sentence.trim()).toBe(sentence)
})

test("headings run in order on every page: one h1, then h2s, h3s only under an h2", async ({ page }) => {
  test.setTimeout(120_000)
  for (const { route } of pagesWithWords) {
    await page.goto(route)
    const levels = await page
      .getByRole("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll(headings => headings.map(heading => Number(heading.tagName[1])))
    expect(levels[0], route).toBe(1)
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `${route} heading ${index}`).toBeLessThanOrEqual(1)
    })
  }
})

test("/cookies holds its heading and nothing else in main", async ({ page }) => {
  await page.goto(sitePages.cookies.route)
  const main = page.getByRole("main")
  await expect(main).toHaveText(pageWords.cookies.title)
  expect(await main.locator("p, ul, ol, table, section, a, img").count()).toBe(0)
})

test("/fundraising: the thermometer and the table state the budget of data/pages/fundraising.md, line by line", async ({
  page,
}) => {
  const words = pageWords.fundraising
  const total = summariseBudget(words.budget.lines)
  const figures = budgetFigures(total, words.budget.year)
  await page.goto(sitePages.fundraising.route)
  const thermometer = page.getByRole("img", { name: fillIn(words.thermometer.description, figures) })
  await expect(thermometer).toBeVisible()
  const table = page.getByRole("table", { name: fillIn(words.table.caption, figures) })
  for (const line of words.budget.lines) {
    await expect(table.getByRole("row", { name: line.name }).getByRole("cell")).toHaveText([
      formatPounds(line.income),
      formatPounds(line.spend),
    ])
  }
  await expect(table.getByRole("row", { name: words.table.total }).getByRole("cell")).toHaveText([
    formatPounds(total.income),
    formatPounds(total.spend),
  ])
  await expect(page.getByRole("main")).toContainText(
    total.shortfall > 0 ? fillIn(words.shortfall, figures) : words.covered,
  )
  // On a phone the thermometer fits the screen.
  await page.setViewportSize({ width: 360, height: 740 })
  const box = await thermometer.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
})

test("links to other websites in the pages' text open in a new tab and say so", async ({ page }) => {
  const outside = pagesWithWords.flatMap(words =>
    words.markdown
      .flatMap(text => outline(text).links.filter(href => /^https?:/.test(href)))
      .map(href => [words.route, href] as const),
  )
  expect(outside.length).toBeGreaterThan(0)
  for (const [route, href] of outside.slice(0, 6)) {
    await page.goto(route)
    const link = page.getByRole("main").locator(`a[href="${href}"]`).first()
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toContainText(wording.newTab)
  }
})

test("the pages fit a phone screen without sideways scrolling", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  for (const { route } of pagesWithWords) {
    await page.goto(route)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, route).toBeLessThanOrEqual(0)
  }
})

test("the site's PDFs that the pages link to are there", async ({ request }) => {
  const pdfs = [
    ...new Set(pagesWithWords.flatMap(words => words.markdown.flatMap(text => outline(text).links))),
  ].filter(href => href.endsWith(".pdf"))
  expect(pdfs.length).toBeGreaterThan(0)
  for (const href of pdfs) {
    const pdf = await request.get(href)
    expect(pdf.status(), href).toBe(200)
    expect((await pdf.body()).subarray(0, 5).toString(), href).toBe("%PDF-")
  }
  expect(site.siteUrl).toMatch(/^https:/)
})
