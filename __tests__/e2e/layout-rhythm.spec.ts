import type { Page } from "@playwright/test"
import { space } from "../../src/theme"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { webFontsSettled } from "./page-helpers"

/**
 * Spacing a reader sees on every page, at phone and desktop width: things side by side line up (spacing comes
 * from the row's `gap`, never from a margin only some items get), and the page header and the footer sit one
 * step of the spacing scale from the content, with no doubled margins. Routes come from the built site.
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))
const pixels = (rem: string) => parseFloat(rem) * 16

/**
 * Every flex row and grid on the page whose items share a row but do not line up. Items share a row when
 * their margin boxes meet it at the same place; each is then compared by the edge it is aligned by (its top,
 * centre or bottom; baseline-aligned text is left out): a margin on one item moves its box off the others'.
 */
function misalignedRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`
    const problems: string[] = []
    for (const container of document.querySelectorAll("body *")) {
      const style = getComputedStyle(container)
      const row =
        (style.display.endsWith("flex") && !style.flexDirection.startsWith("column")) || style.display.endsWith("grid")
      if (!row) continue
      const items = [...container.children].flatMap(child => {
        const own = getComputedStyle(child)
        const box = child.getBoundingClientRect()
        const placed = own.position !== "absolute" && own.position !== "fixed" && own.visibility !== "hidden"
        if (!placed || box.width === 0 || box.height === 0) return []
        const alignment = own.alignSelf === "auto" ? style.alignItems : own.alignSelf
        if (alignment.includes("baseline")) return []
        const edge = alignment.includes("center") ? "centre" : alignment.endsWith("end") ? "bottom" : "top"
        const [above, below] = [parseFloat(own.marginTop), parseFloat(own.marginBottom)]
        const [line, at] =
          edge === "top"
            ? [box.top - above, box.top]
            : edge === "bottom"
              ? [box.bottom + below, box.bottom]
              : [(box.top - above + box.bottom + below) / 2, (box.top + box.bottom) / 2]
        return [{ child, edge, line, at }]
      })
      for (const [index, item] of items.entries()) {
        for (const other of items.slice(index + 1)) {
          const sameRow = other.edge === item.edge && Math.abs(other.line - item.line) <= 1
          if (sameRow && Math.abs(other.at - item.at) > 1) {
            problems.push(
              `${name(item.child)} and ${name(other.child)}: ${item.edge} edges ${Math.abs(other.at - item.at).toFixed(1)} px apart`,
            )
          }
        }
      }
    }
    return problems
  })
}

/**
 * The space between the page header and the content below it (in its column: a page's aside and rail may stand beside
 * it), and between the content and the footer.
 */
function pageGaps(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main")!
    // The page's own header: main's first (a card's header comes later).
    const header = main.querySelector("header")!
    const shown = [...main.querySelectorAll("*")]
      .filter(element => !header.contains(element) && !element.contains(header))
      .map(element => element.getBoundingClientRect())
      .filter(box => box.width > 0 && box.height > 0)
    if (shown.length === 0) return undefined
    const { bottom: headerBottom, right: headerRight } = header.getBoundingClientRect()
    const underHeader = shown.filter(box => box.left < headerRight)
    return {
      belowHeader: Math.min(...underHeader.map(box => box.top)) - headerBottom,
      aboveFooter:
        document.querySelector("footer")!.getBoundingClientRect().top - Math.max(...shown.map(box => box.bottom)),
    }
  })
}

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("on every page, items side by side in a row line up", async ({ page }) => {
      test.setTimeout(180_000)
      const problems: string[] = []
      for (const route of routes) {
        await page.goto(route)
        await webFontsSettled(page)
        problems.push(...(await misalignedRows(page)).map(problem => `${route}: ${problem}`))
      }
      expect(problems).toEqual([])
    })

    test("on every page, the content starts one gap below the page header and ends shortly above the footer", async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const problems: string[] = []
      for (const route of routes) {
        await page.goto(route)
        const gaps = await pageGaps(page)
        if (!gaps) continue // a page with a heading only (Cookies)
        // One gap of the spacing scale; /contact had two (the header's margin and its first heading's).
        if (gaps.belowHeader > pixels(space.xl) + 1) problems.push(`${route}: ${gaps.belowHeader} px below the header`)
        // The footer used to add its own margin to the page's: about 150 px of nothing on a phone.
        if (gaps.aboveFooter > pixels(space.xxl)) problems.push(`${route}: ${gaps.aboveFooter} px above the footer`)
      }
      expect(problems).toEqual([])
    })
  })
}
