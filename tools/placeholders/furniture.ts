import { box, disc, LINE, light, rectPath, archPath, rounded as n, shade, shape, stroke, tone } from "./drawing-kit"

/**
 * The things the drawings share (windows, trees, candles, chairs, tables, cups, floors, bunting), built from the kit's
 * shapes (drawing-kit.ts) so that a chair is the same chair in every room.
 */

/** A window: frame, glass showing `view` (sky by default), glazing bars; arched if asked. */
export function window(
  x: number,
  y: number,
  width: number,
  height: number,
  { arched = false, view = tone.glow, bars = 1 }: { arched?: boolean; view?: string; bars?: number } = {},
) {
  const outline = arched ? archPath(x, y + height, width, height) : rectPath(x, y, width, height)
  const mullions = Array.from({ length: bars }, (_, i) => x + (width * (i + 1)) / (bars + 1))
    .map(mx => stroke(`M${n(mx)} ${n(y + (arched ? width / 2 : 0))} V${n(y + height)}`))
    .join("")
  return (
    shape(outline, view) +
    light(
      `M${n(x + 2)} ${n(y + height - 2)} l${n(width * 0.4)} ${n(-height * 0.6)} h${n(width * 0.15)} l${n(-width * 0.4)} ${n(height * 0.6)} Z`,
      0.5,
    ) +
    mullions +
    stroke(`M${n(x)} ${n(y + height * 0.55)} H${n(x + width)}`)
  )
}

/** A tree: trunk and a round crown, its shaded side to the right. */
export const tree = (x: number, ground: number, r: number) =>
  box(x - r * 0.1, ground - r * 1.5, r * 0.2, r * 1.5, tone.wood) +
  disc(x, ground - r * 1.9, r, tone.sage) +
  shade(
    `M${n(x + r * 0.2)} ${n(ground - r * 2.85)} a${n(r)} ${n(r)} 0 0 1 0 ${n(r * 1.9)} a${n(r * 1.1)} ${n(r * 1.1)} 0 0 0 0 ${n(-r * 1.9)} Z`,
    0.12,
  )

/** A candle on a gold stand, its flame lit. */
export const candle = (x: number, base: number, height: number, width = 5) =>
  box(x - width / 2, base - height, width, height, tone.paper) +
  box(x - width, base, width * 2, width * 0.6, tone.gold, 1) +
  shape(
    `M${n(x)} ${n(base - height - width * 2.4)} q${n(width * 0.9)} ${n(width * 1.4)} 0 ${n(width * 2)} q${n(-width * 0.9)} ${n(-width * 0.6)} 0 ${n(-width * 2)} Z`,
    tone.gold,
  )

/** A chair seen from behind or in front: a back and four legs' worth of seat. */
export const chairFront = (x: number, ground: number, s: number, fill: string = tone.violet) =>
  box(x - s * 0.28, ground - s, s * 0.56, s * 0.5, fill, 2) +
  box(x - s * 0.32, ground - s * 0.52, s * 0.64, s * 0.1, fill, 1) +
  stroke(
    `M${n(x - s * 0.28)} ${n(ground - s * 0.42)} V${n(ground)} M${n(x + s * 0.28)} ${n(ground - s * 0.42)} V${n(ground)}`,
  )

/** A round table with a cloth, seen a little from above. */
export const roundTable = (x: number, top: number, r: number, cloth: string = tone.paper) =>
  shape(
    `M${n(x - r)} ${n(top)} a${n(r)} ${n(r * 0.28)} 0 0 0 ${n(2 * r)} 0 v${n(r * 0.35)} q${n(-r)} ${n(r * 0.3)} ${n(-2 * r)} 0 Z`,
    cloth,
  ) +
  `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(r)}" ry="${n(r * 0.28)}" fill="${cloth}"/>` +
  shade(
    `M${n(x + r * 0.2)} ${n(top + r * 0.27)} q${n(r * 0.6)} 0 ${n(r * 0.8)} ${n(-r * 0.1)} v${n(r * 0.38)} q${n(-r * 0.3)} ${n(r * 0.1)} ${n(-r * 0.8)} ${n(r * 0.2)} Z`,
    0.12,
  )

/** A cup and saucer (s is its width). */
export const cup = (x: number, base: number, s: number, fill: string = tone.paper) =>
  shape(`M${n(x - s / 2)} ${n(base - s * 0.8)} h${n(s)} l${n(-s * 0.12)} ${n(s * 0.8)} h${n(-s * 0.76)} Z`, fill) +
  stroke(`M${n(x + s / 2 - 0.05 * s)} ${n(base - s * 0.6)} q${n(s * 0.3)} ${n(s * 0.05)} ${n(s * 0.02)} ${n(s * 0.4)}`)

/** The floor of a room: boards in wood, or a plain floor; from y down to the picture's foot. */
export function floor(width: number, height: number, y: number, fill: string = tone.wood, boards = 0) {
  const lines = Array.from({ length: boards }, (_, i) => {
    const at = (width * (i + 1)) / (boards + 1)
    return stroke(
      `M${n(width / 2 + (at - width / 2) * 0.45)} ${n(y)} L${n(at + (at - width / 2) * 0.6)} ${n(height)}`,
      LINE * 0.6,
    )
  }).join("")
  return box(-2, y, width + 4, height - y + 2, fill) + lines
}

/** Bunting strung from (x1, y1) to (x2, y2), sagging by `sag`, its flags gold and `other` in turn. */
export function bunting(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  flags: number,
  sag: number,
  other: string = tone.lilac,
) {
  const size = Math.min(8, ((x2 - x1) / flags) * 0.7)
  const flagShapes = Array.from({ length: flags }, (_, i) => {
    const t = (i + 0.5) / flags
    const x = x1 + (x2 - x1) * t
    const y = y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * sag
    return shape(
      `M${n(x - size / 2)} ${n(y)} h${n(size)} l${n(-size / 2)} ${n(size * 1.1)} Z`,
      i % 2 ? tone.gold : other,
    )
  })
  return stroke(`M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}`, 1) + flagShapes.join("")
}
