import { pageTitleId } from "../PageHeader"
import { mainId } from "./ids"

/**
 * What happens in the browser after a client-side navigation, used by
 * gatsby-browser.tsx: each new screen opens at its top (spec §2) and focus
 * moves to its heading, so keyboard and screen-reader users start reading
 * the new page instead of staying on a menu link that may now be hidden.
 */

interface RouterLocation {
  pathname: string
  hash: string
  /** "PUSH" for a link or navigate(), "POP" for Back/Forward; set by Gatsby's router */
  action?: string
}

/**
 * Scroll after navigating: to the anchor for "page#section"; back to where the
 * reader was on Back/Forward (what every browser does); otherwise to the top.
 * Returns false when it has scrolled itself, as Gatsby's shouldUpdateScroll expects.
 */
export function scrollAfterNavigation(
  location: RouterLocation,
  savedPosition: readonly [number, number | null | undefined],
  scrollTo: (x: number, y: number) => void = (x, y) => window.scrollTo(x, y),
): boolean {
  if (location.hash) return true
  const [, savedY] = savedPosition
  if (location.action === "POP" && typeof savedY === "number") return true
  scrollTo(0, 0)
  return false
}

/**
 * Focus after navigating to another page: its h1 (from PageHeader), else
 * <main>. Not on the first page load (the browser starts at the top), nor for
 * an anchor on the page (the browser focuses the target).
 */
export function focusAfterNavigation(
  location: RouterLocation,
  previous: RouterLocation | null | undefined,
  doc: Document = document,
): HTMLElement | null {
  if (!previous || location.hash || location.pathname === previous.pathname) return null
  const target = doc.getElementById(pageTitleId) ?? doc.getElementById(mainId)
  target?.focus({ preventScroll: true })
  return target
}
