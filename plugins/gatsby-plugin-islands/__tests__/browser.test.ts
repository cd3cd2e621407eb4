/** @jest-environment jsdom */
import {
  cameInTime,
  idleScriptAttribute,
  islandScriptAttribute,
  loadIdleScriptAfterLoad,
  loadIslandScriptOnFirstUse,
  scriptLoadTimeoutMs,
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
/** How the request for the script added ends (jsdom fetches nothing). */
const requestEnds = (event: "load" | "error") => document.head.querySelector("script")?.dispatchEvent(new Event(event))

describe("the island script", () => {
  const src = "/static/islands/islands-0123456789abcdef0123.js"

  function pageWithIsland(tagAttributes: Record<string, string> = { [islandScriptAttribute]: src }) {
    document.head.replaceChildren()
    document.body.innerHTML = `<main><div data-island="contact-form"><form><input name="name"></form></div></main>`
    const tag = standaloneTag(tagAttributes)
    return { tag, island: document.querySelector("[data-island]")!, field: document.querySelector("input")! }
  }
  const reachForTheForm = (field: Element) => field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
  /** A page whose form the visitor has reached for, so its script was asked for; returns the form's field. */
  function formReachedFor() {
    const { tag, island, field } = pageWithIsland()
    loadIslandScriptOnFirstUse(document, tag, [island])
    reachForTheForm(field)
    return field
  }
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    window.history.replaceState(null, "", "/")
  })

  test("is not loaded with the page, and loads once when focus first moves into an island", () => {
    const { tag, island, field } = pageWithIsland()
    loadIslandScriptOnFirstUse(document, tag, [island])
    expect(scriptsRequested()).toEqual([])
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("loads at once when focus was already in an island before the standalone script ran", () => {
    const { tag, island, field } = pageWithIsland()
    field.focus()
    loadIslandScriptOnFirstUse(document, tag, [island])
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

  test("that has not loaded within 120 seconds is given up, and asked for again when the visitor next reaches", () => {
    const field = formReachedFor()
    jest.advanceTimersByTime(scriptLoadTimeoutMs - 1)
    reachForTheForm(field)
    // Still waiting: one request, however often the visitor comes back to the form.
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
    jest.advanceTimersByTime(1)
    // Given up: its tag is gone (should it still come, it does nothing: cameInTime), and the form stays a plain form.
    expect(scriptsRequested()).toEqual([])
    reachForTheForm(field)
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("that fails to load is asked for again when the visitor next reaches for the form", () => {
    const field = formReachedFor()
    requestEnds("error")
    expect(scriptsRequested()).toEqual([])
    reachForTheForm(field)
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
  })

  test("that loaded stays, with no time-out left to remove it", () => {
    const field = formReachedFor()
    requestEnds("load")
    jest.advanceTimersByTime(scriptLoadTimeoutMs * 2)
    reachForTheForm(field)
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

  test("that has not loaded within 120 seconds is given up: its tag goes and it is not asked for again", () => {
    loadIdleScriptAfterLoad(document, standaloneTag({ [idleScriptAttribute]: src }))
    jest.advanceTimersByTime(3000 + scriptLoadTimeoutMs - 1)
    expect(scriptsRequested()).toEqual([`http://localhost${src}`])
    jest.advanceTimersByTime(1)
    expect(scriptsRequested()).toEqual([])
    jest.advanceTimersByTime(scriptLoadTimeoutMs * 2)
    expect(scriptsRequested()).toEqual([])
  })

  test("is never loaded where the page names none", () => {
    loadIdleScriptAfterLoad(document, standaloneTag({}))
    loadIdleScriptAfterLoad(document, null)
    jest.advanceTimersByTime(10_000)
    expect(scriptsRequested()).toEqual([])
  })
})

/**
 * A browser still runs a script whose tag was removed, if it arrives, with that tag, no longer in the document, as
 * `document.currentScript` (the HTML standard's rule; seen in Chromium). The island and idle scripts' entries check `cameInTime` first.
 */
describe("a script the standalone script gave up on", () => {
  const running = (script: HTMLScriptElement | null) =>
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
  afterEach(() => Reflect.deleteProperty(document, "currentScript"))

  test("does nothing if it arrives after all; one whose tag is still there runs", () => {
    const script = document.head.appendChild(document.createElement("script"))
    running(script)
    expect(cameInTime(document)).toBe(true)
    script.remove()
    expect(cameInTime(document)).toBe(false)
  })
})
