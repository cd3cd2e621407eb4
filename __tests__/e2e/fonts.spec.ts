import type { CDPSession, Page } from "@playwright/test"
import { fontFamilies } from "../../src/theme"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { domMarkers, select } from "../../src/dom-markers"

/**
 * One typeface per role on every load: a first visit draws headings in the heading face and text, bold
 * included, in the text face, however late the font files arrive (a file that misses the first paint must not
 * leave that page in a fallback), and every file that carries a page's text is preloaded with the HTML (the
 * plain zero's files, a glyph each, load as the text asks for them).
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))

test.use({ viewport: { width: 1280, height: 900 } })

/**
 * The web font files the page's @font-face rules load (local() fallbacks left out) for its text, leaving out
 * those that serve the zero alone (unicode-range U+30), and the files it preloads.
 */
const fontFiles = (page: Page) =>
  page.evaluate(() => {
    const faces = [...document.styleSheets]
      .flatMap(sheet => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .flatMap(rule =>
        [...rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g)].map(match => ({
          file: new URL(match[1]!, location.href).pathname,
          zeroOnly: rule.style.getPropertyValue("unicode-range").trim().toUpperCase() === "U+30",
        })),
      )
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      link => new URL(link.href).pathname,
    )
    return {
      text: [...new Set(faces.filter(face => !face.zeroOnly).map(face => face.file))].sort(),
      preloaded: [...new Set(preloaded)].sort(),
    }
  })

test("every page preloads the font files that carry its text, and only those", async ({ page }) => {
  test.setTimeout(120_000)
  for (const route of routes) {
    await page.goto(route)
    const { text, preloaded } = await fontFiles(page)
    expect(text.length, route).toBeGreaterThan(0)
    expect(preloaded, route).toEqual(text)
  }
})

/** The fonts the browser actually drew an element's text with (DevTools protocol), e.g. ["Source Serif 4 SemiBold"]. */
async function drawnWith(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  if (!nodeId) throw new Error(`nothing matches ${selector}`)
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  return fonts.map(font => font.familyName)
}

/** Text in each role that every page has: the h1, the menu bar's bold labels, the footer's bold labels, body text. */
const roles = [
  { role: "the page title", selector: "main h1", family: fontFamilies.heading },
  {
    role: "a bold menu label",
    selector: `${select(domMarkers.desktopMenu)} > li > a > span`,
    family: fontFamilies.body,
  },
  { role: "a bold label in the footer", selector: "footer dt", family: fontFamilies.body },
  { role: "running text", selector: "footer p", family: fontFamilies.body },
]

test("on a first visit whose fonts arrive late, every role ends in its own face, on every page", async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  for (const route of routes) {
    // A fresh visitor each time (nothing cached), on a connection where the font files come well after the page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.route(
      url => url.hostname !== "127.0.0.1",
      request => request.abort("blockedbyclient"),
    )
    await context.route("**/*.woff2", async request => {
      await new Promise(resolve => setTimeout(resolve, 800))
      await request.continue()
    })
    const page = await context.newPage()
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    const cdp = await context.newCDPSession(page)
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    for (const { role, selector, family } of roles) {
      const fonts = await drawnWith(cdp, selector)
      if (!fonts.every(font => font.startsWith(family))) problems.push(`${route}: ${role} drawn in ${fonts.join(", ")}`)
    }
    await context.close()
  }
  expect(problems).toEqual([])
})

/**
 * How the browser draws one character in an element's own font (family, weight, style), on a canvas at 200 px:
 * how many counters it has (background it encloses) and the size of its ink.
 */
