/**
 * Runs `then` in a task of its own once the page has painted its first text, as the browser reports it (the frame
 * is shown by then); where it does not report paints (Safari before 14.1), two frames on. What waits for this (the web
 * fonts, the page-load metrics) never competes with the first paint for the network or the main thread.
 */
export function afterFirstPaint(win: Window & typeof globalThis, then: () => void): void {
  if (win.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new win.PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      win.setTimeout(then)
    }).observe({ type: "paint", buffered: true })
  } else win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(then)))
}
