import { colors } from "../src/theme"

/**
 * The placeholder pictures for services and venues: one designed set, flat
 * shapes in the site's palette (src/theme/index.ts), no text in the image, a
 * different scene for each service and each venue photo. The hero's drawing
 * on Home (src/components/HomeHero/ChurchDrawing.tsx) is in the same style.
 *
 * A scene is chosen from the photo's file name ("evensong.jpg" → the evensong
 * scene); a name with no scene of its own gets one of the generic scenes,
 * varied by the name, so two new photos rarely look alike.
 *
 * Also the small helpers every placeholder script draws with (hashOf, paletteFor, escapeXml).
 */

/** The site's colours (src/theme), with two the art adds for depth: a pale lilac and a dusky purple. */
export const palette = {
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

/** A stable small number from a string, to vary scenes and colours between placeholders. */
export const hashOf = (value: string) => [...value].reduce((total, char) => (total * 31 + char.charCodeAt(0)) >>> 0, 7)

/** Text made safe to put inside an SVG's markup. */
export const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  )

/** Soft colour schemes for placeholder sheets and menu pictures: light background, mid, deep accent. */
export type SoftPalette = readonly [light: string, mid: string, deep: string]

const softPalettes: readonly SoftPalette[] = [
  ["#e9eef5", "#a9bcd6", "#3d5a80"], // slate blue
  ["#f3ede3", "#d9c3a1", "#8a5a2b"], // sandstone
  ["#e8f0ea", "#a9c9b2", "#3c6e4f"], // sage
  ["#f4e9ec", "#d9aab6", "#8c3b52"], // rose
  ["#efeaf4", "#bfaed8", "#5b4a86"], // lavender
  ["#f5efdf", "#e3c97f", "#8f6b12"], // ochre
]

/** The same soft palette every time for the same key, different ones for different keys. */
export const paletteFor = (key: string): SoftPalette => softPalettes[hashOf(key) % softPalettes.length]!

const W = 1200
const H = 800
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`

/** An arched window or door: x, bottom y, width, height. */
const arch = (x: number, bottom: number, width: number, height: number, fill: string, extra = "") =>
  `<path d="M${x} ${bottom} V${bottom - height + width / 2} a${width / 2} ${width / 2} 0 0 1 ${width} 0 V${bottom} Z" fill="${fill}" ${extra}/>`

const candle = (x: number, base: number, height: number) =>
  `<rect x="${x - 9}" y="${base - height}" width="18" height="${height}" fill="${palette.paper}"/>` +
  `<rect x="${x - 16}" y="${base}" width="32" height="14" rx="4" fill="${palette.accent}"/>` +
  `<path d="M${x} ${base - height - 36} q14 20 0 32 q-14 -12 0 -32 Z" fill="${palette.highlight}"/>`

const chair = (x: number, y: number, colour: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-24" y="-70" width="48" height="62" rx="8" fill="${colour}"/>` +
  `<rect x="-28" y="-10" width="56" height="14" rx="4" fill="${colour}"/>` +
  `<rect x="-24" y="4" width="7" height="46" fill="${colour}"/><rect x="17" y="4" width="7" height="46" fill="${colour}"/></g>`

const armchair = (x: number, y: number, colour: string) =>
  `<g transform="translate(${x} ${y})"><rect x="-90" y="-110" width="180" height="120" rx="28" fill="${colour}"/>` +
  `<rect x="-110" y="-60" width="40" height="90" rx="16" fill="${colour}"/><rect x="70" y="-60" width="40" height="90" rx="16" fill="${colour}"/>` +
  `<rect x="-70" y="-20" width="140" height="40" rx="10" fill="${palette.paperTint}" opacity="0.35"/>` +
  `<rect x="-90" y="30" width="12" height="26" fill="${palette.primaryDark}"/><rect x="78" y="30" width="12" height="26" fill="${palette.primaryDark}"/></g>`

