import { expect, test } from "./fixtures"
import { allWebFontsOn, drawnWith, fontsProtocol, recordLinesMoved, webFontsSettled } from "./page-helpers"
import { domMarkers, select } from "../../src/dom-markers"
import { fontFamilies } from "../../src/theme"
import { webFontsOutcome } from "../../src/standalone/web-fonts"

/**
 * The web fonts come in after the text has painted in their fallbacks, and only where no line on screen moves: a
 * fallback takes its web font's width to within a fraction of a percent, but a line at the very edge of its column
 * can still break a word differently. These tests make each case on purpose, whatever the pages say.
 */

test.use({ viewport: { width: 1280, height: 900 } })

/** A sentence of the test's own, wider in the fallback than in the web font: Arial's 1 is a figure's full width. */
const sentence = "Rooms 1, 11 and 111 are up 21 steps, rooms 12 and 13 are on the ground floor."

test("where no line on screen would move, a first visit's web fonts come in once the text has painted", async ({
  page,
}) => {
  // A screen that shows only the top of the page, the parish's name on one line: nothing there can move.
  await page.setViewportSize({ width: 1280, height: 60 })
  await recordLinesMoved(page)
  await page.goto("/history")
  expect(await webFontsSettled(page)).toBe(webFontsOutcome.inUse)
  const cdp = await fontsProtocol(page)
  expect(await drawnWith(cdp, "main h1")).toEqual([expect.stringMatching(`^${fontFamilies.heading}`)])
  expect(await drawnWith(cdp, "main p")).toEqual([expect.stringMatching(`^${fontFamilies.body}`)])
  expect(await page.evaluate(() => window.linesMoved)).toEqual([])
})

test("where the web fonts would move a line on screen, the page keeps its fallbacks and nothing moves", async ({
  context,
  page,
}) => {
  // The sentence's width on one line, in the text face and in its fallback, at running text's size.
  const measuring = await context.newPage()
  await measuring.goto("/history")
  await allWebFontsOn(measuring)
  const widths = await measuring.evaluate(text => {
    const paragraph = document.querySelector("main p")
    if (!paragraph) throw new Error("no paragraph in main")
    const { fontSize, fontFamily } = getComputedStyle(paragraph)
    const probe = document.createElement("span")
    probe.style.cssText = `position:absolute;white-space:nowrap;font-size:${fontSize};font-family:${fontFamily}`
    probe.textContent = text
    document.body.append(probe)
    const web = probe.getBoundingClientRect().width
    probe.style.fontFamily = fontFamily.split(",").slice(1).join(",")
    return { web, fallback: probe.getBoundingClientRect().width }
  }, sentence)
  await measuring.close()
  expect(Math.abs(widths.web - widths.fallback), "the sentence's two widths").toBeGreaterThan(4)

  // A first visit whose script is held back until the sentence is on screen, in a column between its two widths.
  let releaseScript = () => {}
  const scriptHeld = new Promise<void>(resolve => (releaseScript = resolve))
  await context.route("**/static/standalone/*.js", async route => {
    await scriptHeld
    await route.continue()
  })
  await recordLinesMoved(page)
  await page.goto("/history", { waitUntil: "domcontentloaded" })
  const heightBefore = await page.evaluate(
    ({ text, width }) => {
      const edge = document.createElement("p")
      edge.id = "edge"
      edge.textContent = text
      edge.style.cssText = `width:${width}px;max-width:none;padding:0`
      document.querySelector("main")?.prepend(edge)
      return edge.getBoundingClientRect().height
    },
    { text: sentence, width: (widths.web + widths.fallback) / 2 },
  )
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1)
  // Putting the sentence in may itself have moved the page, once painted: that is the test's doing, not the fonts'.
  const movedByTheTest = await page.evaluate(afterTwoFrames)
  releaseScript()

  await expect(page.locator(select(domMarkers.webFonts))).toHaveAttribute(domMarkers.webFonts, webFontsOutcome.heldBack)
  expect(await page.locator("#edge").evaluate(edge => edge.getBoundingClientRect().height)).toBe(heightBefore)
  const cdp = await fontsProtocol(page)
  expect(await drawnWith(cdp, "#edge")).not.toContainEqual(expect.stringMatching(`^${fontFamilies.body}`))
  expect(await page.evaluate(afterTwoFrames)).toEqual(movedByTheTest)
})

/** The lines moved so far, read once two more frames have been drawn (their layout shifts reported). */
const afterTwoFrames = () =>
  new Promise<number[]>(resolve =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve([...(window.linesMoved ?? [])])))),
  )
