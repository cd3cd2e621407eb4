import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext"
import georgia from "@capsizecss/metrics/georgia"
import notoSerif from "@capsizecss/metrics/notoSerif"
import roboto from "@capsizecss/metrics/roboto"
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
  /**
   * swap: the fallback shows at once and the web font replaces it whenever it arrives.
   * optional: the web font is used only if it is there for the first paint (it is preloaded, so normally it is);
   * otherwise the page keeps the fallback and the next page has the font from the cache.
   */
  display: "swap" | "optional"
}

/**
 * The three files the site uses: Atkinson Hyperlegible Next 400 and 700 for text, Source Serif 4 600 for
 * headings. Regular text swaps: its fallbacks (Arial, Liberation Sans, Roboto) are metric-matched, so the swap
 * moves nothing. Bold text and headings are optional: the fallbacks are matched on the regular weight, and large
 * serif type re-wraps when its face changes (a Linux desktop has neither Georgia nor Noto Serif), so a late swap
 * of either would move the page. Both are in time for the first paint on an ordinary connection (the heading
 * file is preloaded); on a slow one, that page keeps the fallback and the next has the font from the cache.
 */
export const webFonts = {
  bodyRegular: { family: fontFamilies.body, weight: fontWeights.regular, url: bodyRegularUrl, display: "swap" },
  bodyBold: { family: fontFamilies.body, weight: fontWeights.bold, url: bodyBoldUrl, display: "optional" },
  heading: { family: fontFamilies.heading, weight: fontWeights.heading, url: headingUrl, display: "optional" },
} as const satisfies Record<string, WebFont>

/** The files the first screen of every page needs: text and headings. Preloaded in the head. */
export const preloadedFonts: readonly WebFont[] = [webFonts.bodyRegular, webFonts.heading]

function fontFace({ family, weight, url, display }: WebFont): string {
  // No unicode-range: each family has only its Latin file, so there is no other subset to choose between.
  return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:${display};src:url(${url}) format("woff2")}`
}

/**
 * A local font scaled (size-adjust, ascent/descent overrides) to take the same
 * room as the web font, so the page does not move when the web font arrives
 * (font-display: swap; CLS stays 0). Named "<family> Fallback: <local font>" in
 * the stacks (src/theme/index.ts fonts).
 */
const fallbackFaces = [
  // Arial on Windows and Macs (Liberation Sans, with Arial's metrics, on Linux); Roboto on Android phones.
  createFontStack([atkinsonHyperlegibleNext, arial, roboto]).fontFaces.replace(
    "local('ArialMT')",
    "local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
  ),
  // Georgia on Windows and Macs; Noto Serif on Android phones.
  createFontStack([sourceSerif4, georgia, notoSerif]).fontFaces,
]
  .join("")
  // Every byte of the head counts towards the first 14 KB: no line breaks or indentation.
  .replace(/\n\s*/g, "")

/** Every @font-face rule, for the global styles. */
export const fontFaceCss = Object.values(webFonts).map(fontFace).join("") + fallbackFaces
