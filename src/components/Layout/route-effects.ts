import { mainId, pageTitleId } from "../../dom-markers"

/**
 * What happens in the browser after a client-side navigation, used by
 * gatsby-browser.tsx: each new screen opens at its top (docs/requirements.md#routes) and focus
 * moves to its heading, so keyboard and screen-reader users start reading
 * the new page instead of staying on a menu link that may now be hidden.
 */

interface RouterLocation {
  pathname: string
  hash: string
  /**
   * "PUSH" (or "REPLACE") for a link or navigate(); "POP" for Back/Forward,
   * though Back to the first page visited comes with no action at all.
   */
  action?: string
}

/**
 * Scroll after navigating: to the anchor for "page#section"; back to where the
 * reader was on Back/Forward (what every browser does); otherwise to the top.
 * Returns false when it has scrolled itself, as Gatsby's shouldUpdateScroll expects.
 */
export function scrollAfterNavigation(
  location: RouterLocation,
  savedPosition: readonly [number, number | string | null | undefined],
  scrollTo: (x: number, y: number) => void = (x, y) => window.scrollTo(x, y),
): boolean {
  if (location.hash) return true
  const savedY = savedPosition[1]
  const hasSavedPosition = savedY !== null && savedY !== undefined && Number.isFinite(Number(savedY))
  const byLink = location.action === "PUSH" || location.action === "REPLACE"
  if (!byLink && hasSavedPosition) return true
  scrollTo(0, 0)
  return false
}

/** The wrapper Gatsby's router focuses after each navigation. */
export const routerFocusWrapperId = "gatsby-focus-wrapper"

/**
 * Focus after navigating to another page: its h1 (from PageHeader), else
 * <main>. Not on the first page load (the browser starts at the top), nor for
 * an anchor on the page (the browser focuses the target).
 *
 * Gatsby's router then focuses its own page-wide wrapper, a moment later in the
 * same update; when it does, focus is put back on the heading, once.
 */
export function focusAfterNavigation(
  location: RouterLocation,
  previous: RouterLocation | null | undefined,
  doc: Document = document,
): HTMLElement | null {
  if (!previous || location.hash || location.pathname === previous.pathname) return null
  const focusHeading = () => {
    const target = doc.getElementById(pageTitleId) ?? doc.getElementById(mainId)
    target?.focus({ preventScroll: true })
    return target
  }
  const wrapper = doc.getElementById(routerFocusWrapperId)
  if (wrapper) {
    const reclaim = () => focusHeading()
    wrapper.addEventListener("focus", reclaim, { once: true })
    // Only the router's own focus is taken back, not a reader's later click on the page.
    doc.defaultView?.setTimeout(() => wrapper.removeEventListener("focus", reclaim), 1000)
  }
  return focusHeading()
}
