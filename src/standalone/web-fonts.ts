import { domMarkers, select } from "../dom-markers"
import { afterFirstPaint } from "./after-first-paint"

/**
 * Turns on the web fonts' faces (their style element, gatsby-ssr.tsx) once the page has painted its text in the
 * fallbacks, so the text never waits for a font file, and the files, fetched only now, swap in (font-display: swap)
 * into the room the fallbacks, sized to match, already take. Arriving from another page of the site the files are
 * in the browser's cache: they are used at once, before the first paint where the script is in time for it.
 */
export function turnOnWebFonts(doc: Document): void {
  const style = doc.querySelector<HTMLStyleElement>(select(domMarkers.webFonts))
  const win = doc.defaultView
  if (!style || !win) return
  const turnOn = () => {
    style.media = "all"
  }
  if (doc.referrer.startsWith(`${win.location.origin}/`)) return turnOn()
  afterFirstPaint(win, turnOn)
}
