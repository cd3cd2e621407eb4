import { besideEntry } from "../../src/content/collection"
import { services } from "../../src/content/collections/services"
import { venues } from "../../src/content/collections/venues"
import { checkedEntries } from "../checked-content"
import { svgToImage, type PlaceholderFiles } from "./placeholder-files"
import { armchair, arch, backWindows, candle, chair, H, room, sceneColours, sceneSvg, W } from "./scene-parts"
import { hashOf } from "./soft-palettes"

/**
 * The placeholder pictures for services and venues: one designed set, flat shapes in the site's palette, no text in
 * the image, a different scene for each service and each venue photo.
 *
 * A scene is chosen from the photo's file name ("evensong.jpg" → the evensong scene); a name with no scene of its own
 * gets one of the generic scenes, varied by the name, so two new photos rarely look alike.
 */

/** Every scene, by the photo file name it was drawn for. */
const scenes: Readonly<Record<string, () => string>> = {
  /** the nave set for the Sunday Eucharist: altar, tall candles, cross, arches */
  "main-parish-eucharist": () =>
    sceneSvg(
      `<rect width="${W}" height="${H}" fill="${sceneColours.primaryTint}"/>` +
        [80, 380, 820, 1120].map(x => arch(x - 90, 800, 180, 700, sceneColours.lilac, 'opacity="0.6"')).join("") +
        arch(450, 560, 300, 420, sceneColours.paper) +
        arch(490, 560, 220, 340, sceneColours.highlight, 'opacity="0.35"') +
        `<path d="M600 180 V330 M560 230 H640" stroke="${sceneColours.accent}" stroke-width="16" stroke-linecap="round"/>` +
        `<rect x="360" y="520" width="480" height="150" fill="${sceneColours.primary}"/>` +
        `<rect x="340" y="505" width="520" height="24" fill="${sceneColours.primaryDark}"/>` +
        `<path d="M560 560 h80 l-20 70 h-40 Z" fill="${sceneColours.highlight}" opacity="0.9"/>` +
        candle(420, 505, 130) +
        candle(780, 505, 130) +
        `<rect y="670" width="${W}" height="130" fill="${sceneColours.border}"/>` +
        `<path d="M0 700 H${W}" stroke="${sceneColours.accent}" stroke-width="6" opacity="0.5"/>`,
    ),

  /** the chancel at dusk: a glowing east window, choir stalls and candlelight */
  evensong: () =>
    sceneSvg(
      `<rect width="${W}" height="${H}" fill="${sceneColours.primaryDark}"/>` +
        arch(420, 520, 360, 440, sceneColours.dusk) +
        arch(450, 520, 300, 380, sceneColours.highlight, 'opacity="0.55"') +
        `<path d="M600 140 V520 M450 330 H750" stroke="${sceneColours.primaryDark}" stroke-width="12"/>` +
        `<circle cx="600" cy="250" r="50" fill="none" stroke="${sceneColours.primaryDark}" stroke-width="10"/>` +
        `<path d="M0 560 L380 520 V800 H0 Z" fill="${sceneColours.primary}"/>` +
        `<path d="M${W} 560 L820 520 V800 H${W} Z" fill="${sceneColours.primary}"/>` +
        [60, 160, 260].map(x => candle(x + 40, 560 - x / 10, 70)).join("") +
        [940, 1040, 1140].map(x => candle(x - 40, 560 - (1200 - x) / 10, 70)).join("") +
        `<rect x="380" y="600" width="440" height="200" fill="${sceneColours.dusk}" opacity="0.6"/>`,
    ),

  /** the Lady Chapel on a weekday morning: one window, a small altar, chalice and paten */
  "mid-week-eucharist": () =>
    sceneSvg(
      `<rect width="${W}" height="${H}" fill="${sceneColours.paperTint}"/>` +
        arch(760, 460, 200, 340, sceneColours.primaryTint) +
        `<path d="M860 120 V460 M760 300 H960" stroke="${sceneColours.paper}" stroke-width="10"/>` +
        `<path d="M760 460 L560 800 H980 L960 460 Z" fill="${sceneColours.highlight}" opacity="0.25"/>` +
        `<rect x="220" y="470" width="420" height="200" fill="${sceneColours.primary}"/>` +
        `<rect x="200" y="455" width="460" height="22" fill="${sceneColours.primaryDark}"/>` +
        `<rect x="380" y="477" width="100" height="193" fill="${sceneColours.accent}" opacity="0.8"/>` +
        `<path d="M410 380 h40 q0 50 -20 56 v14 h18 v6 h-36 v-6 h18 v-14 q-20 -6 -20 -56 Z" fill="${sceneColours.accent}"/>` +
        `<ellipse cx="520" cy="450" rx="38" ry="8" fill="${sceneColours.accent}"/>` +
        candle(270, 455, 80) +
        candle(590, 455, 80) +
        `<rect y="670" width="${W}" height="130" fill="${sceneColours.border}"/>`,
    ),

  /** the big hall: a stage at the end, round tables laid */
  "celebration-hall": () =>
    sceneSvg(
      room() +
        `<rect x="330" y="300" width="540" height="180" fill="${sceneColours.primary}"/>` +
        `<path d="M330 300 q135 60 270 0 q135 60 270 0 V260 H330 Z" fill="${sceneColours.primaryDark}"/>` +
        `<rect x="300" y="470" width="600" height="50" fill="${sceneColours.accent}" opacity="0.8"/>` +
        (
          [
            [330, 620],
            [600, 600],
            [870, 620],
          ] as const
        )
          .map(
            ([x, y]) =>
              `<ellipse cx="${x}" cy="${y}" rx="120" ry="32" fill="${sceneColours.paper}"/><rect x="${x - 8}" y="${y}" width="16" height="70" fill="${sceneColours.primaryDark}"/>` +
              chair(x - 150, y + 40, sceneColours.primary, 0.8) +
              chair(x + 150, y + 40, sceneColours.primary, 0.8),
          )
          .join(""),
    ),

  /** the hall kitchen: worktop, serving hatch, kettle and cups */
  "celebration-hall-kitchen": () =>
    sceneSvg(
      `<rect width="${W}" height="${H}" fill="${sceneColours.primaryTint}"/>` +
        `<rect x="120" y="120" width="420" height="220" fill="${sceneColours.paper}"/><rect x="140" y="140" width="380" height="180" fill="${sceneColours.paperTint}"/>` +
        `<path d="M330 140 V320" stroke="${sceneColours.border}" stroke-width="8"/>` +
        [660, 780, 900, 1020]
          .map(
            x =>
              `<rect x="${x}" y="130" width="100" height="160" rx="6" fill="${sceneColours.lilac}"/><rect x="${x + 42}" y="200" width="16" height="6" fill="${sceneColours.primaryDark}"/>`,
          )
          .join("") +
        `<rect x="0" y="440" width="${W}" height="40" fill="${sceneColours.border}"/>` +
        `<rect x="0" y="480" width="${W}" height="320" fill="${sceneColours.primary}"/>` +
        [120, 360, 600, 840]
          .map(
            x =>
              `<rect x="${x}" y="520" width="200" height="240" rx="6" fill="${sceneColours.primaryDark}" opacity="0.55"/><rect x="${x + 80}" y="540" width="40" height="8" rx="4" fill="${sceneColours.highlight}"/>`,
          )
          .join("") +
        `<path d="M760 440 v-90 q0 -20 20 -20 h80 q20 0 20 20 v90 Z" fill="${sceneColours.primaryDark}"/><path d="M880 370 q40 0 40 40" stroke="${sceneColours.primaryDark}" stroke-width="12" fill="none"/>` +
        [220, 300, 380]
          .map(
            x =>
              `<path d="M${x} 440 v-50 h56 v50 Z" fill="${sceneColours.paper}"/><path d="M${x + 56} 405 q22 0 22 18 q0 18 -22 18" stroke="${sceneColours.paper}" stroke-width="8" fill="none"/>`,
          )
          .join(""),
    ),

  /** rows of chairs facing a screen, with an upright piano */
  "frank-burton-hall": () =>
    sceneSvg(
      room({ wall: sceneColours.primaryTint, side: sceneColours.lilac }) +
        `<rect x="420" y="170" width="360" height="220" fill="${sceneColours.paper}"/><rect x="440" y="190" width="320" height="180" fill="${sceneColours.highlight}" opacity="0.35"/>` +
        `<rect x="860" y="330" width="200" height="190" fill="${sceneColours.primaryDark}"/><rect x="870" y="400" width="180" height="20" fill="${sceneColours.paper}"/>` +
        [0, 1, 2]
          .map(row =>
            [0, 1, 2, 3, 4, 5]
              .map(seat =>
                chair(
                  300 + seat * 120 + row * 0,
                  600 + row * 80,
                  row % 2 ? sceneColours.primaryDark : sceneColours.primary,
                  0.7 + row * 0.15,
                ),
              )
              .join(""),
          )
          .join(""),
    ),

  /** a meeting room: a long table, chairs and a wall screen */
  "frank-burton-room": () =>
    sceneSvg(
      room({ wall: sceneColours.paperTint, side: sceneColours.border, floor: sceneColours.lilac }) +
        `<rect x="470" y="180" width="260" height="150" rx="6" fill="${sceneColours.primaryDark}"/><rect x="486" y="196" width="228" height="118" fill="${sceneColours.dusk}"/>` +
        [330, 460, 740, 870].map(x => chair(x, 520, sceneColours.primary, 0.9)).join("") +
        `<path d="M360 560 H840 L960 700 H240 Z" fill="${sceneColours.accent}"/>` +
        `<rect x="260" y="700" width="16" height="80" fill="${sceneColours.primaryDark}"/><rect x="924" y="700" width="16" height="80" fill="${sceneColours.primaryDark}"/>` +
        [200, 1000].map(x => chair(x, 760, sceneColours.primary, 1.2)).join(""),
    ),

  /** an empty hall: a polished floor and tall windows onto the garden */
  "gabriel-hall": () =>
    sceneSvg(
      room({ wall: sceneColours.paper, side: sceneColours.primaryTint, floor: sceneColours.accent, lights: false }) +
        backWindows(
          [260, 420, 580, 740, 900].map(x => x - 20),
          sceneColours.lilac,
          320,
          100,
        ) +
        `<path d="M180 520 H1020 L1200 700 V800 H0 V700 Z" fill="${sceneColours.highlight}" opacity="0.25"/>` +
        [320, 480, 640, 800, 960]
          .map(
            x =>
              `<path d="M${x - 10} 530 L${x - 60} 800" stroke="${sceneColours.paper}" stroke-width="14" opacity="0.35"/>`,
          )
          .join(""),
    ),

  /** a small quiet room: two armchairs, a low table and a window */
  "raphael-suite": () =>
    sceneSvg(
      room({ wall: sceneColours.primaryTint, side: sceneColours.lilac, floor: sceneColours.border, lights: false }) +
        `<rect x="470" y="150" width="260" height="240" fill="${sceneColours.paper}"/><rect x="486" y="166" width="228" height="208" fill="${sceneColours.highlight}" opacity="0.35"/>` +
        `<path d="M600 166 V374 M486 270 H714" stroke="${sceneColours.paper}" stroke-width="10"/>` +
        armchair(330, 600, sceneColours.primary) +
        armchair(870, 600, sceneColours.primary) +
        `<ellipse cx="600" cy="640" rx="120" ry="26" fill="${sceneColours.accent}"/><rect x="590" y="640" width="20" height="80" fill="${sceneColours.primaryDark}"/>` +
        `<path d="M560 610 q40 -70 80 0" fill="${sceneColours.dusk}"/>`,
    ),

  /** a lounge: armchairs and a coffee bar */
  "angels-rest": () =>
    sceneSvg(
      room({ wall: sceneColours.paperTint, side: sceneColours.primaryTint, floor: sceneColours.lilac }) +
        `<rect x="620" y="360" width="400" height="160" fill="${sceneColours.primary}"/><rect x="600" y="340" width="440" height="24" fill="${sceneColours.primaryDark}"/>` +
        [680, 760, 840].map(x => `<path d="M${x} 340 v-40 h44 v40 Z" fill="${sceneColours.paper}"/>`).join("") +
        `<path d="M920 340 v-80 h60 v80 Z" fill="${sceneColours.primaryDark}"/>` +
        `<rect x="220" y="170" width="300" height="200" fill="${sceneColours.primaryTint}"/><rect x="236" y="186" width="268" height="168" fill="${sceneColours.highlight}" opacity="0.3"/>` +
        armchair(260, 650, sceneColours.accent) +
        armchair(520, 680, sceneColours.primaryDark),
    ),

  /** the church garden through open French windows: lawn, trees and a bench */
  "angels-rest-garden": () =>
    sceneSvg(
      `<rect width="${W}" height="${H}" fill="${sceneColours.primaryTint}"/>` +
        `<circle cx="900" cy="170" r="70" fill="${sceneColours.highlight}" opacity="0.6"/>` +
        `<path d="M0 520 Q300 460 600 500 T1200 480 V800 H0 Z" fill="${sceneColours.lilac}"/>` +
        `<path d="M0 600 Q400 560 800 590 T1200 580 V800 H0 Z" fill="${sceneColours.accent}" opacity="0.45"/>` +
        (
          [
            [300, 430, 90],
            [760, 420, 110],
            [1040, 460, 70],
          ] as const
        )
          .map(
            ([x, y, r]) =>
              `<rect x="${x - 10}" y="${y}" width="20" height="${r + 40}" fill="${sceneColours.primaryDark}"/><circle cx="${x}" cy="${y - r / 3}" r="${r}" fill="${sceneColours.primary}" opacity="0.85"/>`,
          )
          .join("") +
        `<rect x="480" y="600" width="220" height="18" rx="6" fill="${sceneColours.primaryDark}"/><rect x="480" y="560" width="220" height="14" rx="6" fill="${sceneColours.primaryDark}"/>` +
        `<rect x="495" y="618" width="12" height="50" fill="${sceneColours.primaryDark}"/><rect x="673" y="618" width="12" height="50" fill="${sceneColours.primaryDark}"/>` +
        // the open French windows framing the view
        `<path d="M0 0 H140 V800 H0 Z M${W} 0 H${W - 140} V800 H${W} Z" fill="${sceneColours.paperTint}"/>` +
        `<path d="M140 0 V800 M${W - 140} 0 V800" stroke="${sceneColours.paper}" stroke-width="18"/>`,
    ),
}

