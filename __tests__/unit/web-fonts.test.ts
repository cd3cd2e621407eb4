/** @jest-environment jsdom */
import { domMarkers } from "../../src/dom-markers"
import { turnOnWebFonts } from "../../src/standalone/web-fonts"

/**
 * The web fonts wait for the text's first paint (src/standalone/web-fonts.ts), except where the visitor comes from
 * another page of the site, whose font files are cached. jsdom reports no paints, as an older Safari; a browser that
 * does is checked in __tests__/e2e/fonts.spec.ts.
 */
function pageWithWebFonts(referrer: string) {
  document.head.innerHTML = `<style ${domMarkers.webFonts} media="not all"></style>`
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true })
  return document.querySelector("style")!
}

afterEach(() => jest.useRealTimers())

test("on a first visit, where the browser reports no paints, they stay off for two frames and come on after", () => {
  jest.useFakeTimers()
  const style = pageWithWebFonts("https://www.example.org/search?q=church")
  turnOnWebFonts(document)
  expect(style.media).toBe("not all")
  // A frame's callback runs before its paint: the first frame shows the text in the fallbacks.
  jest.advanceTimersToNextTimer()
  jest.advanceTimersToNextTimer()
  expect(style.media).toBe("not all")
  jest.runAllTimers()
  expect(style.media).toBe("all")
})

test("coming from another page of the site they come on at once", () => {
  const style = pageWithWebFonts(`${location.origin}/worship`)
  turnOnWebFonts(document)
  expect(style.media).toBe("all")
})
