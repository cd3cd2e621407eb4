import { archPath, box, disc, rectPath, shade, shape, stroke, tone } from "./drawing-kit"
import { bunting, candle, cup, tree, window } from "./furniture"
import { bust, figure } from "./figures"

/**
 * The menu's pictures (tiles 256 × 192, group thumbnails 76 × 64), drawn for what each link opens, in the scenes'
 * style: one subject on a pale lilac ground. The menu shows each picture's title beside it in type, so none has words.
 */

type Size = { width: number; height: number }

/** A picture's pale ground and the table or grass its subject stands on. */
const ground = ({ width, height }: Size, at: number, fill: string = tone.stone) =>
  box(-2, -2, width + 4, height + 4, tone.mist) + box(-2, at, width + 4, height - at + 2, fill)

/** A thing's shadow on the ground, cast to the lower right. */
const castShadow = (x: number, y: number, width: number) =>
  `<ellipse cx="${x + width * 0.12}" cy="${y}" rx="${width / 2}" ry="${width * 0.06}" fill="${tone.deep}" opacity="0.14" stroke="none"/>`

/** Tile drawings, 256 × 192, by topic. */
export const tileDrawings = {
  news: {
    shows: (title: string) =>
      `A drawing for ${title}: a wall calendar with one day ringed in gold, beside the parish newsletter and a cup of tea`,
    draw: () =>
      ground({ width: 256, height: 192 }, 146) +
      // the calendar on the wall
      box(36, 22, 96, 100, tone.paper, 3) +
      box(36, 22, 96, 22, tone.purple, 3) +
      stroke("M56 18 V28 M112 18 V28", 2.5) +
      Array.from({ length: 12 }, (_, i) =>
        box(44 + (i % 4) * 21, 52 + Math.floor(i / 4) * 22, 14, 14, i === 6 ? tone.glow : tone.mist, 2),
      ).join("") +
      `<circle cx="${44 + 2 * 21 + 7}" cy="${52 + 22 + 7}" r="11" fill="none" stroke="${tone.gold}" stroke-width="2.5"/>` +
      // the newsletter, folded, with its picture and columns of lines
      castShadow(178, 150, 90) +
      shape("M134 150 L146 86 L218 92 L212 156 Z", tone.paper) +
      shape("M152 96 l52 4 l-2 24 l-52 -4 Z", tone.lilac) +
      [130, 138, 146].map(y => stroke(`M${150 - (y - 130) * 0.1} ${y} l50 4`, 1)).join("") +
      cup(228, 150, 20, tone.violet),
  },
  notices: {
    shows: (title: string) => `A drawing for ${title}: a cork notice board with cards and a poster pinned to it`,
    draw: () =>
      ground({ width: 256, height: 192 }, 170) +
      box(30, 22, 196, 132, tone.wood, 4) +
      box(38, 30, 180, 116, "#d9b57a", 2) +
      shape("M52 44 l54 -4 l4 46 l-54 4 Z", tone.paper) +
      box(64, 52, 30, 18, tone.lilac, 2) +
      shape("M124 40 l56 4 l-2 40 l-56 -4 Z", tone.glow) +
      shape("M152 54 c-6 -8 -18 -2 -10 8 l10 8 l10 -8 c8 -10 -4 -16 -10 -8 Z", tone.purple) +
      shape("M70 96 l60 2 l-2 38 l-60 -2 Z", tone.mist) +
      shape("M148 92 l54 -2 l2 42 l-54 2 Z", tone.paper) +
      [104, 112, 120].map(y => stroke(`M80 ${y} h38`, 1)).join("") +
      [100, 108, 116, 124].map(y => stroke(`M158 ${y} h34`, 1)).join("") +
      [
        [79, 42],
        [152, 42],
        [100, 97],
        [176, 91],
      ]
        .map(([x, y]) => disc(x!, y!, 3.5, tone.purple))
        .join(""),
  },
  people: {
    shows: (title: string) => `A drawing for ${title}: three of the parish's people, head and shoulders, side by side`,
    draw: () =>
      ground({ width: 256, height: 192 }, 192) +
      shape(archPath(58, 192, 140, 168), tone.lilac) +
      bust(78, 192, 92, tone.violet, tone.wood) +
      bust(178, 192, 92, tone.sage, tone.stone) +
      bust(128, 192, 112, tone.purple, tone.deep),
  },
  school: {
    shows: (title: string) =>
      `A drawing for ${title}: the parish school with its bell tower, children walking up to the door`,
    draw: () =>
      ground({ width: 256, height: 192 }, 150, tone.sage) +
      box(58, 70, 140, 80, tone.cream) +
      shape("M48 72 L128 40 L208 72 Z", tone.purple) +
      box(116, 16, 24, 30, tone.cream) +
      shape("M110 18 L128 4 L146 18 Z", tone.purple) +
      disc(128, 31, 5, tone.gold) +
      shade(rectPath(170, 72, 28, 78), 0.12) +
      [72, 94, 150, 172].map(x => window(x, 84, 16, 20, { bars: 1 })).join("") +
      shape(archPath(116, 150, 24, 36), tone.purple) +
      shape("M112 150 H144 L160 192 H96 Z", tone.stone) +
      tree(222, 150, 16) +
      figure(104, 178, 34, { coat: tone.purple, hair: tone.deep, child: true }) +
      figure(160, 186, 38, { coat: tone.gold, hair: tone.wood, child: true }),
  },
  history: {
    shows: (title: string) =>
      `A drawing for ${title}: an old church register lying open in front of the church's tower`,
    draw: () =>
      ground({ width: 256, height: 192 }, 150, tone.sage) +
      disc(60, 40, 16, tone.gold) +
      box(104, 62, 48, 90, tone.cream) +
      shape("M98 64 L128 8 L158 64 Z", tone.purple) +
      shade(rectPath(140, 64, 12, 88), 0.12) +
      window(118, 78, 20, 28, { arched: true, bars: 0, view: tone.deep }) +
      castShadow(132, 178, 150) +
      shape("M58 164 Q92 150 128 162 Q164 150 198 164 L206 186 Q166 174 128 186 Q90 174 50 186 Z", tone.paper) +
      stroke("M128 162 V186") +
      [166, 172, 178].map(y => stroke(`M${68} ${y} q24 -6 50 0 M${138} ${y} q24 -6 50 0`, 0.9)).join(""),
  },
} satisfies Record<string, { shows: (title: string) => string; draw: () => string }>