const drawnGlyph = (page: Page, selector: string, character: string) =>
  page.evaluate(
    async ({ selector, character }) => {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`nothing matches ${selector}`)
      const { fontStyle, fontWeight, fontFamily } = getComputedStyle(element)
      const font = `${fontStyle} ${fontWeight} 200px ${fontFamily}`
      // The web family only: a local() fallback this machine lacks (Roboto) would fail the whole load.
      await document.fonts.load(`${fontStyle} ${fontWeight} 200px ${fontFamily.split(",")[0]}`, character)
      const size = 400
      const canvas = document.createElement("canvas")
      canvas.width = canvas.height = size
      const context = canvas.getContext("2d")!
      context.font = font
      context.fillText(character, 100, 300)
      const { data } = context.getImageData(0, 0, size, size)
      const inked = (i: number) => data[i * 4 + 3]! >= 128
      const seen = new Uint8Array(size * size)
      const fill = (start: number) => {
        const stack = [start]
        seen[start] = 1
        while (stack.length) {
          const i = stack.pop()!
          const x = i % size
          const y = (i - x) / size
          for (const [nx, ny] of [
            [x - 1, y],
            [x + 1, y],
            [x, y - 1],
            [x, y + 1],
          ] as const) {
            const next = ny * size + nx
            if (nx >= 0 && ny >= 0 && nx < size && ny < size && !seen[next] && !inked(next)) {
              seen[next] = 1
              stack.push(next)
            }
          }
        }
      }
      // Background joined to the canvas's corner is outside the glyph; every other patch of it is a counter.
      fill(0)
      let counters = 0
      const ink = { top: size, bottom: 0, left: size, right: 0 }
      for (let i = 0; i < size * size; i++) {
        const x = i % size
        const y = (i - x) / size
        if (inked(i)) {
          ink.top = Math.min(ink.top, y)
          ink.bottom = Math.max(ink.bottom, y)
          ink.left = Math.min(ink.left, x)
          ink.right = Math.max(ink.right, x)
        } else if (!seen[i]) {
          counters++
          fill(i)
        }
      }
      return { counters, height: ink.bottom - ink.top + 1, width: ink.right - ink.left + 1 }
    },
    { selector, character },
  )

/**
 * The fonts the browser draws a zero with inside an element (a "0" added at its end), as the DevTools report them:
 * none until the browser has laid the new zero out, so they are asked for until there are some.
 */
async function zeroDrawnWith(page: Page, cdp: CDPSession, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate(element => {
      const zero = document.createElement("span")
      zero.dataset.zeroProbe = ""
      zero.textContent = "0"
      element.append(zero)
    })
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-zero-probe]" })
  let fonts: { familyName: string; isCustomFont: boolean }[] = []
  await expect
    .poll(async () => (fonts = (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts).length, {
      message: `a zero drawn in ${selector}`,
    })
    .toBeGreaterThan(0)
  await page.locator("[data-zero-probe]").evaluate(zero => zero.remove())
  return fonts
}

/**
 * Atkinson Hyperlegible Next draws its zero slashed (Ø), which makes times, phone numbers and prices read oddly;
 * the body family takes a plain zero from another face. In running text and in bold, the browser draws a zero with
 * one counter, from a web font, as tall as the figures beside it (so it does not jump out of "2026") and still
 * narrower than a capital O (so the two stay apart).
 */
test("text draws a plain zero, from a web font, as tall as its other figures and narrower than O", async ({ page }) => {
  await page.goto("/")
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  for (const { role, selector } of roles.filter(({ family }) => family === fontFamilies.body)) {
    const zero = await drawnGlyph(page, selector, "0")
    const eight = await drawnGlyph(page, selector, "8")
    const capitalO = await drawnGlyph(page, selector, "O")
    expect(zero.counters, `${role}: counters in its zero`).toBe(1)
    expect(Math.abs(zero.height / eight.height - 1), `${role}: its zero's height beside its 8`).toBeLessThan(0.02)
    expect(zero.width / capitalO.width, `${role}: its zero's width beside its O`).toBeLessThan(0.9)
    const fonts = await zeroDrawnWith(page, cdp, selector)
    expect(
      fonts.filter(font => !font.isCustomFont),
      `${role}: its zero in a local font`,
    ).toEqual([])
  }
})
