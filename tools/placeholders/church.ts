import { archPath, box, disc, LINE, light, rectPath, shade, shape, stroke, tone } from "./drawing-kit"
import { candle, chairFront, floor, tree, window } from "./furniture"
import { bust, figure } from "./figures"
import { H, W } from "./halls"

/**
 * The church: the three regular services inside it (360 × 240, as Services & Worship shows them) and Home's picture
 * of the building (720 × 480), in the halls' style.
 */

/** A pew seen from behind, with people sitting in it. */
const pew = (x: number, y: number, width: number, people: number[], looks: { coat: string; hair: string }[]) =>
  people
    .map((px, i) => bust(x + px, y + 2, 46, looks[i % looks.length]!.coat, looks[i % looks.length]!.hair, true))
    .join("") +
  box(x, y - 6, width, 14, tone.wood, 2) +
  shade(rectPath(x, y + 2, width, 6), 0.14)

const congregation = [
  { coat: tone.violet, hair: tone.deep },
  { coat: tone.wood, hair: tone.stone },
  { coat: tone.purple, hair: tone.wood },
  { coat: tone.sage, hair: tone.deep },
]

/** An altar: its frontal in purple with a gold band, a white cloth, a cross and two candles. */
const altar = (x: number, ground: number, width: number, height: number) =>
  box(x, ground - height, width, height, tone.purple) +
  box(x + width * 0.42, ground - height, width * 0.16, height, tone.gold) +
  box(x - 2, ground - height - 4, width + 4, 5, tone.paper) +
  shade(rectPath(x + width * 0.75, ground - height + 1, width * 0.25, height - 1), 0.16) +
  candle(x + width * 0.12, ground - height - 4, height * 0.7, 3.5) +
  candle(x + width * 0.88, ground - height - 4, height * 0.7, 3.5) +
  shape(
    `M${x + width / 2 - 2} ${ground - height - 4} v${-height * 0.9} h4 v${height * 0.9} Z M${x + width / 2 - 8} ${ground - height * 1.7} h16 v4 h-16 Z`,
    tone.gold,
  )

/** One side's choir stall (1 on the left, -1 on the right), three choristers behind it with their books open. */
const stalls = (side: 1 | -1, hair: readonly [string, string]) => {
  const x = (at: number) => (side === 1 ? at : W - at)
  const choristers = [36, 76, 116].map((at, i) =>
    figure(x(at), 178 - i * 8, 70 - i * 6, { coat: tone.purple, robe: true, collar: true, hair: hair[i % 2]! }),
  )
  const books = [40, 80, 118].map((at, i) =>
    shape(`M${x(at) - 10} ${146 - i * 4} l10 3 l10 -3 v9 l-10 3 l-10 -3 Z`, tone.paper),
  )
  const stall = `M${x(0)} 160 L${x(140)} 140 V170 L${x(0)} 200 Z`
  return choristers.join("") + shape(stall, tone.wood) + (side === -1 ? shade(stall, 0.16) : "") + books.join("")
}

