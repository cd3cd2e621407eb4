import { createFontStack, type FontMetrics } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext"
import georgia from "@capsizecss/metrics/georgia"
import notoSerif from "@capsizecss/metrics/notoSerif"
import roboto from "@capsizecss/metrics/roboto"
import {
  arialBold,
  arialFigureAdvance,
  atkinsonHyperlegibleNextBold,
  figtree,
  fittedToSiteText,
  sourceSerif4SemiBold,
  timesNewRomanBold,
} from "./font-metrics"
import { zeroFaceCharacters } from "./font-subsets"
// Cut by the build from their packages (src/theme/font-subsets.ts says what each holds).
import bodyRegularUrl from "./fonts/atkinson-hyperlegible-next-400.woff2"
import bodyBoldUrl from "./fonts/atkinson-hyperlegible-next-700.woff2"
import zeroRegularUrl from "./fonts/figtree-zero-400.woff2"
import zeroBoldUrl from "./fonts/figtree-zero-700.woff2"
import headingUrl from "./fonts/source-serif-4-600.woff2"
import { fontFamilies, fontWeights } from "./index"

/**
 * The self-hosted type (Latin subset, woff2 only) and its metric-matched
 * fallbacks. Kept out of the theme's index so that the islands' script, which
 * imports the theme, does not carry capsize's metrics: the fonts are CSS and
 * woff2 files, not JavaScript. Webpack publishes each file under /static/ with
 * a content hash in its name, so it can be cached for good.
 *
 * The body family is two faces per weight: Atkinson Hyperlegible Next for every character but the zero, and
 * Figtree's plain zero (U+0030 only), scaled so its figures stand exactly as tall as Atkinson's.
 *
 * Text before fonts: the page's first paint is in the fallbacks, each a local font resized to one weight of a web
 * font, so the text is there at once; the web fonts' faces are kept apart (`webFontFaceCss`, in a style element
 * that applies to nothing), and the page's script brings them in after that paint where they move no line on screen
 * (src/standalone/web-fonts.ts).
 */

interface WebFont {
  family: string
  weight: number
  url: string
  /** The characters the face is used for, when it is not the only face of its family and weight. */
  unicodeRange?: string
  /** A scale for the face's glyphs, to match another face of its family. */
  sizeAdjust?: string
}

const codePoints = (characters: string) => [...characters].map(character => character.codePointAt(0)!)
const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()
/** A unicode-range covering `characters`, e.g. "U+30". */
const rangeOf = (characters: string) =>
  codePoints(characters)
    .map(codePoint => `U+${hex(codePoint)}`)
    .join(",")
/** A unicode-range covering everything but `characters`, e.g. "U+0-2F,U+31-10FFFF". */
function rangeWithout(characters: string): string {
  const ranges: string[] = []
  let from = 0
  for (const codePoint of [...new Set(codePoints(characters))].sort((a, b) => a - b)) {
    if (codePoint > from) ranges.push(`U+${hex(from)}-${hex(codePoint - 1)}`)
    from = codePoint + 1
  }
  ranges.push(`U+${hex(from)}-10FFFF`)
  return ranges.join(",")
}

/** Lining figures stand at cap height in both faces: the zero face is scaled to Atkinson's cap height. */
const zeroFaceScale = `${+(
  ((atkinsonHyperlegibleNext.capHeight / atkinsonHyperlegibleNext.unitsPerEm) * 100) /
  (figtree.capHeight / figtree.unitsPerEm)
).toFixed(2)}%`

const bodyRange = rangeWithout(zeroFaceCharacters)
const zeroRange = rangeOf(zeroFaceCharacters)

/**
 * The files the site uses: Atkinson Hyperlegible Next 400 and 700 for text, with Figtree's zero in the same two
 * weights, and Source Serif 4 600 for headings.
 */
