import { colors } from "../../src/theme"

/**
 * The shapes the service and venue scenes (scenes.ts) are built from: arches, candles, chairs and a room in
 * perspective, in the site's palette (src/theme). The hero's drawing on Home (src/components/HomeHero/ChurchDrawing.tsx)
 * is in the same flat style.
 */

/** The site's colours (src/theme), with two the art adds for depth: a pale lilac and a dusky purple. */
export const sceneColours = {
  ink: colors.ink,
  paper: colors.paper,
  paperTint: colors.paperTint,
  primary: colors.primary,
  primaryDark: colors.primaryDark,
  primaryTint: colors.primaryTint,
  accent: colors.accent,
  highlight: colors.highlight,
  border: colors.border,
  lilac: "#cbb8e0",
  dusk: "#6b4a8e",
}

/** A scene's size: a 3:2 photo, as the service and venue pictures are shown. */
export const W = 1200
export const H = 800

export const sceneSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`

/** An arched window or door: x, bottom y, width, height. */
export const arch = (x: number, bottom: number, width: number, height: number, fill: string, extra = "") =>
  `<path d="M${x} ${bottom} V${bottom - height + width / 2} a${width / 2} ${width / 2} 0 0 1 ${width} 0 V${bottom} Z" fill="${fill}" ${extra}/>`

export const candle = (x: number, base: number, height: number) =>
  `<rect x="${x - 9}" y="${base - height}" width="18" height="${height}" fill="${sceneColours.paper}"/>` +
  `<rect x="${x - 16}" y="${base}" width="32" height="14" rx="4" fill="${sceneColours.accent}"/>` +
  `<path d="M${x} ${base - height - 36} q14 20 0 32 q-14 -12 0 -32 Z" fill="${sceneColours.highlight}"/>`

export const chair = (x: number, y: number, colour: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-24" y="-70" width="48" height="62" rx="8" fill="${colour}"/>` +
  `<rect x="-28" y="-10" width="56" height="14" rx="4" fill="${colour}"/>` +
  `<rect x="-24" y="4" width="7" height="46" fill="${colour}"/><rect x="17" y="4" width="7" height="46" fill="${colour}"/></g>`

export const armchair = (x: number, y: number, colour: string) =>
  `<g transform="translate(${x} ${y})"><rect x="-90" y="-110" width="180" height="120" rx="28" fill="${colour}"/>` +
  `<rect x="-110" y="-60" width="40" height="90" rx="16" fill="${colour}"/><rect x="70" y="-60" width="40" height="90" rx="16" fill="${colour}"/>` +
  `<rect x="-70" y="-20" width="140" height="40" rx="10" fill="${sceneColours.paperTint}" opacity="0.35"/>` +
  `<rect x="-90" y="30" width="12" height="26" fill="${sceneColours.primaryDark}"/><rect x="78" y="30" width="12" height="26" fill="${sceneColours.primaryDark}"/></g>`

/** A room in one-point perspective: back wall, side walls, floor, ceiling lights. */
export function room({
  wall = sceneColours.paperTint,
  side = sceneColours.primaryTint,
  floor = sceneColours.border,
  lights = true,
}: { wall?: string; side?: string; floor?: string; lights?: boolean } = {}) {
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<path d="M0 0 L180 90 L180 520 L0 700 Z" fill="${side}"/>` +
    `<path d="M${W} 0 L${W - 180} 90 L${W - 180} 520 L${W} 700 Z" fill="${side}"/>` +
    `<path d="M0 0 H${W} L${W - 180} 90 H180 Z" fill="${sceneColours.paper}"/>` +
    `<path d="M180 520 H${W - 180} L${W} 700 V${H} H0 V700 Z" fill="${floor}"/>` +
    (lights
      ? [360, 600, 840]
          .map(
            x =>
              `<path d="M${x} 90 v30" stroke="${sceneColours.primaryDark}" stroke-width="4"/><ellipse cx="${x}" cy="128" rx="40" ry="12" fill="${sceneColours.highlight}" opacity="0.8"/>`,
          )
          .join("")
      : "")
  )
}

/** Tall arched windows on the back wall. */
export const backWindows = (xs: number[], fill: string = sceneColours.primaryTint, height = 280, width = 110) =>
  xs
    .map(
      x =>
        arch(x, 470, width, height, fill) +
        `<path d="M${x + width / 2} ${470 - height} V470" stroke="${sceneColours.paper}" stroke-width="6"/>`,
    )
    .join("")
