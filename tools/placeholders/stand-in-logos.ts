import { colors } from "../../src/theme"
import { escapeXml } from "./soft-palettes"

/**
 * Stand-ins for the logos the menu bar and footer show (the parish's emblem, the Eco Church award, the diocese's
 * logo) until the real files are saved over them. They are other bodies' marks, not drawings of the set, so they keep
 * their own colours and carry no drawing's description: their alt text is menu.json's.
 */

const FONT = "Liberation Sans, DejaVu Sans, sans-serif"
const SERIF = "Liberation Serif, DejaVu Serif, serif"

/** A picture's size in pixels. */
export type Size = readonly [width: number, height: number]

/** The parish emblem: a purple disc with a gold cross between two wings (St Michael and All Angels). */
export const brandLogoSvg = ([
  width,
  height,
]: Size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 112 112">
  <circle cx="56" cy="56" r="54" fill="${colors.primary}"/>
  <circle cx="56" cy="56" r="48" fill="none" stroke="${colors.highlight}" stroke-width="3"/>
  <path d="M 50 30 L 62 30 L 62 46 L 76 46 L 76 58 L 62 58 L 62 86 L 50 86 L 50 58 L 36 58 L 36 46 L 50 46 Z" fill="${colors.highlight}"/>
  <path d="M 34 52 C 22 44 16 56 14 70 C 22 64 28 66 34 62 Z" fill="#ffffff"/>
  <path d="M 78 52 C 90 44 96 56 98 70 C 90 64 84 66 78 62 Z" fill="#ffffff"/>
</svg>`

/** A round green badge standing in for the Eco Church award. */
export function ecoAwardSvg([width, height]: Size, label: string): string {
  const level = /gold/i.test(label) ? "GOLD" : /silver/i.test(label) ? "SILVER" : "BRONZE"
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 240">
  <circle cx="120" cy="120" r="116" fill="#ffffff" stroke="#2f6b3a" stroke-width="8"/>
  <path d="M 120 44 C 160 70 170 110 120 150 C 70 110 80 70 120 44 Z" fill="#3c8d4a"/>
  <path d="M 120 60 L 120 150" stroke="#ffffff" stroke-width="4"/>
  <text x="120" y="180" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="26" fill="#2f6b3a">ECO CHURCH</text>
  <text x="120" y="204" text-anchor="middle" font-family="${FONT}" font-size="17" fill="#7a4e1d">${level} AWARD</text>
</svg>`
}

/** A mitre and the diocese's name, standing in for its logo. */
export function dioceseLogoSvg([width, height]: Size, label: string): string {
  const [first = "", ...rest] = label.split(" ")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 360 120">
  <rect width="360" height="120" fill="#ffffff"/>
  <path d="M 20 100 L 20 50 C 20 30 44 14 56 8 C 68 14 92 30 92 50 L 92 100 Z" fill="#7a1f2b"/>
  <path d="M 56 30 L 56 80 M 42 48 L 70 48" stroke="#f2c14e" stroke-width="6"/>
  <text x="108" y="54" font-family="${SERIF}" font-size="30" fill="#333333">${escapeXml(first)}</text>
  <text x="108" y="94" font-family="${SERIF}" font-size="34" font-weight="bold" fill="#7a1f2b">${escapeXml(rest.join(" "))}</text>
</svg>`
}
