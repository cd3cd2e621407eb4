import type { FontMetrics } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext"
import timesNewRoman from "@capsizecss/metrics/timesNewRoman"

/**
 * Metrics of the bold faces, which @capsizecss/metrics does not carry (it has each family's regular face only).
 * Measured with @capsizecss/unpack 4.0.1 (`fromFile`) from the site's woff2 files and from Liberation Sans Bold
 * and Liberation Serif Bold, which have the same advance widths as Arial Bold and Times New Roman Bold (that is
 * what they were made for). Only the average width differs from the regular face; the vertical metrics are
 * the family's. The same measurement of the regular faces gives exactly capsize's figures.
 */
function withAverageWidth(metrics: FontMetrics, xWidthAvg: number, names: Partial<FontMetrics>): FontMetrics {
  // Without per-subset figures capsize uses xWidthAvg, which is the Latin one: the site's files are Latin only.
  const { subsets: _otherWeightsWidths, ...shared } = metrics
  return { ...shared, ...names, xWidthAvg }
}

/** Atkinson Hyperlegible Next Bold (700). */
export const atkinsonHyperlegibleNextBold = withAverageWidth(atkinsonHyperlegibleNext, 478, {})

/** Source Serif 4 SemiBold (600), the headings' face: ascent 1036, descent -335 on 1000 units. */
export const sourceSerif4SemiBold: FontMetrics = {
  familyName: "Source Serif 4",
  fullName: "Source Serif 4 SemiBold",
  postscriptName: "SourceSerif4-SemiBold",
  category: "serif",
  capHeight: 670,
  ascent: 1036,
  descent: -335,
  lineGap: 0,
  unitsPerEm: 1000,
  xHeight: 475,
  xWidthAvg: 486,
}

/** Arial Bold (Liberation Sans Bold on Linux). */
export const arialBold = withAverageWidth(arial, 983, {
  fullName: "Arial Bold",
  postscriptName: "Arial-BoldMT",
})

/** Times New Roman Bold (Liberation Serif Bold on Linux). */
export const timesNewRomanBold = withAverageWidth(timesNewRoman, 886, {
  fullName: "Times New Roman Bold",
  postscriptName: "TimesNewRomanPS-BoldMT",
})

/**
 * Figtree (the body family's zero, 400 and 700): its cap height, where its lining figures stand too, and its zero's
 * advance width in each weight.
 */
export const figtree = { capHeight: 700, unitsPerEm: 1000, zeroAdvance: { 400: 641, 700: 648 } } as const

/** Arial's figures (Liberation Sans's too) are all 1139 of its 2048 units wide, regular and bold. */
export const arialFigureAdvance = 1139 / 2048

/**
 * A local fallback's metrics with its average width as measured against the web font on the site's own text, so
 * that a line set in the fallback breaks where the web font's will. capsize sizes a fallback by each font's average
 * width over English prose; set that way, Liberation Sans (Arial's widths) ran 0.9% wider than Atkinson Hyperlegible
 * Next on the site's text, its bold 1.4% wider, and Liberation Serif Bold (Times New Roman Bold's widths) 1.2% wider
 * than Source Serif 4 SemiBold: enough for a line in ten to break one word earlier, and a paragraph to gain a line
 * when the web font arrives after the first paint. Measured in Chromium at 412 px over the text of every built page
 * (each element's text on one line in both faces, 27 Nov 2026): regular 644 texts, bold 121, headings 154.
 */
export function fittedToSiteText(metrics: FontMetrics, widerBy: number): FontMetrics {
  // capsize reads a face's Latin figure where it has one: that is the width being fitted.
  const { subsets, ...shared } = metrics
  return { ...shared, xWidthAvg: (subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg) * widerBy }
}
