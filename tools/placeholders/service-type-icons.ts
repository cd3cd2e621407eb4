import { serviceTypes, type EventEntry } from "../../src/content/collections/events"
import { serviceTypeIconPath } from "../../src/content/service-type-icon"
import { svgToImage, type PlaceholderFiles } from "./placeholder-files"
import { escapeXml, paletteFor } from "./soft-palettes"

const FONT = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif"
const SIZE = 160

/** Drawn icons for the kinds of event the schema knows (events.ts serviceTypes). */
const iconSvgs: Readonly<Partial<Record<EventEntry["serviceType"], string>>> = {
  eucharist: `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <path d="M 80 10 L 80 46 M 66 24 L 94 24" stroke="#8a5a2b" stroke-width="7" stroke-linecap="round"/>
  <path d="M 40 56 L 120 56 C 120 92 104 108 80 108 C 56 108 40 92 40 56 Z" fill="#c9a227"/>
  <rect x="74" y="106" width="12" height="24" fill="#c9a227"/>
  <path d="M 50 146 C 50 132 64 128 80 128 C 96 128 110 132 110 146 Z" fill="#c9a227"/>
  <path d="M 48 62 L 112 62" stroke="#f6e7b0" stroke-width="4" stroke-linecap="round"/>
</svg>`,
  "street-party": `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <path d="M 8 40 Q 80 84 152 40" fill="none" stroke="#5b4a86" stroke-width="4"/>
  <path d="M 14 44 L 38 56 L 22 84 Z" fill="#d94f5c"/>
  <path d="M 44 58 L 70 66 L 54 96 Z" fill="#f2b134"/>
  <path d="M 78 68 L 104 66 L 92 98 Z" fill="#3c8d5a"/>
  <path d="M 110 64 L 134 54 L 126 88 Z" fill="#3d6fb6"/>
  <path d="M 8 104 Q 80 148 152 104" fill="none" stroke="#5b4a86" stroke-width="4"/>
  <path d="M 26 112 L 50 122 L 36 148 Z" fill="#3d6fb6"/>
  <path d="M 62 128 L 88 131 L 74 158 Z" fill="#d94f5c"/>
  <path d="M 100 128 L 124 118 L 118 150 Z" fill="#f2b134"/>
</svg>`,
}

/** A plain fallback icon (a circle with the first letter) for a type added to the schema before its icon is drawn. */
const fallbackIconSvg = (
  type: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <circle cx="80" cy="80" r="70" fill="${paletteFor(type)[2]}"/>
  <text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="80" font-weight="bold" fill="#ffffff">${escapeXml(type.charAt(0).toUpperCase())}</text>
</svg>`

/** An icon (160 × 160, transparent) for every kind of event the schema allows, so every event has its icon. */
export async function makeServiceTypeIcons(files: PlaceholderFiles) {
  for (const type of serviceTypes) {
    // Gatsby serves static/ at the site's root.
    await files.write(`static${serviceTypeIconPath(type)}`, () =>
      svgToImage(iconSvgs[type] ?? fallbackIconSvg(type), SIZE, SIZE, ".png"),
    )
  }
}
