import { colors } from "../../src/theme"

/**
 * The one picture language of every placeholder drawing (docs/design.md, "Pictures"): flat shapes in the site's
 * purple and paper, with gold for light and sage for growing things; every shape edged with one line of one weight
 * in the deep purple; light from the upper left, so the shaded side of a thing is its right and its underside; no
 * text. A drawing is laid out in the pixels it is shown at (its viewBox), so the line is the same width on the screen
 * in every picture, whatever size its file is.
 */

export const tone = {
  line: colors.primaryDark,
  paper: colors.paper,
  cream: colors.paperTint,
  stone: colors.border,
  mist: colors.primaryTint,
  lilac: "#d3c4e6",
  violet: "#8c6db3",
  purple: colors.primary,
  deep: colors.primaryDark,
  gold: colors.highlight,
  glow: "#fbedc4",
  wood: "#e6cb96",
  sage: "#b5cda9",
  leaf: "#7e9f76",
} as const

/** The line's width in the pixels a picture is shown at. */
export const LINE = 1.5

/**
 * A drawing: its shapes laid out in the width × height pixels it is shown at, and what it shows in words (the alt
 * text while the drawing stands in for a photo).
 */
export interface Drawing {
  width: number
  height: number
  body: string
  shows: string
}

/** The SVG document of a drawing, its file `fileWidth` pixels wide; the shapes are drawn with the line. */
export const svgOf = ({ width, height, body }: Pick<Drawing, "width" | "height" | "body">, fileWidth = width) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${fileWidth}" height="${(height * fileWidth) / width}" viewBox="0 0 ${width} ${height}">` +
  `<g stroke="${tone.line}" stroke-width="${LINE}" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`

/** A number rounded for SVG: two places are plenty at the sizes the pictures are shown. */
export const rounded = (value: number) => Math.round(value * 100) / 100
const n = rounded

/** A filled shape, edged with the line. */
export const shape = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`

/** A rectangle, edged with the line; r rounds its corners. */
export const box = (x: number, y: number, width: number, height: number, fill: string, r = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${r}" fill="${fill}"/>`

export const disc = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`

/** A line alone (mullions, edges, strings). */
export const stroke = (d: string, width = LINE) => `<path d="${d}" fill="none" stroke-width="${width}"/>`

/** The shade on the side away from the light, or a shadow cast to the lower right: no line of its own. */
export const shade = (d: string, opacity = 0.14) =>
  `<path d="${d}" fill="${tone.deep}" opacity="${opacity}" stroke="none"/>`

/** Light falling on a surface (through a window, from a lamp): no line of its own. */
export const light = (d: string, opacity = 0.55) =>
  `<path d="${d}" fill="${tone.paper}" opacity="${opacity}" stroke="none"/>`

/** A rectangle's outline as a path, for shade() and light(). */
export const rectPath = (x: number, y: number, width: number, height: number) =>
  `M${n(x)} ${n(y)} h${n(width)} v${n(height)} h${n(-width)} Z`

/** An arch's outline: x, bottom, width, height (its top a half circle). */
export const archPath = (x: number, bottom: number, width: number, height: number) =>
  `M${n(x)} ${n(bottom)} V${n(bottom - height + width / 2)} a${n(width / 2)} ${n(width / 2)} 0 0 1 ${n(width)} 0 V${n(bottom)} Z`