/** Group thumbnails, 76 × 64, by topic. */
export const thumbnailDrawings = {
  choir: {
    shows: (title: string) =>
      `A drawing for ${title}: a chorister in a purple robe and white ruff singing from an open book`,
    draw: () =>
      ground({ width: 76, height: 64 }, 64) +
      bust(38, 66, 50, tone.purple, tone.wood) +
      `<ellipse cx="38" cy="36" rx="11" ry="4" fill="${tone.paper}"/>` +
      shape("M22 50 l16 4 l16 -4 v12 l-16 4 l-16 -4 Z", tone.paper) +
      stroke("M38 54 V66") +
      shape("M60 10 v14 a4 3 0 1 1 -2 -2.5 v-11.5 h6 v3 Z", tone.gold),
  },
  serving: {
    shows: (title: string) => `A drawing for ${title}: a young server in a white robe carrying a tall lit candle`,
    draw: () =>
      ground({ width: 76, height: 64 }, 58) +
      figure(34, 62, 44, { coat: tone.paper, robe: true, hair: tone.deep, child: true }) +
      stroke("M52 62 V26", 2.5) +
      candle(52, 26, 14, 4) +
      disc(48, 44, 3, tone.paper),
  },
  community: {
    shows: (title: string) => `A drawing for ${title}: a cake on a stand and cups of tea under bunting`,
    draw: () =>
      ground({ width: 76, height: 64 }, 50, tone.paper) +
      bunting(0, 6, 76, 6, 5, 8, tone.violet) +
      box(16, 30, 30, 16, tone.glow, 3) +
      box(16, 30, 30, 5, tone.lilac, 2) +
      stroke("M31 46 V50 M24 50 H38") +
      cup(56, 50, 12, tone.violet),
  },
  autumn: {
    shows: (title: string) => `A drawing for ${title}: a teapot and a cup of tea with autumn leaves`,
    draw: () =>
      ground({ width: 76, height: 64 }, 50, tone.paper) +
      shape("M14 50 Q10 30 30 28 Q50 30 46 50 Z", tone.purple) +
      shape("M46 36 q10 -2 10 -10", "none") +
      shape("M13 38 q-8 -2 -8 -10", "none") +
      box(26, 23, 8, 5, tone.purple, 2) +
      shade("M34 30 Q46 32 44 50 H34 Z", 0.16) +
      cup(60, 50, 12, tone.paper) +
      shape("M58 16 q8 -8 14 0 q-6 8 -14 0 Z", tone.gold) +
      shape("M8 12 q6 -8 12 0 q-6 8 -12 0 Z", tone.wood),
  },
} satisfies Record<string, { shows: (title: string) => string; draw: () => string }>

/**
 * The neutral mark for a giving scheme whose logo the parish has not saved: a shopping bag with a heart, the same
 * for every scheme (its name is beside it in type), on the drawings' pale ground (the menu's hover colour), in the
 * middle of the logo's 100 × 34 box. The ground is opaque: the page shows a picture's main colour behind it.
 */
export const givingMark = {
  shows: (title: string) => `A drawing standing in for the ${title} logo: a shopping bag with a heart on it`,
  draw: () =>
    box(-2, -2, 104, 38, tone.mist) +
    shape("M36 9 H64 L67 32 H33 Z", tone.paper) +
    shade("M58 9 H64 L67 32 H61 Z", 0.12) +
    stroke("M43 11 V7 a7 6 0 0 1 14 0 V11") +
    shape("M50 28 l-6 -6 a3.5 3.5 0 0 1 6 -5 a3.5 3.5 0 0 1 6 5 Z", tone.purple),
}
