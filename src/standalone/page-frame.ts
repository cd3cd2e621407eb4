import { domMarkers, mainId, pageTitleId, select } from "../dom-markers"
import { normalisePathname } from "../pathname"

/**
 * Arriving from another page of the site by a link, focus starts on the new
 * page's h1 (else <main>), so keyboard and screen-reader users begin at the
 * content rather than the header, as they did when links were client-side.
 * Not on a first visit, a reload, Back/Forward (the browser restores the place),
 * a link to an anchor, or a link to the same page.
 */
export function focusHeadingOnArrival(doc: Document = document): HTMLElement | null {
  const win = doc.defaultView
  if (!win || win.location.hash) return null
  const navigation = win.performance
    .getEntriesByType("navigation")
    .find((entry): entry is PerformanceNavigationTiming => "type" in entry)
  if (navigation?.type !== "navigate" || !doc.referrer) return null
  const from = new URL(doc.referrer)
  const here = win.location
  if (from.origin !== here.origin || normalisePathname(from.pathname) === normalisePathname(here.pathname)) return null
  const target = doc.getElementById(pageTitleId) ?? doc.getElementById(mainId)
  target?.focus({ preventScroll: true })
  return target
}

/** The copyright line shows this year, in case the site was last built in an earlier one. */
export function showCurrentYear(doc: Document = document, now: Date = new Date()): void {
  const year = String(now.getFullYear())
  for (const element of doc.querySelectorAll(select(domMarkers.copyrightYear))) {
    if (element.textContent !== year) element.textContent = year
  }
}
