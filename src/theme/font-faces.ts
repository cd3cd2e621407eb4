import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext"
import georgia from "@capsizecss/metrics/georgia"
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4"
import bodyRegularUrl from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2"
import bodyBoldUrl from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2"
import headingUrl from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2"
import { fontFamilies, fontWeights } from "./index"

/**
 * The self-hosted type (Latin subset, woff2 only) and its metric-matched
 * fallbacks. Kept out of the theme's index so that the islands' script, which
 * imports the theme, does not carry capsize's metrics: the fonts are CSS and
 * woff2 files, not JavaScript. Webpack publishes each file under /static/ with
 * a content hash in its name, so it can be cached for good.
 */

interface WebFont {
  family: string
  weight: number
  url: string
}

/** The three files the site uses: Atkinson Hyperlegible Next 400 and 700 for text, Source Serif 4 600 for headings. */
export const webFonts = {
  bodyRegular: { family: fontFamilies.body, weight: fontWeights.regular, url: bodyRegularUrl },
  bodyBold: { family: fontFamilies.body, weight: fontWeights.bold, url: bodyBoldUrl },
  heading: { family: fontFamilies.heading, weight: fontWeights.heading, url: headingUrl },
} as const satisfies Record<string, WebFont>

/** The files the first screen of every page needs: text and headings. Preloaded in the head. */
export const preloadedFonts: readonly WebFont[] = [webFonts.bodyRegular, webFonts.heading]

function fontFace({ family, weight, url }: WebFont): string {
  // No unicode-range: each family has only its Latin file, so there is no other subset to choose between.
  return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2")}`
}

/**
 * A local font scaled (size-adjust, ascent/descent overrides) to take the same
 * room as the web font, so the page does not move when the web font arrives
 * (font-display: swap; CLS stays 0). Named "<family> Fallback" in the stacks.
 */
const fallbackFaces = [
  createFontStack([atkinsonHyperlegibleNext, arial]).fontFaces,
  createFontStack([sourceSerif4, georgia]).fontFaces,
].join("")

/** Every @font-face rule, for the global styles. */
export const fontFaceCss = Object.values(webFonts).map(fontFace).join("") + fallbackFaces