export const webFonts = {
  bodyRegular: { family: fontFamilies.body, weight: fontWeights.regular, url: bodyRegularUrl, unicodeRange: bodyRange },
  bodyBold: { family: fontFamilies.body, weight: fontWeights.bold, url: bodyBoldUrl, unicodeRange: bodyRange },
  zeroRegular: {
    family: fontFamilies.body,
    weight: fontWeights.regular,
    url: zeroRegularUrl,
    unicodeRange: zeroRange,
    sizeAdjust: zeroFaceScale,
  },
  zeroBold: {
    family: fontFamilies.body,
    weight: fontWeights.bold,
    url: zeroBoldUrl,
    unicodeRange: zeroRange,
    sizeAdjust: zeroFaceScale,
  },
  heading: { family: fontFamilies.heading, weight: fontWeights.heading, url: headingUrl },
} as const satisfies Record<string, WebFont>

/** A minified @font-face rule: every byte of the head counts towards the first 14 KB. */
const rule = (properties: Record<string, string | number>) =>
  `@font-face{${Object.entries(properties)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)}:${value}`)
    .join(";")}}`

function webFontFace({ family, weight, url, unicodeRange, sizeAdjust }: WebFont): string {
  return rule({
    fontFamily: `"${family}"`,
    fontStyle: "normal",
    fontWeight: weight,
    fontDisplay: "swap",
    src: `url(${url}) format("woff2")`,
    ...(unicodeRange && { unicodeRange }),
    ...(sizeAdjust && { sizeAdjust }),
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

const arialNames = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"]
const arialBoldNames = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"]

/**
 * Arial's zero, scaled to take the web zero's width: the zero's file can arrive a frame after Atkinson's, and a
 * zero drawn meanwhile in the fallback must not move the text beside it when the web zero replaces it.
 */
function zeroFallbackFace(weight: 400 | 700, localNames: string[]) {
  const webZeroWidth = (figtree.zeroAdvance[weight] / figtree.unitsPerEm) * (parseFloat(zeroFaceScale) / 100)
  return rule({
    fontFamily: `"${fallbackFamily(body, arial.familyName)}"`,
    fontWeight: weight,
    src: localNames.map(name => `local('${name}')`).join(","),
    unicodeRange: zeroRange,
    sizeAdjust: `${((webZeroWidth / arialFigureAdvance) * 100).toFixed(2)}%`,
  })
}

const fallbackFaces = [
  // Text: Arial on Windows and Macs (Liberation Sans, with Arial's widths, on Linux); Roboto on Android phones.
  fallbackFace(atkinsonHyperlegibleNext, fittedToSiteText(arial, 1.0087), body, regular, arialNames),
  fallbackFace(atkinsonHyperlegibleNextBold, fittedToSiteText(arialBold, 1.0141), body, bold, arialBoldNames),
  // After the faces above, so that it is the one used for the zero.
  zeroFallbackFace(regular, arialNames),
  zeroFallbackFace(bold, arialBoldNames),
  // Android has no bold metrics in capsize's set: its bold is Roboto's own, drawn from this face.
  fallbackFace(atkinsonHyperlegibleNext, roboto, body, regular, ["Roboto", "Roboto-Regular"]),
  // Headings: Georgia on Windows and Macs, Noto Serif on Android (their regular faces, whose widths capsize
  // knows, matched to the semibold), Times New Roman Bold or Liberation Serif Bold on Linux.
  fallbackFace(sourceSerif4SemiBold, georgia, heading, fontWeights.heading, ["Georgia"]),
  fallbackFace(sourceSerif4SemiBold, notoSerif, heading, fontWeights.heading, ["Noto Serif", "NotoSerif-Regular"]),
  fallbackFace(sourceSerif4SemiBold, fittedToSiteText(timesNewRomanBold, 1.0117), heading, fontWeights.heading, [
    "Times New Roman Bold",
    "TimesNewRomanPS-BoldMT",
    "Liberation Serif Bold",
    "LiberationSerif-Bold",
  ]),
]

/** The fallbacks' @font-face rules, for the global styles: on from the first paint. */
export const fallbackFontFaceCss = fallbackFaces.join("")

/** The web fonts' @font-face rules, in a style element of their own whose faces the page's script brings in (gatsby-ssr). */
export const webFontFaceCss = Object.values(webFonts).map(webFontFace).join("")
