import { domMarkers, select } from "../dom-markers"

/**
 * Turns on the web fonts' faces (their style element, gatsby-ssr.tsx). The script runs once the page has painted its
 * text in the fallbacks (its loader waits for that: plugins/gatsby-plugin-islands/standalone-loader.ts), so the text
 * never waits for a font file, and the files, fetched only now, swap in (font-display: swap) into the room the
 * fallbacks, sized to match, already take. Arriving from another page of the site the script and the font files are
 * in the browser's cache: the script runs at once and the fonts are used before the first paint.
 */
export function turnOnWebFonts(doc: Document): void {
  const style = doc.querySelector<HTMLStyleElement>(select(domMarkers.webFonts))
  if (style) style.media = "all"
}
