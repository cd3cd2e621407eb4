import { disc, rounded, shade, shape, tone } from "./drawing-kit"

/**
 * People in the drawings: simple figures with no faces, so that nobody stands in for a real person. A figure is
 * a head, hair, a coat and legs; its size and what it holds say who it is (a toddler, a chorister, a server).
 */

const n = rounded

export interface FigureLook {
  /** the colour of the coat, robe or jumper */
  coat?: string
  /** the colour of the hair; "none" for a bare head */
  hair?: string
  /** a child's proportions: a larger head for the height */
  child?: boolean
  /** a robe to the ground instead of legs (choir, servers) */
  robe?: boolean
  /** a white collar (a chorister's ruff, a server's alb) */
  collar?: boolean
  /** seen from behind: the whole head is hair */
  back?: boolean
}

/**
 * A head: hair framing a face with no features (the hair a disc behind it), or seen from behind, all hair; a bare
 * head ("none") is the face alone.
 */
const head = (x: number, cy: number, r: number, hair: string, back: boolean) => {
  if (hair === "none") return disc(x, cy, r, tone.paper)
  if (back) return disc(x, cy, r, hair)
  return disc(x, cy - r * 0.12, r * 1.08, hair) + disc(x, cy + r * 0.12, r * 0.82, tone.paper)
}

/** A standing figure, its feet on `ground`, h tall. */
export function figure(x: number, ground: number, h: number, look: FigureLook = {}) {
  const { coat = tone.violet, hair = tone.deep, child = false, robe = false, collar = false, back = false } = look
  const r = h * (child ? 0.15 : 0.11)
  const headY = ground - h + r
  const shoulder = headY + r * 1.25
  const half = r * (child ? 1.15 : 1.35)
  const hip = robe ? ground : ground - h * (child ? 0.32 : 0.4)
  const foot = r * 0.45
  const legs = robe
    ? ""
    : shape(`M${n(x - half * 0.78)} ${n(hip - 1)} h${n(half * 0.66)} V${n(ground)} h${n(-half * 0.66)} Z`, tone.deep) +
      shape(`M${n(x + half * 0.12)} ${n(hip - 1)} h${n(half * 0.66)} V${n(ground)} h${n(-half * 0.66)} Z`, tone.deep)
  const hem = robe ? half * 1.2 : half
  const body = shape(
    `M${n(x - hem)} ${n(hip)} L${n(x - half)} ${n(shoulder + r * 0.7)} Q${n(x - half)} ${n(shoulder)} ${n(x - half + r * 0.7)} ${n(shoulder)} ` +
      `H${n(x + half - r * 0.7)} Q${n(x + half)} ${n(shoulder)} ${n(x + half)} ${n(shoulder + r * 0.7)} L${n(x + hem)} ${n(hip)} Z`,
    coat,
  )
  const bodyShade = shade(
    `M${n(x + half * 0.35)} ${n(shoulder + 1)} H${n(x + half - 1)} L${n(x + hem - 1)} ${n(hip - 1)} H${n(x + half * 0.45)} Z`,
    0.12,
  )
  const ruff = collar
    ? `<ellipse cx="${n(x)}" cy="${n(shoulder + r * 0.1)}" rx="${n(r * 0.95)}" ry="${n(r * 0.38)}" fill="${tone.paper}"/>`
    : ""
  const feet = robe
    ? ""
    : shape(
        `M${n(x - half * 0.85)} ${n(ground)} h${n(half * 0.8 + foot * 0.2)} M${n(x + half * 0.1)} ${n(ground)} h${n(half * 0.8)}`,
        "none",
      )
  return legs + feet + body + bodyShade + ruff + head(x, headY, r, hair, back)
}

/** Head and shoulders, as in a portrait (or seen from behind, over a pew): centred on x, their foot at `bottom`. */
export function bust(x: number, bottom: number, h: number, coat: string, hair: string, back = false) {
  const r = h * 0.21
  const headY = bottom - h + r
  const top = headY + r * 1.35
  const half = h * 0.46
  return (
    shape(
      `M${n(x - half)} ${n(bottom)} C${n(x - half)} ${n(top)} ${n(x - half * 0.4)} ${n(top)} ${n(x)} ${n(top)} C${n(x + half * 0.4)} ${n(top)} ${n(x + half)} ${n(top)} ${n(x + half)} ${n(bottom)} Z`,
      coat,
    ) +
    shade(
      `M${n(x + half * 0.3)} ${n(top + 1)} C${n(x + half * 0.75)} ${n(top + 2)} ${n(x + half - 1)} ${n(top + h * 0.1)} ${n(x + half - 1)} ${n(bottom - 1)} H${n(x + half * 0.45)} Z`,
      0.12,
    ) +
    head(x, headY, r, hair, back)
  )
}