/** What a placeholder photo is of: a service's or a venue's. */
type SceneKind = "services" | "venues"

/** The generic scenes a photo with no scene of its own gets: a hall, or a service in church. */
const generic: Record<SceneKind, string[]> = {
  venues: ["gabriel-hall", "frank-burton-room", "raphael-suite"],
  services: ["mid-week-eucharist", "main-parish-eucharist", "evensong"],
}

/** The scene's SVG (1200 × 800) for a service or venue photo file name. */
function sceneSvgFor(kind: SceneKind, fileName: string): string {
  const key = fileName.replace(/\.[a-z]+$/i, "")
  const scene = scenes[key] ?? scenes[generic[kind][hashOf(key) % generic[kind].length]!]!
  return scene()
}

/** A scene for each service's photo and each venue photo that is not there yet. */
export async function makeScenes(files: PlaceholderFiles) {
  for (const { file, data: service } of checkedEntries(services)) {
    await files.write(besideEntry(file, service.image), () =>
      svgToImage(sceneSvgFor("services", service.image), W, H, service.image),
    )
  }
  for (const { file, data: venue } of checkedEntries(venues)) {
    for (const { photo } of venue.photos) {
      await files.write(besideEntry(file, photo), () => svgToImage(sceneSvgFor("venues", photo), W, H, photo))
    }
  }
}
