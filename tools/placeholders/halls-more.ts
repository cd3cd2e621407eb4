import { box, disc, light, rectPath, shade, shape, stroke, tone } from "./drawing-kit"
import { chairFront, cup, floor, roundTable, tree, window } from "./furniture"
import { H, W } from "./halls"

/** Angels Rest, inside and out, and the Raphael Suite up its stairs (the rest of the halls are in halls.ts). */

/** An armchair seen from the front, its seat at `seat`. */
const armchair = (x: number, ground: number, s: number, fill: string) =>
  box(x - s * 0.42, ground - s, s * 0.84, s * 0.7, fill, s * 0.12) +
  box(x - s * 0.56, ground - s * 0.56, s * 0.22, s * 0.5, fill, s * 0.08) +
  box(x + s * 0.34, ground - s * 0.56, s * 0.22, s * 0.5, fill, s * 0.08) +
  box(x - s * 0.36, ground - s * 0.42, s * 0.72, s * 0.22, fill, s * 0.06) +
  shade(rectPath(x + s * 0.36, ground - s * 0.54, s * 0.18, s * 0.46), 0.14) +
  stroke(`M${x - s * 0.46} ${ground - s * 0.06} v${s * 0.06} M${x + s * 0.46} ${ground - s * 0.06} v${s * 0.06}`)

/** A standard lamp with its shade lit. */
const lamp = (x: number, ground: number, h: number) =>
  stroke(`M${x} ${ground} V${ground - h + 14} M${x - 8} ${ground} h16`) +
  shape(`M${x - 12} ${ground - h + 16} l6 -18 h12 l6 18 Z`, tone.glow)

/** French doors onto the garden, standing open, with the lawn, a tree and the sky through them. */
const openDoors = (x: number, y: number, w: number, h: number) =>
  box(x, y, w, h, tone.glow) +
  shape(`M${x} ${y + h * 0.62} q${w / 2} -14 ${w} -4 V${y + h} H${x} Z`, tone.sage) +
  tree(x + w * 0.62, y + h * 0.64, w * 0.16) +
  // the two leaves, opened inward
  shape(`M${x} ${y} L${x - w * 0.22} ${y + 10} V${y + h + 8} L${x} ${y + h} Z`, tone.paper) +
  shape(`M${x + w} ${y} L${x + w * 1.22} ${y + 10} V${y + h + 8} L${x + w} ${y + h} Z`, tone.paper) +
  stroke(`M${x - w * 0.11} ${y + 8} V${y + h + 2} M${x + w * 1.11} ${y + 8} V${y + h + 2}`)

export const moreHallScenes = {
  "angels-rest": {
    shows: (name: string) =>
      `A drawing of ${name}: a cosy lounge with armchairs round a low table, a lamp, a coffee bar with cups, and French doors open onto the garden`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.mist) +
      // picture rail and the garden doors
      stroke("M0 52 H360", 1) +
      openDoors(40, 60, 64, 118) +
      light("M40 178 H104 L150 240 H10 Z", 0.4) +
      floor(W, H, 178, tone.stone) +
      // the coffee bar: counter, machine and cups
      box(228, 112, 132, 66, tone.purple) +
      shade(rectPath(228, 112, 132, 8), 0.2) +
      box(222, 104, 140, 10, tone.wood) +
      box(246, 76, 26, 28, tone.deep, 3) +
      disc(259, 88, 4, tone.gold) +
      [288, 306, 324].map(x => cup(x, 104, 11)).join("") +
      stroke("M240 60 H350", 1) +
      [244, 264, 284].map(x => cup(x, 60, 9, tone.lilac)).join("") +
      // armchairs round a low table, and a standard lamp
      lamp(138, 196, 96) +
      armchair(90, 214, 62, tone.violet) +
      armchair(252, 222, 66, tone.purple) +
      roundTable(172, 204, 26, tone.wood) +
      cup(166, 204, 9) +
      cup(182, 205, 9),
  },

  "angels-rest-garden": {
    shows: (name: string) =>
      `A drawing of the garden from ${name}: the French doors standing open onto a lawn, a path, trees and a bench in the sun`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.glow) +
      disc(128, 50, 18, tone.gold) +
      shape("M0 120 Q120 100 220 112 T360 104 V240 H0 Z", tone.sage) +
      shape("M150 240 Q170 170 190 118 H204 Q196 170 230 240 Z", tone.stone) +
      tree(118, 118, 16) +
      tree(292, 122, 30) +
      tree(240, 114, 14) +
      // the bench beside the path
      box(96, 150, 50, 6, tone.wood, 2) +
      box(96, 138, 50, 8, tone.wood, 2) +
      stroke("M102 156 V170 M140 156 V170") +
      shade("M100 172 H154 L148 178 H106 Z", 0.12) +
      // the doors' frame and the two open leaves, from inside
      shape("M0 0 H48 V240 H0 Z M360 0 H312 V240 H360 Z", tone.mist) +
      shape("M48 0 H312 V14 H48 Z", tone.mist) +
      shape("M48 14 L88 26 V230 L48 240 Z", tone.paper) +
      shape("M312 14 L272 26 V230 L312 240 Z", tone.paper) +
      shade("M312 14 L272 26 V230 L312 240 Z", 0.08) +
      stroke("M68 22 V234 M292 22 V234 M48 124 L88 124 M272 124 L312 124") +
      floor(W, H, 230, tone.stone),
  },

  "raphael-suite": {
    shows: (name: string) =>
      `A drawing of ${name}: the building cut away to show a staircase rising from the church office to a small first-floor room with two armchairs, a low table and a kitchenette`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.glow) +
      // the building in section: roof, walls and the first floor
      shape("M20 52 L180 8 L340 52 Z", tone.purple) +
      box(28, 52, 304, 186, tone.cream) +
      shade(rectPath(28, 52, 304, 8), 0.1) +
      box(176, 132, 156, 8, tone.stone) +
      floor(W, H, 232, tone.stone) +
      // downstairs: the church office's desk and a door
      box(200, 196, 74, 8, tone.wood) +
      stroke("M206 204 V232 M268 204 V232") +
      box(226, 184, 22, 12, tone.deep, 2) +
      chairFront(236, 232, 30) +
      box(290, 164, 30, 68, tone.wood) +
      disc(314, 200, 1.6, tone.deep) +
      // the staircase from the hall door up to the suite
      Array.from({ length: 8 }, (_, i) =>
        box(40 + i * 16, 222 - i * 11.5, 16 + (7 - i) * 0 + 0, 232 - (222 - i * 11.5), tone.wood),
      ).join("") +
      shade("M40 232 L168 140 V232 Z", 0.08) +
      stroke("M44 200 L172 108 M44 200 V222 M172 108 V132 M172 108 H176", 1.4) +
      stroke("M176 106 H212 M176 106 V132 M194 106 V132", 1.4) +
      // upstairs: the suite's room, its window, two armchairs, a low table and the kitchenette
      window(214, 62, 34, 36) +
      box(286, 100, 42, 32, tone.lilac) +
      box(282, 96, 50, 6, tone.wood) +
      box(290, 80, 12, 16, tone.deep, 2) +
      cup(318, 96, 7) +
      armchair(202, 132, 30, tone.violet) +
      armchair(262, 132, 30, tone.purple) +
      roundTable(232, 120, 10, tone.wood),
  },
} satisfies Record<string, { shows: (name: string) => string; draw: () => string }>
