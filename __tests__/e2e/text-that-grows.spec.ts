import type { Page } from "@playwright/test"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { webFontsSettled } from "./page-helpers"
import { wording } from "./shipped-content"

/**
 * Text that grows (WCAG 1.4.4 resize text, 1.4.10 reflow): on every route, with the text at 200% on a 390 px phone
 * and at ordinary size on a 320 px one, the page does not scroll sideways, no word or control runs past the screen's
 * edge or is clipped by its box, no text lies over other text, and the header's name and Menu button stay on
 * screen. Routes come from the built site, so a page an editor adds is held too.
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))

const readers = [
  { name: "200% text on a 390 px phone", viewport: { width: 390, height: 844 }, rootFontSize: "200%" },
  { name: "a 320 px phone", viewport: { width: 320, height: 640 }, rootFontSize: "" },
] as const

/** Every way the page's words and controls fail to fit the screen, described for the failure message. */
function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tolerance = 1
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? element.getAttribute("aria-label") ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40)}"`
    const sideways = document.documentElement.scrollWidth - width
    if (sideways > tolerance) problems.push(`the page scrolls sideways by ${sideways} px`)

    // What a reader meets: runs of text (by their line boxes) and controls and pictures (by their boxes). Not on
    // screen: what is hidden or folded away (a closed disclosure), text for screen readers only (inside a box
    // clipped to a pixel), and the skip link waiting above the page.
    const clippedToNothing = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect()
        if (getComputedStyle(at).overflow !== "visible" && (box.width <= 1 || box.height <= 1)) return true
      }
      return false
    }
    const seen = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && !clippedToNothing(element)
    const onScreen = (box: DOMRect) => box.width > 1 && box.height > 1 && box.bottom > 0
    const texts: { element: Element; box: DOMRect }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if (!seen(node.parentElement)) continue
      for (const box of range.getClientRects()) if (onScreen(box)) texts.push({ element: node.parentElement, box })
    }
    const controls = [...document.querySelectorAll("a, button, input, select, textarea, summary, img, svg, iframe")]
      .map(element => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => onScreen(box) && seen(element))

    for (const { element, box } of [...texts, ...controls]) {
      if (box.left < -tolerance || box.right > width + tolerance) {
        problems.push(
          `${name(element)} runs past the screen's edge (${box.left.toFixed(0)}–${box.right.toFixed(0)} px)`,
        )
      }
    }

    // Words broken across lines: a box squeezed narrower than its words (a column beside another in large text)
    // breaks them letter by letter. Only a word too long for a line of its own (wider than 60% of the screen, say a
    // long e-mail address at 200%) may break; phone numbers and postcodes count as one word (no-break spaces), and
    // a line may end after a hyphen or slash inside a word ("Mid-/week").
    const longWord = 0.6 * width
    for (const element of new Set(texts.map(text => text.element))) {
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue
        for (const match of (node.textContent ?? "").matchAll(/[^ \t\n\r/\u2010\u2013\u2014-]+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const pieces = [...range.getClientRects()].filter(onScreen)
          const across = pieces.reduce((sum, piece) => sum + piece.width, 0)
          const lines = new Set(pieces.map(piece => Math.round(piece.top)))
          if (lines.size > 1 && across <= longWord) problems.push(`${name(element)} breaks the word "${match[0]}"`)
        }
      }
    }

    // A box that hides what does not fit (overflow other than visible) must have nothing left over.
    for (const element of document.querySelectorAll("body *")) {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      if (!onScreen(box) || !element.textContent?.trim() || !seen(element)) continue
      const clipsAcross = style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + tolerance
      const clipsDown =
        ["hidden", "clip"].includes(style.overflowY) && element.scrollHeight > element.clientHeight + tolerance
      if (clipsAcross || clipsDown) problems.push(`${name(element)} cuts off its content (overflow ${style.overflow})`)
      if (style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth + tolerance) {
        problems.push(`${name(element)} ends in an ellipsis`)
      }
    }

    // Text over other text: two line boxes of different elements that share much of their height and width.
    for (const [index, first] of texts.entries()) {
      for (const second of texts.slice(index + 1)) {
        if (first.element === second.element) continue
        const across = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left)
        const down = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top)
        // Glyph boxes of neighbouring lines may touch where line height is tight; overlapping text shares more.
        if (across > 2 && down > 0.4 * Math.min(first.box.height, second.box.height)) {
          problems.push(`${name(first.element)} lies over ${name(second.element)}`)
        }
      }
    }
    return [...new Set(problems)]
  })
}

for (const reader of readers) {
  test.describe(`for ${reader.name}`, () => {
    test.use({ viewport: reader.viewport, hasTouch: true })

    for (const route of routes) {
      test(`${route} fits the screen`, async ({ page }) => {
        await page.goto(route)
        await webFontsSettled(page)
        await page.evaluate(size => {
          document.documentElement.style.fontSize = size
        }, reader.rootFontSize)
        await expect.poll(() => reflowProblems(page)).toEqual([])
        // Few words fit a line: a table whose cells name their column (data-label) is read row by row, not in columns.
        const cellsStillInColumns = await page
          .locator("td[data-label]")
          .evaluateAll(cells =>
            cells
              .filter(cell => getComputedStyle(cell.parentElement!).display === "table-row")
              .map(cell => cell.textContent),
          )
        expect(cellsStillInColumns).toEqual([])

        // The header stays usable: the name and the Menu button are on screen (the social links are the footer's).
        const header = page.getByRole("banner")
        const within = async (locator: import("@playwright/test").Locator) => {
          const box = (await locator.boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(-1)
          expect(box.x + box.width).toBeLessThanOrEqual(reader.viewport.width + 1)
        }
        await within(header.locator("a[href='/']").first())
        await within(header.getByRole("button", { name: wording.pageTop.menuButton }))
      })
    }
  })
}