/** A room in one-point perspective: back wall, side walls, floor, ceiling lights. */
function room({
  wall = palette.paperTint,
  side = palette.primaryTint,
  floor = palette.border,
  lights = true,
}: { wall?: string; side?: string; floor?: string; lights?: boolean } = {}) {
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<path d="M0 0 L180 90 L180 520 L0 700 Z" fill="${side}"/>` +
    `<path d="M${W} 0 L${W - 180} 90 L${W - 180} 520 L${W} 700 Z" fill="${side}"/>` +
    `<path d="M0 0 H${W} L${W - 180} 90 H180 Z" fill="${palette.paper}"/>` +
    `<path d="M180 520 H${W - 180} L${W} 700 V${H} H0 V700 Z" fill="${floor}"/>` +
    (lights
      ? [360, 600, 840]
          .map(
            x =>
              `<path d="M${x} 90 v30" stroke="${palette.primaryDark}" stroke-width="4"/><ellipse cx="${x}" cy="128" rx="40" ry="12" fill="${palette.highlight}" opacity="0.8"/>`,
          )
          .join("")
      : "")
  )
}

/** Tall arched windows on the back wall. */
const backWindows = (xs: number[], fill: string = palette.primaryTint, height = 280, width = 110) =>
  xs
    .map(
      x =>
        arch(x, 470, width, height, fill) +
        `<path d="M${x + width / 2} ${470 - height} V470" stroke="${palette.paper}" stroke-width="6"/>`,
    )
    .join("")

/** Every scene, by the photo file name it was drawn for. */
const scenes: Readonly<Record<string, () => string>> = {
  /** the nave set for the Sunday Eucharist: altar, tall candles, cross, arches */
  "main-parish-eucharist": () =>
    svg(
      `<rect width="${W}" height="${H}" fill="${palette.primaryTint}"/>` +
        [80, 380, 820, 1120].map(x => arch(x - 90, 800, 180, 700, palette.lilac, 'opacity="0.6"')).join("") +
        arch(450, 560, 300, 420, palette.paper) +
        arch(490, 560, 220, 340, palette.highlight, 'opacity="0.35"') +
        `<path d="M600 180 V330 M560 230 H640" stroke="${palette.accent}" stroke-width="16" stroke-linecap="round"/>` +
        `<rect x="360" y="520" width="480" height="150" fill="${palette.primary}"/>` +
        `<rect x="340" y="505" width="520" height="24" fill="${palette.primaryDark}"/>` +
        `<path d="M560 560 h80 l-20 70 h-40 Z" fill="${palette.highlight}" opacity="0.9"/>` +
        candle(420, 505, 130) +
        candle(780, 505, 130) +
        `<rect y="670" width="${W}" height="130" fill="${palette.border}"/>` +
        `<path d="M0 700 H${W}" stroke="${palette.accent}" stroke-width="6" opacity="0.5"/>`,
    ),

  /** the chancel at dusk: a glowing east window, choir stalls and candlelight */
  evensong: () =>
    svg(
      `<rect width="${W}" height="${H}" fill="${palette.primaryDark}"/>` +
        arch(420, 520, 360, 440, palette.dusk) +
        arch(450, 520, 300, 380, palette.highlight, 'opacity="0.55"') +
        `<path d="M600 140 V520 M450 330 H750" stroke="${palette.primaryDark}" stroke-width="12"/>` +
        `<circle cx="600" cy="250" r="50" fill="none" stroke="${palette.primaryDark}" stroke-width="10"/>` +
        `<path d="M0 560 L380 520 V800 H0 Z" fill="${palette.primary}"/>` +
        `<path d="M${W} 560 L820 520 V800 H${W} Z" fill="${palette.primary}"/>` +
        [60, 160, 260].map(x => candle(x + 40, 560 - x / 10, 70)).join("") +
        [940, 1040, 1140].map(x => candle(x - 40, 560 - (1200 - x) / 10, 70)).join("") +
        `<rect x="380" y="600" width="440" height="200" fill="${palette.dusk}" opacity="0.6"/>`,
    ),

  /** the Lady Chapel on a weekday morning: one window, a small altar, chalice and paten */
  "mid-week-eucharist": () =>
    svg(
      `<rect width="${W}" height="${H}" fill="${palette.paperTint}"/>` +
        arch(760, 460, 200, 340, palette.primaryTint) +
        `<path d="M860 120 V460 M760 300 H960" stroke="${palette.paper}" stroke-width="10"/>` +
        `<path d="M760 460 L560 800 H980 L960 460 Z" fill="${palette.highlight}" opacity="0.25"/>` +
        `<rect x="220" y="470" width="420" height="200" fill="${palette.primary}"/>` +
        `<rect x="200" y="455" width="460" height="22" fill="${palette.primaryDark}"/>` +
        `<rect x="380" y="477" width="100" height="193" fill="${palette.accent}" opacity="0.8"/>` +
        `<path d="M410 380 h40 q0 50 -20 56 v14 h18 v6 h-36 v-6 h18 v-14 q-20 -6 -20 -56 Z" fill="${palette.accent}"/>` +
        `<ellipse cx="520" cy="450" rx="38" ry="8" fill="${palette.accent}"/>` +
        candle(270, 455, 80) +
        candle(590, 455, 80) +
        `<rect y="670" width="${W}" height="130" fill="${palette.border}"/>`,
    ),

  /** the big hall: a stage at the end, round tables laid */
  "celebration-hall": () =>
    svg(
      room() +
        `<rect x="330" y="300" width="540" height="180" fill="${palette.primary}"/>` +
        `<path d="M330 300 q135 60 270 0 q135 60 270 0 V260 H330 Z" fill="${palette.primaryDark}"/>` +
        `<rect x="300" y="470" width="600" height="50" fill="${palette.accent}" opacity="0.8"/>` +
        (
          [
            [330, 620],
            [600, 600],
            [870, 620],
          ] as const
        )
          .map(
            ([x, y]) =>
              `<ellipse cx="${x}" cy="${y}" rx="120" ry="32" fill="${palette.paper}"/><rect x="${x - 8}" y="${y}" width="16" height="70" fill="${palette.primaryDark}"/>` +
              chair(x - 150, y + 40, palette.primary, 0.8) +
              chair(x + 150, y + 40, palette.primary, 0.8),
          )
          .join(""),
    ),

  /** the hall kitchen: worktop, serving hatch, kettle and cups */
  "celebration-hall-kitchen": () =>
    svg(
      `<rect width="${W}" height="${H}" fill="${palette.primaryTint}"/>` +
        `<rect x="120" y="120" width="420" height="220" fill="${palette.paper}"/><rect x="140" y="140" width="380" height="180" fill="${palette.paperTint}"/>` +
        `<path d="M330 140 V320" stroke="${palette.border}" stroke-width="8"/>` +
        [660, 780, 900, 1020]
          .map(
            x =>
              `<rect x="${x}" y="130" width="100" height="160" rx="6" fill="${palette.lilac}"/><rect x="${x + 42}" y="200" width="16" height="6" fill="${palette.primaryDark}"/>`,
          )
          .join("") +
        `<rect x="0" y="440" width="${W}" height="40" fill="${palette.border}"/>` +
        `<rect x="0" y="480" width="${W}" height="320" fill="${palette.primary}"/>` +
        [120, 360, 600, 840]
          .map(
            x =>
              `<rect x="${x}" y="520" width="200" height="240" rx="6" fill="${palette.primaryDark}" opacity="0.55"/><rect x="${x + 80}" y="540" width="40" height="8" rx="4" fill="${palette.highlight}"/>`,
          )
          .join("") +
        `<path d="M760 440 v-90 q0 -20 20 -20 h80 q20 0 20 20 v90 Z" fill="${palette.primaryDark}"/><path d="M880 370 q40 0 40 40" stroke="${palette.primaryDark}" stroke-width="12" fill="none"/>` +
        [220, 300, 380]
          .map(
            x =>
              `<path d="M${x} 440 v-50 h56 v50 Z" fill="${palette.paper}"/><path d="M${x + 56} 405 q22 0 22 18 q0 18 -22 18" stroke="${palette.paper}" stroke-width="8" fill="none"/>`,
          )
          .join(""),
    ),

  /** rows of chairs facing a screen, with an upright piano */
  "frank-burton-hall": () =>
    svg(
      room({ wall: palette.primaryTint, side: palette.lilac }) +
        `<rect x="420" y="170" width="360" height="220" fill="${palette.paper}"/><rect x="440" y="190" width="320" height="180" fill="${palette.highlight}" opacity="0.35"/>` +
        `<rect x="860" y="330" width="200" height="190" fill="${palette.primaryDark}"/><rect x="870" y="400" width="180" height="20" fill="${palette.paper}"/>` +
        [0, 1, 2]
          .map(row =>
            [0, 1, 2, 3, 4, 5]
              .map(seat =>
                chair(
                  300 + seat * 120 + row * 0,
                  600 + row * 80,
                  row % 2 ? palette.primaryDark : palette.primary,
                  0.7 + row * 0.15,
                ),
              )
              .join(""),
          )
          .join(""),
    ),

  /** a meeting room: a long table, chairs and a wall screen */
  "frank-burton-room": () =>
    svg(
      room({ wall: palette.paperTint, side: palette.border, floor: palette.lilac }) +
        `<rect x="470" y="180" width="260" height="150" rx="6" fill="${palette.primaryDark}"/><rect x="486" y="196" width="228" height="118" fill="${palette.dusk}"/>` +
        [330, 460, 740, 870].map(x => chair(x, 520, palette.primary, 0.9)).join("") +
        `<path d="M360 560 H840 L960 700 H240 Z" fill="${palette.accent}"/>` +
        `<rect x="260" y="700" width="16" height="80" fill="${palette.primaryDark}"/><rect x="924" y="700" width="16" height="80" fill="${palette.primaryDark}"/>` +
        [200, 1000].map(x => chair(x, 760, palette.primary, 1.2)).join(""),
    ),

  /** an empty hall: a polished floor and tall windows onto the garden */
  "gabriel-hall": () =>
    svg(
      room({ wall: palette.paper, side: palette.primaryTint, floor: palette.accent, lights: false }) +
        backWindows(
          [260, 420, 580, 740, 900].map(x => x - 20),
          palette.lilac,
          320,
          100,
        ) +
        `<path d="M180 520 H1020 L1200 700 V800 H0 V700 Z" fill="${palette.highlight}" opacity="0.25"/>` +
        [320, 480, 640, 800, 960]
          .map(
            x => `<path d="M${x - 10} 530 L${x - 60} 800" stroke="${palette.paper}" stroke-width="14" opacity="0.35"/>`,
          )
          .join(""),
    ),

  /** a small quiet room: two armchairs, a low table and a window */
  "raphael-suite": () =>
    svg(
      room({ wall: palette.primaryTint, side: palette.lilac, floor: palette.border, lights: false }) +
        `<rect x="470" y="150" width="260" height="240" fill="${palette.paper}"/><rect x="486" y="166" width="228" height="208" fill="${palette.highlight}" opacity="0.35"/>` +
        `<path d="M600 166 V374 M486 270 H714" stroke="${palette.paper}" stroke-width="10"/>` +
        armchair(330, 600, palette.primary) +
        armchair(870, 600, palette.primary) +
        `<ellipse cx="600" cy="640" rx="120" ry="26" fill="${palette.accent}"/><rect x="590" y="640" width="20" height="80" fill="${palette.primaryDark}"/>` +
        `<path d="M560 610 q40 -70 80 0" fill="${palette.dusk}"/>`,
    ),

  /** a lounge: armchairs and a coffee bar */
  "angels-rest": () =>
    svg(
      room({ wall: palette.paperTint, side: palette.primaryTint, floor: palette.lilac }) +
        `<rect x="620" y="360" width="400" height="160" fill="${palette.primary}"/><rect x="600" y="340" width="440" height="24" fill="${palette.primaryDark}"/>` +
        [680, 760, 840].map(x => `<path d="M${x} 340 v-40 h44 v40 Z" fill="${palette.paper}"/>`).join("") +
        `<path d="M920 340 v-80 h60 v80 Z" fill="${palette.primaryDark}"/>` +
        `<rect x="220" y="170" width="300" height="200" fill="${palette.primaryTint}"/><rect x="236" y="186" width="268" height="168" fill="${palette.highlight}" opacity="0.3"/>` +
        armchair(260, 650, palette.accent) +
        armchair(520, 680, palette.primaryDark),
    ),

  /** the church garden through open French windows: lawn, trees and a bench */
  "angels-rest-garden": () =>
    svg(
      `<rect width="${W}" height="${H}" fill="${palette.primaryTint}"/>` +
        `<circle cx="900" cy="170" r="70" fill="${palette.highlight}" opacity="0.6"/>` +
        `<path d="M0 520 Q300 460 600 500 T1200 480 V800 H0 Z" fill="${palette.lilac}"/>` +
        `<path d="M0 600 Q400 560 800 590 T1200 580 V800 H0 Z" fill="${palette.accent}" opacity="0.45"/>` +
        (
          [
            [300, 430, 90],
            [760, 420, 110],
            [1040, 460, 70],
          ] as const
        )
          .map(
            ([x, y, r]) =>
              `<rect x="${x - 10}" y="${y}" width="20" height="${r + 40}" fill="${palette.primaryDark}"/><circle cx="${x}" cy="${y - r / 3}" r="${r}" fill="${palette.primary}" opacity="0.85"/>`,
          )
          .join("") +
        `<rect x="480" y="600" width="220" height="18" rx="6" fill="${palette.primaryDark}"/><rect x="480" y="560" width="220" height="14" rx="6" fill="${palette.primaryDark}"/>` +
        `<rect x="495" y="618" width="12" height="50" fill="${palette.primaryDark}"/><rect x="673" y="618" width="12" height="50" fill="${palette.primaryDark}"/>` +
        // the open French windows framing the view
        `<path d="M0 0 H140 V800 H0 Z M${W} 0 H${W - 140} V800 H${W} Z" fill="${palette.paperTint}"/>` +
        `<path d="M140 0 V800 M${W - 140} 0 V800" stroke="${palette.paper}" stroke-width="18"/>`,
    ),
}

/** What a placeholder photo is of: a service's or a venue's. */
export type SceneKind = "services" | "venues"

/** The generic scenes a photo with no scene of its own gets: a hall or a church exterior. */
const generic: Record<SceneKind, string[]> = {
  venues: ["gabriel-hall", "frank-burton-room", "raphael-suite"],
  services: ["mid-week-eucharist", "main-parish-eucharist", "evensong"],
}

/** The scene's SVG (1200 × 800) for a service or venue photo file name. */
export function placeholderSceneSvg(kind: SceneKind, fileName: string): string {
  const key = fileName.replace(/\.[a-z]+$/i, "")
  const scene = scenes[key] ?? scenes[generic[kind][hashOf(key) % generic[kind].length]!]!
  return scene()
}
