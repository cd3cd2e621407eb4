import { createFontStack, type FontMetrics } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext"
import georgia from "@capsizecss/metrics/georgia"
import notoSerif from "@capsizecss/metrics/notoSerif"
import roboto from "@capsizecss/metrics/roboto"
import { arialBold, atkinsonHyperlegibleNextBold, sourceSerif4SemiBold, timesNewRomanBold } from "./font-metrics"
// Cut by the build from their packages (src/theme/font-subsets.ts says what each holds).
import bodyRegularUrl from "./fonts/atkinson-hyperlegible-next-400.woff2"
import bodyBoldUrl from "./fonts/atkinson-hyperlegible-next-700.woff2"
import headingUrl from "./fonts/source-serif-4-600.woff2"
import { fontFamilies, fontWeights } from "./index"

/**
 * The self-hosted type (Latin subset, woff2 only) and its metric-matched
 * fallbacks. Kept out of the theme's index so that the islands' script, which
 * imports the theme, does not carry capsize's metrics: the fonts are CSS and
 * woff2 files, not JavaScript. Webpack publishes each file under /static/ with
 * a content hash in its name, so it can be cached for good.
 *
 * One typeface per role on every load: every file is preloaded with the HTML, and every face uses
 * `font-display: swap`, so a page always ends in the web fonts however late they arrive (with `optional`, a
 * page whose font missed the first paint kept the fallback, and the next page did not). Each weight has its
 * own fallback faces, resized to that weight's metrics, so that if a font does arrive after the first paint
 * the swap moves nothing.
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

/** Every page uses all three (bold: menu labels, service times, the footer's labels), so all are preloaded. */
export const preloadedFonts: readonly WebFont[] = Object.values(webFonts)

/** A minified @font-face rule: every byte of the head counts towards the first 14 KB. */
const rule = (properties: Record<string, string | number>) =>
  `@font-face{${Object.entries(properties)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)}:${value}`)
    .join(";")}}`

function webFontFace({ family, weight, url }: WebFont): string {
  // No unicode-range: each family has only its Latin file, so there is no other subset to choose between.
  return rule({
    fontFamily: `"${family}"`,
    fontStyle: "normal",
    fontWeight: weight,
    fontDisplay: "swap",
    src: `url(${url}) format("woff2")`,
  })
}

/** The family a fallback face belongs to, named in the stacks (src/theme/index.ts fonts). */
export const fallbackFamily = (webFamily: string, localFamily: string) => `${webFamily} Fallback: ${localFamily}`

/**
 * A local font scaled (size-adjust, ascent/descent overrides) to take the same room as one weight of a web
 * font, so the page does not move when the web font arrives. `localNames` are the names the local font goes
 * by (its Linux metric twin included); `weight` is the web face's, so the browser picks this face for the
 * same text and never fakes a bold on top of it.
 */
function fallbackFace(web: FontMetrics, local: FontMetrics, family: string, weight: number, localNames: string[]) {
  const [face] = createFontStack([web, local], { fontFaceFormat: "styleObject" }).fontFaces
  const { src: _src, fontFamily: _family, ...overrides } = face!["@font-face"]
  return rule({
    fontFamily: `"${fallbackFamily(family, local.familyName)}"`,
    fontWeight: weight,
    src: localNames.map(name => `local('${name}')`).join(","),
    ...(overrides as Record<string, string>),
  })
}

const body = fontFamilies.body
const heading = fontFamilies.heading
const { regular, bold } = fontWeights

const fallbackFaces = [
  // Text: Arial on Windows and Macs (Liberation Sans, with Arial's widths, on Linux); Roboto on Android phones.
  fallbackFace(atkinsonHyperlegibleNext, arial, body, regular, [
    "Arial",
    "ArialMT",
    "Liberation Sans",
    "LiberationSans",
  ]),
  fallbackFace(atkinsonHyperlegibleNextBold, arialBold, body, bold, [
    "Arial Bold",
    "Arial-BoldMT",
    "Liberation Sans Bold",
    "LiberationSans-Bold",
  ]),
  // Android has no bold metrics in capsize's set: its bold is Roboto's own, drawn from this face.
  fallbackFace(atkinsonHyperlegibleNext, roboto, body, regular, ["Roboto", "Roboto-Regular"]),
  // Headings: Georgia on Windows and Macs, Noto Serif on Android (their regular faces, whose widths capsize
  // knows, matched to the semibold), Times New Roman Bold or Liberation Serif Bold on Linux.
  fallbackFace(sourceSerif4SemiBold, georgia, heading, fontWeights.heading, ["Georgia"]),
  fallbackFace(sourceSerif4SemiBold, notoSerif, heading, fontWeights.heading, ["Noto Serif", "NotoSerif-Regular"]),
  fallbackFace(sourceSerif4SemiBold, timesNewRomanBold, heading, fontWeights.heading, [
    "Times New Roman Bold",
    "TimesNewRomanPS-BoldMT",
    "Liberation Serif Bold",
    "LiberationSerif-Bold",
  ]),
]

/** Every @font-face rule, for the global styles. */
export const fontFaceCss = Object.values(webFonts).map(webFontFace).join("") + fallbackFaces.join("")
