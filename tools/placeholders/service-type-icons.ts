import { serviceTypes, type EventEntry } from "../../src/content/collections/events"
import { serviceTypeIconPath } from "../../src/content/service-type-icon"
import { box, disc, shade, shape, stroke, tone } from "./drawing-kit"
import { bunting } from "./furniture"
import { drawingToImage, type PlaceholderFiles } from "./placeholder-files"

/** Drawn at the 64 × 64 an event shows its icon at; the file is 160 × 160 so it stays sharp. */
const SIZE = 64
const FILE_SIZE = 160

/** Icons for the kinds of event the schema knows (events.ts serviceTypes), in the drawings' style, on a clear ground. */
const icons: Readonly<Partial<Record<EventEntry["serviceType"], { shows: string; body: string }>>> = {
  eucharist: {
    shows: "A drawing of a gold chalice with the bread above it",
    body:
      disc(32, 13, 8, tone.paper) +
      stroke("M28 13 H36 M32 9 V17", 1) +
      shape("M16 24 H48 Q48 42 32 44 Q16 42 16 24 Z", tone.gold) +
      shade("M38 25 H48 Q47 40 36 43 Z", 0.16) +
      box(29, 44, 6, 8, tone.gold) +
      shape("M20 58 Q20 51 32 51 Q44 51 44 58 Z", tone.gold),
  },
  "street-party": {
    shows: "A drawing of bunting over a table laid with a cake and cups",
    body:
      bunting(2, 8, 62, 8, 5, 8, tone.violet) +
      box(6, 44, 52, 6, tone.wood, 1) +
      stroke("M12 50 V62 M52 50 V62") +
      box(14, 32, 22, 12, tone.glow, 2) +
      box(14, 32, 22, 4, tone.lilac, 1) +
      shape("M42 34 h10 l-1.5 10 h-7 Z", tone.paper),
  },
}

/** A plain drawn mark for a kind of event added to the schema before its icon is drawn. */
const fallbackIcon = {
  shows: "A drawing of a star",
  body: shape("M32 8 l7 15 l16 2 l-12 11 l3 16 l-14 -8 l-14 8 l3 -16 l-12 -11 l16 -2 Z", tone.gold),
}

/** An icon (transparent) for every kind of event the schema allows, so every event has its icon. */
export async function makeServiceTypeIcons(files: PlaceholderFiles) {
  for (const type of serviceTypes) {
    const { shows, body } = icons[type] ?? fallbackIcon
    // Gatsby serves static/ at the site's root.
    await files.write(`static${serviceTypeIconPath(type)}`, () =>
      drawingToImage({ width: SIZE, height: SIZE, body, shows }, FILE_SIZE, ".png"),
    )
  }
}
