import { box, disc, light, rectPath, shade, shape, stroke, tone } from "./drawing-kit"
import { bunting, chairFront, cup, floor, roundTable, window } from "./furniture"

/**
 * The halls, each drawn as itself from where a visitor would stand: what it is known for in front (the Celebration
 * Hall's stage, its kitchen's hatch, Gabriel Hall's garden windows, the Frank Burton Hall's piano and screen, the
 * Frank Burton Room's table, Angels Rest's lounge and garden doors, the stairs up to the Raphael Suite). Each is
 * 360 × 240, the size Venues & Hall Hire shows a photo at. Scenes are chosen by photo file name (scenes.ts).
 */

export const W = 360
export const H = 240

/** Roof trusses across a high ceiling. */
const trusses = (from: number, to: number, y: number) =>
  [0, 1, 2, 3]
    .map(i => {
      const x = from + ((to - from) * (i + 0.5)) / 4
      return stroke(`M${x - 40} ${y} L${x} ${y - 28} L${x + 40} ${y} M${x} ${y - 28} V${y}`)
    })
    .join("")

export const hallScenes = {
  "celebration-hall": {
    shows: (name: string) =>
      `A drawing of ${name}: a high hall with a wooden floor and a stage at the far end, its curtains open, with bunting overhead and round tables laid with white cloths`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.mist) +
      shape(`M0 0 L70 56 V160 L0 200 Z`, tone.lilac) +
      shape(`M${W} 0 L290 56 V160 L${W} 200 Z`, tone.lilac) +
      shade(`M${W} 0 L290 56 V160 L${W} 200 Z`, 0.1) +
      shape(`M0 0 H${W} L290 56 H70 Z`, tone.paper) +
      box(70, 56, 220, 104, tone.cream) +
      trusses(40, 320, 40) +
      // the stage: curtains, pelmet and its front
      box(110, 78, 140, 62, tone.deep) +
      shape(`M110 78 h34 q-6 30 4 62 h-38 Z`, tone.purple) +
      shape(`M250 78 h-34 q6 30 -4 62 h38 Z`, tone.purple) +
      box(104, 70, 152, 12, tone.gold, 2) +
      box(96, 140, 168, 16, tone.wood) +
      shade(rectPath(96, 150, 168, 6), 0.16) +
      floor(W, H, 160, tone.wood, 7) +
      bunting(60, 40, 300, 40, 9, 14) +
      roundTable(95, 182, 34) +
      roundTable(265, 182, 34) +
      roundTable(180, 208, 40) +
      chairFront(60, 214, 30) +
      chairFront(300, 214, 30) +
      chairFront(130, 236, 34) +
      chairFront(230, 236, 34),
  },

  "celebration-hall-kitchen": {
    shows: (name: string) =>
      `A drawing of the kitchen of ${name}: a long worktop with a tea urn, cups and a kettle, cupboards below, and the serving hatch open onto the hall`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.cream) +
      // wall tiles behind the worktop
      box(0, 96, W, 44, tone.mist) +
      Array.from({ length: 12 }, (_, i) => stroke(`M${i * 30 + 15} 96 V140`, 0.8)).join("") +
      stroke("M0 118 H360", 0.8) +
      // the serving hatch, open onto the hall (its far wall and a round table)
      box(196, 24, 140, 66, tone.paper) +
      box(204, 30, 124, 58, tone.lilac) +
      shape("M204 70 H328 V88 H204 Z", tone.wood) +
      roundTable(266, 72, 24) +
      shade(rectPath(204, 30, 124, 8), 0.12) +
      box(194, 86, 144, 8, tone.wood, 1) +
      // wall cupboards and a clock
      box(20, 20, 70, 56, tone.paper) +
      box(96, 20, 70, 56, tone.paper) +
      stroke("M55 20 V76 M131 20 V76") +
      disc(52, 48, 3, tone.gold) +
      // the worktop, the cupboards below and the floor
      box(-2, 140, W + 4, 10, tone.wood) +
      box(-2, 150, W + 4, 92, tone.lilac) +
      [0, 1, 2, 3, 4, 5]
        .map(i => box(12 + i * 58, 160, 50, 70, tone.lilac, 2) + box(33 + i * 58, 166, 8, 3, tone.deep, 1))
        .join("") +
      shade(rectPath(0, 150, W, 8), 0.16) +
      // the urn, the kettle and the cups on the worktop
      box(40, 92, 38, 48, tone.stone, 6) +
      box(54, 86, 10, 6, tone.deep, 2) +
      box(76, 122, 10, 4, tone.deep, 1) +
      shade(rectPath(64, 94, 12, 44), 0.12) +
      shape("M112 140 v-26 q0 -8 8 -8 h22 q8 0 8 8 v26 Z", tone.purple) +
      stroke("M150 118 q10 0 10 10") +
      [168, 186, 204, 222].map(x => cup(x, 140, 12)).join("") +
      light("M196 24 L336 24 L300 140 L160 140 Z", 0.18),
  },

  "gabriel-hall": {
    shows: (name: string) =>
      `A drawing of ${name}: a long, light room with tall windows down one side looking onto the garden's trees, sunlight across a wooden floor and yoga mats laid out`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.cream) +
      // ceiling, the far wall (its own door) and the window wall in perspective
      shape("M0 0 H360 L300 40 H150 Z", tone.paper) +
      box(150, 40, 150, 110, tone.cream) +
      box(250, 82, 30, 68, tone.wood) +
      disc(274, 118, 1.6, tone.deep) +
      shape("M0 0 L150 40 V150 L0 230 Z", tone.mist) +
      shape("M360 0 L300 40 V150 L360 200 Z", tone.lilac) +
      // the tall windows and the garden through them
      [0, 1, 2]
        .map(i => {
          const x1 = 12 + i * 46
          const x2 = x1 + 32
          const t1 = 4 + (x1 / 150) * 40
          const t2 = 4 + (x2 / 150) * 40
          const b1 = 214 - (x1 / 150) * 70
          const b2 = 214 - (x2 / 150) * 70
          return (
            shape(`M${x1} ${t1 + 12} L${x2} ${t2 + 12} L${x2} ${b2 - 12} L${x1} ${b1 - 12} Z`, tone.glow) +
            shape(
              `M${x1} ${b1 - 40 - i * 4} q${(x2 - x1) / 2} -22 ${x2 - x1} ${-8} L${x2} ${b2 - 12} L${x1} ${b1 - 12} Z`,
              tone.sage,
            ) +
            disc((x1 + x2) / 2 + 4, b1 - 62 - i * 6, 9 - i, tone.leaf) +
            stroke(`M${(x1 + x2) / 2} ${(t1 + t2) / 2 + 12} V${(b1 + b2) / 2 - 12}`)
          )
        })
        .join("") +
      floor(W, H, 150, tone.wood, 6) +
      // sunlight through the windows on the floor
      [0, 1, 2]
        .map(i => light(`M${70 + i * 70} 240 L${120 + i * 60} 160 H${150 + i * 56} L${120 + i * 74} 240 Z`, 0.4))
        .join("") +
      // yoga mats, one rolled
      shape("M200 170 L262 166 L300 214 L224 222 Z", tone.violet) +
      shape("M150 190 L196 186 L218 226 L160 232 Z", tone.purple) +
      box(286, 176, 44, 12, tone.violet, 6) +
      disc(330, 182, 6, tone.violet),
  },

  "frank-burton-hall": {
    shows: (name: string) =>
      `A drawing of ${name}: rows of chairs facing a projector screen, with an upright piano at the side`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.mist) +
      shape("M0 0 L60 36 V170 L0 220 Z", tone.lilac) +
      shape("M360 0 L300 36 V170 L360 220 Z", tone.lilac) +
      shade("M360 0 L300 36 V170 L360 220 Z", 0.1) +
      box(60, 36, 240, 134, tone.cream) +
      // the screen on its roller and the projector's light
      box(106, 46, 132, 6, tone.deep, 3) +
      box(112, 52, 120, 70, tone.paper) +
      light("M112 52 H232 V122 H112 Z", 0.4) +
      shade(rectPath(112, 116, 120, 6), 0.08) +
      // the upright piano, its keys and stool
      box(246, 96, 50, 74, tone.deep, 2) +
      box(242, 122, 58, 8, tone.paper) +
      Array.from({ length: 7 }, (_, i) => stroke(`M${248 + i * 7} 122 V127`, 0.8)).join("") +
      box(256, 148, 30, 6, tone.purple) +
      floor(W, H, 170, tone.wood, 5) +
      // rows of chairs from behind
      [0, 1, 2]
        .map(row =>
          Array.from({ length: 5 + row }, (_, i) => {
            const s = 26 + row * 8
            const spacing = 44 + row * 8
            const x = 180 + (i - (4 + row) / 2) * spacing
            return chairFront(x, 190 + row * 24, s, row % 2 ? tone.purple : tone.violet)
          }).join(""),
        )
        .join(""),
  },

  "frank-burton-room": {
    shows: (name: string) =>
      `A drawing of ${name}: a long meeting table with chairs round it, papers and a water jug, and a screen on the wall`,
    draw: () =>
      box(-2, -2, W + 4, H + 4, tone.cream) +
      box(-2, 120, W + 4, 122, tone.stone) +
      // the wall screen, a window and a plant
      box(128, 22, 104, 62, tone.deep, 3) +
      box(134, 28, 92, 50, tone.violet) +
      light("M134 28 H200 L170 78 H134 Z", 0.25) +
      window(34, 24, 54, 74, { bars: 1 }) +
      box(286, 86, 26, 34, tone.purple, 3) +
      disc(292, 72, 14, tone.sage) +
      disc(306, 66, 12, tone.leaf) +
      // chairs behind the table
      [110, 160, 210, 260].map(x => chairFront(x, 146, 44)).join("") +
      // the table, seen from a little above
      shape("M72 142 H288 L322 196 H38 Z", tone.wood) +
      shape("M38 196 H322 V204 H38 Z", tone.wood) +
      shade("M38 200 H322 V204 H38 Z", 0.2) +
      stroke("M60 204 V236 M300 204 V236") +
      // papers, a laptop and the water jug on it
      shape("M92 160 l24 -2 l4 16 l-24 2 Z", tone.paper) +
      shape("M226 158 l24 2 l-2 16 l-24 -2 Z", tone.paper) +
      shape("M150 176 h44 l-6 -20 h-32 Z", tone.purple) +
      shape("M148 176 h48 v3 h-48 Z", tone.deep) +
      shape("M214 152 h14 v22 h-14 Z", tone.mist) +
      [130, 250].map(x => cup(x, 188, 9)).join("") +
      // chairs in front, seen from behind
      [90, 270].map(x => chairFront(x, 240, 52, tone.purple)).join(""),
  },
} satisfies Record<string, { shows: (name: string) => string; draw: () => string }>
