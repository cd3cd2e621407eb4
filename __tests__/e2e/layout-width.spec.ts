import type { Page } from "@playwright/test"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { allWebFontsOn } from "./page-helpers"

/**
 * The width of a laptop used (issue: "half a screen of white beside a ~600 px column"). On every built page at
 * 1280×800 the reader scrolls down the page a half screen at a time; on each screen, no stretch taller than half
 * the screen may hold content in a column with a third or more of the page's width empty beside it. What counts
 * as content is what the eye sees: lines of text, pictures, controls, and boxes with a background or a border.
 * Sticky asides count where they are on that screen, as the reader sees them.
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))
const viewport = { width: 1280, height: 800 }

/** How much of the page's width may stay empty beside a column, and for how tall a stretch of the screen. */
const emptyWidthShare = 1 / 3
const tallestLopsided = viewport.height / 2

interface Stretch {
  /** from the top of the page, in px */
  top: number
  height: number
  /** the widest empty space beside the content in it, as a share of the page's width */
  emptyShare: number
}

/** The tallest stretch of this screen where content sits in a column with empty width beside it. */
function lopsidedStretch(page: Page, limits: { share: number }): Promise<Stretch | null> {
  return page.evaluate(({ share }) => {
    const main = document.querySelector("main")!
    const frame = main.getBoundingClientRect()
    const style = getComputedStyle(main)
    const left = frame.left + parseFloat(style.paddingLeft)
    const right = frame.right - parseFloat(style.paddingRight)
    const width = right - left
    const boxes: DOMRect[] = []
    const shown = (element: Element) => {
      const own = getComputedStyle(element)
      return own.visibility !== "hidden" && own.opacity !== "0"
    }
    // Lines of text: the extent of the words themselves, not of the block that holds them. Words hidden from the
    // eye but read out (a one-pixel clipped box: "opens in a new tab") take no room.
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement
      if (!node.textContent?.trim() || !holder || !shown(holder)) continue
      if (holder.getBoundingClientRect().width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      boxes.push(...range.getClientRects())
    }
    const visible = (value: string) => value !== "transparent" && !/rgba\(.*,\s*0\)$/.test(value)
    for (const element of main.querySelectorAll("*")) {
      if (!shown(element)) continue
      const own = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      if (
        /^(IMG|SVG|IFRAME|VIDEO|CANVAS|INPUT|TEXTAREA|SELECT|BUTTON)$/i.test(element.tagName) ||
        visible(own.backgroundColor)
      ) {
        boxes.push(box)
        continue
      }
      // A border alone shows only as its line: a rule above a card does not fill the card's width.
      const line = (side: string) => {
        const thickness = parseFloat(own.getPropertyValue(`border-${side}-width`))
        const drawn = own.getPropertyValue(`border-${side}-style`) !== "none"
        return thickness > 0 && drawn && visible(own.getPropertyValue(`border-${side}-color`)) ? thickness : 0
      }
      if (line("top")) boxes.push(new DOMRect(box.left, box.top, box.width, line("top")))
      if (line("bottom")) boxes.push(new DOMRect(box.left, box.bottom - line("bottom"), box.width, line("bottom")))
      if (line("left")) boxes.push(new DOMRect(box.left, box.top, line("left"), box.height))
      if (line("right")) boxes.push(new DOMRect(box.right - line("right"), box.top, line("right"), box.height))
    }
    const solid = boxes.filter(box => box.width > 0 && box.height > 0)
    const step = 8
    const top = Math.max(0, frame.top)
    const bottom = Math.min(window.innerHeight, frame.bottom)
    let best: { top: number; height: number; emptyShare: number } | null = null
    let run: { top: number; end: number; emptyShare: number } | null = null
    for (let y = top; y < bottom; y += step) {
      const inStrip = solid.filter(box => box.top < y + step && box.bottom > y)
      if (inStrip.length === 0) continue // space between parts: neither starts nor ends a stretch
      const empty = Math.max(
        right - Math.max(...inStrip.map(box => box.right)),
        Math.min(...inStrip.map(box => box.left)) - left,
      )
      if (empty / width > share) {
        run = run ?? { top: y, end: y + step, emptyShare: 0 }
        run.end = y + step
        run.emptyShare = Math.max(run.emptyShare, empty / width)
        if (!best || run.end - run.top > best.height) {
          best = { top: run.top + window.scrollY, height: run.end - run.top, emptyShare: run.emptyShare }
        }
      } else run = null
    }
    return best
  }, limits)
}

test.use({ viewport })

test("at 1280×800, no page leaves a third of its width empty beside a column for more than half a screen", async ({
  page,
}) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  for (const route of routes) {
    await page.goto(route)
    // The page as designed, in its web fonts: where a first visit kept its fallbacks, a paragraph may differ by a line.
    await allWebFontsOn(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    let worst: Stretch | null = null
    for (let scrollY = 0; scrollY < height; scrollY += viewport.height / 2) {
      await page.evaluate(y => window.scrollTo(0, y), scrollY)
      // Scrolled there, or as far as the page goes (measured now: the footer takes its own height once near).
      await expect
        .poll(() =>
          page.evaluate(
            y =>
              window.scrollY === Math.max(0, Math.min(y, document.documentElement.scrollHeight - window.innerHeight)),
            scrollY,
          ),
        )
        .toBe(true)
      const stretch = await lopsidedStretch(page, { share: emptyWidthShare })
      if (stretch && (!worst || stretch.height > worst.height)) worst = stretch
    }
    if (worst && worst.height > tallestLopsided) {
      problems.push(
        `${route}: ${Math.round(worst.height)} px from y=${Math.round(worst.top)} with ${Math.round(worst.emptyShare * 100)}% of the width empty beside it`,
      )
    }
  }
  expect(problems).toEqual([])
})
