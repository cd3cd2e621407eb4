import { idleScriptAttribute } from "../../plugins/gatsby-plugin-islands/browser"
import { expect, test } from "./fixtures"

/**
 * Page-load metrics (docs/requirements.md#loading): web-vitals, in the script the standalone script's tag names as its idle script, is
 * loaded lazily once the page is idle, never as part of the first-visit JavaScript, and its results are sent nowhere
 * unless a reporting address was configured at build time.
 */
test("web-vitals loads after the page and its first paint, not with them, runs without an error and sends nothing", async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    const sent: string[] = []
    ;(window as unknown as { beaconsSent: string[] }).beaconsSent = sent
    navigator.sendBeacon = (url: string | URL) => {
      sent.push(String(url))
      return true
    }
  })
  const scripts: { url: string; beforeLoad: boolean }[] = []
  let loaded = false
  page.on("load", () => (loaded = true))
  page.on("request", request => {
    if (request.resourceType() === "script") scripts.push({ url: request.url(), beforeLoad: !loaded })
  })
  const response = await page.goto("/")
  const html = (await response?.text()) ?? ""
  const idleScript = await page.locator(`script[${idleScriptAttribute}]`).getAttribute(idleScriptAttribute)
  expect(idleScript).toBeTruthy()
  await expect
    .poll(() => scripts.filter(script => script.url.endsWith(idleScript!)))
    .toEqual([{ url: expect.any(String), beforeLoad: false }])
  await page.waitForLoadState("networkidle")
  // Never competing with the text for the first paint (plugins/gatsby-plugin-islands/standalone-loader.ts).
  const [firstPaint, requested] = await page.evaluate(
    src => [
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      performance.getEntriesByType("resource").find(entry => entry.name.endsWith(src))?.startTime,
    ],
    idleScript!,
  )
  expect(requested).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY)
  expect(html).not.toMatch(new RegExp(`src="${idleScript}"`))
  // Interact and leave the page, when metrics are reported.
  await page.mouse.click(5, 5)
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")))
  expect(await page.evaluate(() => (window as unknown as { beaconsSent: string[] }).beaconsSent)).toEqual([])
  expect(pageErrors).toEqual([])
})
