/** @jest-environment jsdom */
import {
  idleScriptAttribute,
  islandScriptAttribute,
  loadIdleScriptAfterLoad,
  loadIslandScriptOnFirstUse,
} from "../browser"

/**
 * When the island script comes (./browser.ts): not with the page, but as the visitor first reaches for an island, or
 * at once if the address carries a query an island may read. __tests__/e2e/hydration.spec.ts follows it in Chromium.
 */
/** The standalone script's tag, with the attributes a built page gives it. */
function standaloneTag(attributes: Record<string, string>) {
  const tag = document.createElement("script")
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value)
  return tag
}

/** The addresses of the scripts added to the head so far. */
const scriptsRequested = () => [...document.head.querySelectorAll("script")].map(script => script.src)

describe("the island script", () => {
  const src = "/static/islands/islands-0123456789abcdef0123.js"

  function pageWithIsland(tagAttributes: Record<string, string> = { [islandScriptAttribute]: src }) {
    document.head.replaceChildren()
    document.body.innerHTML = `<main><div data-island="contact-form"><form><input name="name"></form></div></main>`
    const tag = standaloneTag(tagAttributes)
    return { tag, island: document.querySelector("[data-island]")!, field: document.querySelector("input")! }
  }
  afterEach(() => window.history.replaceState(null, "", "/"))

  test("is not loaded with the page, and loads once when focus first moves into an island", () => {
    const { tag, island, field } = pageWithIsland()
    loadIslandScriptOnFirstUse(document, tag, [island])
    expect(scriptsRequested()).toEqual([])
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("loads when a pointer first comes over an island", () => {
    const { tag, island } = pageWithIsland()
    loadIslandScriptOnFirstUse(document, tag, [island])
    island.dispatchEvent(new Event("pointerover", { bubbles: true }))
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("loads at once when the address carries a query, which an island may read (/contact?send_to=)", () => {
    window.history.replaceState(null, "", "/contact?send_to=vicar")
    const { tag, island } = pageWithIsland()
    loadIslandScriptOnFirstUse(document, tag, [island])
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("is never loaded where the page names none, or has no island", () => {
    const unnamed = pageWithIsland({})
    loadIslandScriptOnFirstUse(document, unnamed.tag, [unnamed.island])
    unnamed.field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    const named = pageWithIsland()
    loadIslandScriptOnFirstUse(document, named.tag, [])
    named.field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(scriptsRequested()).toEqual([])
  })
})

/**
 * The idle script (./browser.ts, the site's page-load metrics) comes after the page: __tests__/e2e/web-vitals.spec.ts
 * follows it in Chromium, where requestIdleCallback exists; here, as in Safari, there is none.
 */
describe("the idle script", () => {
  const src = "/static/idle/idle-0123456789abcdef0123.js"
  beforeEach(() => {
    jest.useFakeTimers()
    document.head.replaceChildren()
  })
  afterEach(() => {
    jest.useRealTimers()
    Reflect.deleteProperty(document, "readyState")
  })

  test("waits for the page's load event, then loads once a few seconds later", () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true })
    loadIdleScriptAfterLoad(document, standaloneTag({ [idleScriptAttribute]: src }))
    jest.advanceTimersByTime(10_000)
    expect(scriptsRequested()).toEqual([])
    window.dispatchEvent(new Event("load"))
    expect(scriptsRequested()).toEqual([])
    jest.advanceTimersByTime(3000)
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("loads on a page that had already loaded when the standalone script ran", () => {
    loadIdleScriptAfterLoad(document, standaloneTag({ [idleScriptAttribute]: src }))
    jest.advanceTimersByTime(3000)
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("is never loaded where the page names none", () => {
    loadIdleScriptAfterLoad(document, standaloneTag({}))
    loadIdleScriptAfterLoad(document, null)
    jest.advanceTimersByTime(10_000)
    expect(scriptsRequested()).toEqual([])
  })
})