export const churchScenes = {
  "main-parish-eucharist": {
    shows: (name: string) =>
      `A drawing of the ${name}: people in the pews looking up the aisle to the altar, its candles lit, under the chancel arch and the east window`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.cream) +
      // the nave's arcades on either side
      [0, 1].map(i => shape(archPath(-20 + i * 50, 170, 40, 120), tone.lilac)).join("") +
      [0, 1].map(i => shape(archPath(340 - i * 50, 170, 40, 120), tone.lilac)).join("") +
      // the chancel through its arch: east window, altar
      shape(archPath(104, 176, 152, 170), tone.mist) +
      window(150, 30, 60, 76, { arched: true, bars: 2 }) +
      box(104, 150, 152, 26, tone.stone) +
      altar(140, 150, 80, 34) +
      stroke(archPath(104, 176, 152, 170).replace(/ Z$/, "")) +
      floor(W, H, 176, tone.stone) +
      // the aisle's carpet and the pews, people in them
      shape("M160 176 H200 L236 240 H124 Z", tone.purple) +
      pew(-4, 196, 138, [20, 52, 92], congregation) +
      pew(226, 196, 138, [30, 72, 110], congregation.slice(2).concat(congregation)) +
      pew(-20, 232, 150, [40, 80, 118], congregation.slice(1)) +
      pew(230, 232, 150, [24, 60, 104], congregation.slice(3).concat(congregation)) +
      light("M0 20 L60 0 L150 176 H90 Z", 0.25),
  },

  evensong: {
    shows: (name: string) =>
      `A drawing of ${name}: the choir in their robes singing from facing stalls by candlelight, the east window dark with evening`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.violet) +
      shape(archPath(120, 150, 120, 140), tone.purple) +
      window(146, 24, 68, 100, { arched: true, bars: 2, view: tone.deep }) +
      disc(196, 48, 5, tone.glow) +
      altar(150, 150, 60, 26) +
      floor(W, H, 150, tone.purple) +
      // candlelight
      [60, 300]
        .map(x => `<circle cx="${x}" cy="92" r="34" fill="${tone.glow}" opacity="0.25" stroke="none"/>`)
        .join("") +
      // the stalls either side, choristers behind them with their books open
      stalls(1, [tone.deep, tone.wood]) +
      stalls(-1, [tone.stone, tone.deep]) +
      candle(60, 160, 22, 4) +
      candle(300, 160, 22, 4) +
      shape("M0 200 L140 170 H220 L360 200 V240 H0 Z", tone.deep),
  },

  "mid-week-eucharist": {
    shows: (name: string) =>
      `A drawing of the ${name}: morning light through a chapel window onto a small altar with a chalice and two candles, and a few people on chairs`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.cream) +
      window(44, 34, 50, 98, { arched: true, bars: 1 }) +
      light("M44 132 H94 L210 240 H120 Z", 0.45) +
      floor(W, H, 170, tone.stone) +
      light("M70 170 H130 L210 240 H110 Z", 0.5) +
      // the small altar with its chalice and paten
      box(176, 104, 128, 66, tone.paper) +
      box(176, 104, 128, 10, tone.paper) +
      box(222, 114, 36, 56, tone.gold) +
      shade(rectPath(272, 114, 32, 56), 0.12) +
      shape("M232 96 h16 q0 10 -8 12 v6 h6 v3 h-16 v-3 h6 v-6 q-8 -2 -8 -12 Z", tone.gold) +
      `<ellipse cx="268" cy="102" rx="9" ry="2.5" fill="${tone.gold}"/>` +
      candle(190, 104, 20, 3.5) +
      candle(290, 104, 20, 3.5) +
      // flowers beside it
      box(318, 134, 16, 36, tone.lilac, 3) +
      [
        [318, 120],
        [332, 114],
        [326, 126],
      ]
        .map(([x, y]) => disc(x!, y!, 6, tone.gold))
        .join("") +
      // a few people on chairs
      figure(130, 250, 74, { coat: tone.violet, hair: tone.stone, back: true }) +
      figure(236, 250, 76, { coat: tone.purple, hair: tone.deep, back: true }) +
      chairFront(130, 250, 56, tone.wood) +
      chairFront(236, 250, 56, tone.wood) +
      chairFront(330, 250, 56, tone.wood),
  },
} satisfies Record<string, { shows: (name: string) => string; draw: () => string }>

/** Home's picture: the church from its path on a Sunday morning, people walking up to the open door. */
export const HERO = { width: 720, height: 480 }
const HERO_SCALE = 0.84
const HERO_SHIFT = { x: 58, y: 50 }

export const heroScene = {
  shows: (parishName: string) =>
    `A drawing of ${parishName}: the church with its tower and spire in the morning sun, trees round it and people walking up the path to the open door`,
  // The church sits in the middle third of the height, so a phone's wide crop (2:1) keeps the spire and the people.
  draw: () =>
    box(-2, -2, 724, 484, tone.glow) +
    disc(120, 110, 40, tone.gold) +
    shape("M0 340 Q200 316 380 332 T720 316 V480 H0 Z", tone.sage) +
    `<g transform="translate(${HERO_SHIFT.x} ${HERO_SHIFT.y}) scale(${HERO_SCALE})" stroke-width="${LINE / HERO_SCALE}">` +
    tree(110, 350, 40) +
    tree(620, 338, 52) +
    tree(540, 330, 30) +
    // the nave, its roof and windows
    shape("M300 200 L440 140 L600 200 Z", tone.purple) +
    box(310, 200, 280, 140, tone.cream) +
    shade(rectPath(520, 200, 70, 140), 0.12) +
    [340, 400, 460, 520].map(x => window(x, 240, 26, 60, { arched: true, bars: 0 })).join("") +
    // the tower and its spire
    box(210, 150, 110, 190, tone.cream) +
    shade(rectPath(286, 150, 34, 190), 0.12) +
    shape("M200 152 L265 30 L330 152 Z", tone.purple) +
    shade("M265 30 L330 152 H280 Z", 0.18) +
    stroke("M265 30 V12 M258 19 H272", 2) +
    window(246, 176, 38, 54, { arched: true, bars: 1, view: tone.deep }) +
    // the porch with its door open, lit from inside
    shape("M220 272 L265 244 L310 272 Z", tone.purple) +
    box(226, 272, 78, 68, tone.cream) +
    shape(archPath(246, 340, 38, 56), tone.gold) +
    light(archPath(252, 340, 14, 44), 0.5) +
    // the path and the people on it
    shape("M230 340 H300 Q340 420 390 520 H170 Q210 420 230 340 Z", tone.stone) +
    figure(246, 384, 56, { coat: tone.purple, hair: tone.stone }) +
    figure(304, 412, 66, { coat: tone.violet, hair: tone.deep }) +
    figure(328, 416, 42, { coat: tone.gold, hair: tone.wood, child: true }) +
    figure(392, 440, 70, { coat: tone.leaf, hair: tone.deep }) +
    "</g>",
}
