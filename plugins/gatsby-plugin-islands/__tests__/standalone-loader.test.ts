import { JSDOM } from "jsdom"
import { idleScriptAttribute, islandScriptAttribute } from "../browser"
import { standaloneLoader, standaloneSourceAttribute } from "../standalone-loader"

/**
 * The loader in a page's head (../standalone-loader.ts), run by jsdom as a browser runs it: the standalone script's
 * own tag, and so its request, comes only once the page has painted its first text, unless the visitor came from
 * another page of the site. __tests__/e2e/web-vitals.spec.ts follows the request in Chromium.
 */
const standalone = "/static/standalone/standalone-0123456789abcdef0123.js"
const idle = "/static/idle/idle-0123456789abcdef0123.js"
const islands = "/static/islands/islands-0123456789abcdef0123.js"

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void

/** A page with the loader as a build writes it; `paints` says whether the browser reports paints, as Chromium does. */
function pageWithLoader({ paints, referrer = "" }: { paints: boolean; referrer?: string }) {
  const observers: PaintCallback[] = []
  const dom = new JSDOM(
    `<!doctype html><head><script ${standaloneSourceAttribute}="${standalone}" ${idleScriptAttribute}="${idle}" ` +
      `${islandScriptAttribute}="${islands}">${standaloneLoader}</script></head><body><p>Services on Sunday</p></body>`,
    {
      url: "https://www.example.org/worship",
      referrer: referrer || undefined,
      runScripts: "dangerously",
      pretendToBeVisual: true,
      beforeParse(window) {
        const FakeObserver = function (this: unknown, callback: PaintCallback) {
          observers.push(callback)
          return { observe: () => undefined, disconnect: () => observers.splice(observers.indexOf(callback), 1) }
        }
        Object.assign(FakeObserver, { supportedEntryTypes: paints ? ["paint", "navigation"] : ["navigation"] })
        Object.assign(window, { PerformanceObserver: FakeObserver })
      },
    },
  )
  const scripts = () => [...dom.window.document.querySelectorAll("script")]
  const paint = (name: string) => {
    for (const callback of [...observers])
      callback(
        { getEntriesByName: asked => (asked === name ? [{ name }] : []) },
        { disconnect: () => observers.splice(observers.indexOf(callback), 1) },
      )
  }
  /** Lets three of the window's frames and then its timers run: more than the loader waits for where it sees no paints. */
  const settle = () =>
    new Promise(resolve => {
      const frame = (left: number) =>
        left === 0 ? dom.window.setTimeout(resolve) : dom.window.requestAnimationFrame(() => frame(left - 1))
      frame(3)
    })
  return { dom, scripts, paint, settle }
}

const standaloneTagOf = (scripts: HTMLScriptElement[]) => scripts.find(script => script.src.endsWith(standalone))

describe("the standalone script's loader", () => {
  test("puts the standalone script's tag in its own place once the first text has painted, and not before", async () => {
    const page = pageWithLoader({ paints: true })
    await page.settle()
    expect(standaloneTagOf(page.scripts())).toBeUndefined()
    page.paint("first-paint")
    await page.settle()
    expect(standaloneTagOf(page.scripts())).toBeUndefined()
    page.paint("first-contentful-paint")
    await page.settle()
    const [tag, ...others] = page.scripts()
    expect(others).toEqual([])
    expect(tag?.src).toBe(`https://www.example.org${standalone}`)
    expect(tag?.getAttribute(idleScriptAttribute)).toBe(idle)
    expect(tag?.getAttribute(islandScriptAttribute)).toBe(islands)
    expect(tag?.text).toBe("")
    page.dom.window.close()
  })

  test("where the browser reports no paints, puts the tag in a couple of frames on", async () => {
    const page = pageWithLoader({ paints: false })
    await page.settle()
    expect(standaloneTagOf(page.scripts())?.getAttribute(idleScriptAttribute)).toBe(idle)
    page.dom.window.close()
  })

  test("coming from another page of the site, where the script is cached, puts the tag in at once", () => {
    const page = pageWithLoader({ paints: true, referrer: "https://www.example.org/" })
    expect(standaloneTagOf(page.scripts())).toBeDefined()
    page.dom.window.close()
  })

  test("coming from another site, waits for the paint", async () => {
    const page = pageWithLoader({ paints: true, referrer: "https://www.example.org.evil.test/" })
    await page.settle()
    expect(standaloneTagOf(page.scripts())).toBeUndefined()
    page.dom.window.close()
  })
})
