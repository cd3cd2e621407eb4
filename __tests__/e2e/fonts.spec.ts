import type { CDPSession, Page } from "@playwright/test"
import { fontFamilies } from "../../src/theme"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { allWebFontsOn, drawnWith, fontsProtocol, recordLinesMoved, webFontsSettled } from "./page-helpers"
import { webFontsOutcome } from "../../src/standalone/web-fonts"
import { domMarkers, select } from "../../src/dom-markers"

/**
 * Text before fonts, and one typeface per role on every load: a first visit paints its text at once in the
 * metric-matched fallbacks and asks for no font file before then; the web fonts come in where no line on screen moves
 * (fonts-swap.spec.ts holds a page whose line would), and then headings are in the heading face and text, bold
 * included, in the text face, however late the files arrive; the fallbacks take the web fonts' room; without
 * JavaScript the web fonts apply from the start.
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))

test.use({ viewport: { width: 1280, height: 900 } })

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width}px, every page paints its text before it asks for any font file, and nothing moves up or down as it loads`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    await recordLinesMoved(page)
    const problems: string[] = []
    for (const route of routes) {
      await page.goto(route)
      await webFontsSettled(page)
      const { painted, fontRequests, preloads, linesMoved } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        fontRequests: performance
          .getEntriesByType("resource")
          .filter(entry => new URL(entry.name).pathname.endsWith(".woff2"))
          .map(entry => entry.startTime),
        preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
        linesMoved: window.linesMoved ?? [],
      }))
      if (preloads > 0) problems.push(`${route}: ${preloads} fonts preloaded`)
      if (fontRequests.length === 0) problems.push(`${route}: no font file loaded`)
      const first = Math.min(...fontRequests)
      if (first < painted)
        problems.push(`${route}: a font asked for at ${first} ms, before the text painted at ${painted} ms`)
      if (linesMoved.length > 0) problems.push(`${route}: lines moved by ${linesMoved.join(", ")} px`)
    }
    expect(problems).toEqual([])
  })
}

/**
 * How much wider (or narrower) each face's fallback sets the text of every page, on one line each, than the web
 * font does: text sized to the web font's room breaks its lines in the same places, so the swap moves nothing.
 */
test("the fallbacks take the web fonts' room: over the text of every page, each face within 0.5%", async ({ page }) => {
  test.setTimeout(180_000)
  const totals = new Map<string, { web: number; fallback: number }>()
  for (const route of routes) {
    await page.goto(route)
    await allWebFontsOn(page)
    const widths = await page.evaluate(() => {
      const probe = document.createElement("span")
      probe.style.cssText = "position:absolute;top:0;left:0;visibility:hidden;white-space:pre"
      document.body.append(probe)
      const measured: { face: string; web: number; fallback: number }[] = []
      for (const element of document.querySelectorAll("main :is(p, li, h1, h2, h3, dt, dd, a)")) {
        const text = (element as HTMLElement).innerText.replace(/\s+/g, " ").trim()
        if (element.querySelector("p, li, div") || text.length < 8) continue
        const style = getComputedStyle(element)
        const [web, ...fallbacks] = style.fontFamily.split(",").map(family => family.trim())
        Object.assign(probe.style, { fontSize: style.fontSize, fontWeight: style.fontWeight, fontFamily: web })
        probe.textContent = text
        const webWidth = probe.getBoundingClientRect().width
        // The stack without the web font: the first fallback this browser has, as a reader would get it.
        probe.style.fontFamily = fallbacks.join(",")
        measured.push({
          face: `${web} ${style.fontWeight}`,
          web: webWidth,
          fallback: probe.getBoundingClientRect().width,
        })
      }
      probe.remove()
      return measured
    })
    for (const { face, web, fallback } of widths) {
      const total = totals.get(face) ?? { web: 0, fallback: 0 }
      totals.set(face, { web: total.web + web, fallback: total.fallback + fallback })
    }
  }
  const ratios = Object.fromEntries([...totals].map(([face, { web, fallback }]) => [face, fallback / web]))
  for (const [face, ratio] of Object.entries(ratios))
    expect(Math.abs(ratio - 1), `${face}: ${ratio}`).toBeLessThan(0.005)
})

test("without JavaScript the web fonts apply from the start", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto("/history")
  const cdp = await fontsProtocol(page)
  await expect
    .poll(() => drawnWith(cdp, "main h1"))
    .toEqual([expect.stringMatching(new RegExp(`^${fontFamilies.heading}`))])
  await context.close()
})

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

test("on a first visit whose fonts arrive late, every role ends in one face on every page: its own, or its fallback", async ({
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
    // Held back, where they would have moved a line on screen: then every role stays in its fallback.
    const inUse = (await webFontsSettled(page)) === webFontsOutcome.inUse
    const cdp = await fontsProtocol(page)
    for (const { role, selector, family } of roles) {
      const fonts = await drawnWith(cdp, selector)
      if (!fonts.every(font => font.startsWith(family) === inUse))
        problems.push(`${route}: ${role} drawn in ${fonts.join(", ")}, the web fonts ${inUse ? "in use" : "held back"}`)
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
  await allWebFontsOn(page)
  const cdp = await fontsProtocol(page)
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
