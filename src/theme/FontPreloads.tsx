import * as React from "react"
import { preloadedFonts } from "./font-faces"

/**
 * Preload links for the fonts the first screen needs, so the browser fetches
 * them with the HTML instead of after the CSS (a font request is CORS-mode,
 * hence crossOrigin, even on our own origin).
 */
export function fontPreloadLinks(): React.ReactElement[] {
  return preloadedFonts.map(font => (
    <link key={font.url} rel="preload" as="font" type="font/woff2" href={font.url} crossOrigin="anonymous" />
  ))
}
