import { besideEntry } from "../../src/content/collection"
import { menu } from "../../src/content/collections/menu"
import { colors, imagePresets, type ImagePresetName } from "../../src/theme"
import { checkedEntries } from "../checked-content"
import { svgToImage, type PlaceholderFiles } from "./placeholder-files"
import { escapeXml, paletteFor, type SoftPalette } from "./soft-palettes"

/**
 * Placeholder pictures for the menu and footer: every picture that data/menu/menu.json names, beside it in
 * data/menu/, at twice the size it is shown at (gatsby-plugin-image makes the 1x and 2x files from these). Editors
 * replace one by saving a real picture under the same name, or under a new name written into menu.json.
 */

const FONT = "Liberation Sans, DejaVu Sans, sans-serif"
const SERIF = "Liberation Serif, DejaVu Serif, serif"

type Size = readonly [width: number, height: number]

/** Twice the size the menu shows a picture at (its preset in src/theme/images.ts), so the 2x variant is sharp. */
const twiceShown = (preset: ImagePresetName): Size => [imagePresets[preset].width * 2, imagePresets[preset].height * 2]

/** Each menu picture's size, by the image preset the menu shows it at. */
const SIZES = {
  brandLogo: twiceShown("BRAND_LOGO"),
  tile: twiceShown("MENU_TILE"),
  megaTile: twiceShown("MEGA_TILE"),
  thumbnail: twiceShown("GROUP_THUMB"),
  logo: twiceShown("GIVING_LOGO"),
  ecoAward: twiceShown("ECO_AWARD"),
  dioceseLogo: twiceShown("DIOCESE_LOGO"),
}

/** A simple drawing for each topic, in a 400x300 box; the palette colours it. */
function motif(topic: Topic, [light, mid, deep]: SoftPalette): string {
  const person = (x: number, y: number, scale: number, fill: string) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="0" cy="-62" r="26" fill="${fill}"/><path d="M -44 0 C -44 -30 -24 -30 0 -30 C 24 -30 44 -30 44 0 Z" fill="${fill}"/></g>`
  const note = (x: number, y: number) =>
    `<g fill="${deep}"><ellipse cx="${x}" cy="${y}" rx="16" ry="12" transform="rotate(-20 ${x} ${y})"/><rect x="${x + 12}" y="${y - 70}" width="6" height="70"/><path d="M ${x + 18} ${y - 70} q 30 10 26 40 q -6 -20 -26 -22 z"/></g>`
  switch (topic) {
    case "news":
      return `<rect x="110" y="60" width="180" height="190" rx="8" fill="#ffffff" stroke="${mid}" stroke-width="6"/>
        <rect x="130" y="82" width="140" height="22" fill="${deep}"/>
        ${[122, 146, 170, 194, 218].map(y => `<rect x="130" y="${y}" width="${y % 48 ? 140 : 100}" height="10" fill="${mid}"/>`).join("")}`
    case "notices":
      return `<rect x="70" y="50" width="260" height="200" rx="10" fill="#c8a06b" stroke="${deep}" stroke-width="8"/>
        <rect x="95" y="75" width="90" height="70" fill="#ffffff" transform="rotate(-4 140 110)"/><circle cx="140" cy="80" r="7" fill="#c0392b"/>
        <rect x="210" y="80" width="95" height="60" fill="#fff6c2" transform="rotate(3 257 110)"/><circle cx="257" cy="84" r="7" fill="#2b6cb0"/>
        <rect x="140" y="160" width="120" height="70" fill="#e3f2fd" transform="rotate(-2 200 195)"/><circle cx="200" cy="165" r="7" fill="#2f855a"/>`
    case "people":
      return `${person(130, 250, 1.1, mid)}${person(270, 250, 1.1, mid)}${person(200, 262, 1.35, deep)}`
    case "school":
      return `<rect x="90" y="130" width="220" height="120" fill="${deep}"/><path d="M 70 135 L 200 60 L 330 135 Z" fill="${deep}"/>
        <circle cx="200" cy="112" r="18" fill="#ffffff"/><path d="M 200 112 L 200 100 M 200 112 L 209 117" stroke="${deep}" stroke-width="4"/>
        ${[115, 165, 215, 265].map(x => `<rect x="${x}" y="150" width="26" height="30" fill="${light}"/>`).join("")}
        <rect x="182" y="200" width="36" height="50" fill="${light}"/>`
    case "history":
      return `<path d="M 150 250 L 150 120 L 200 60 L 250 120 L 250 250 Z" fill="${deep}"/><rect x="120" y="170" width="160" height="80" fill="${deep}"/>
        <path d="M 190 250 L 190 215 A 10 10 0 0 1 210 215 L 210 250 Z" fill="${light}"/><circle cx="200" cy="130" r="12" fill="${light}"/>`
    case "children":
      // Pebbles, Rocks, Boulders, Cornerstones: four stones, small to large
      return (
        [
          [80, 230, 24],
          [150, 222, 34],
          [235, 210, 48],
          [330, 196, 62],
        ] as const
      )
        .map(
          ([x, y, r], index) =>
            `<ellipse cx="${x}" cy="${y}" rx="${r * 1.15}" ry="${r}" fill="${index % 2 ? deep : mid}"/>`,
        )
        .join("")
    case "choir":
      return `${note(140, 210)}${note(230, 180)}<path d="M 90 120 C 160 90 240 150 320 110" stroke="${mid}" stroke-width="6" fill="none"/>`
    case "serving":
      return `<rect x="185" y="120" width="30" height="120" fill="#fbf8f1" stroke="${deep}" stroke-width="5"/>
        <path d="M 200 70 C 180 95 188 112 200 116 C 212 112 220 95 200 70 Z" fill="#f2a93b"/><rect x="150" y="238" width="100" height="14" fill="${deep}"/>`
    case "community":
      return `<path d="M 200 250 C 120 190 90 150 110 115 C 130 80 180 90 200 125 C 220 90 270 80 290 115 C 310 150 280 190 200 250 Z" fill="${deep}"/>`
    case "autumn":
      return `<path d="M 150 110 L 250 110 L 240 200 C 236 225 164 225 160 200 Z" fill="#ffffff" stroke="${deep}" stroke-width="6"/>
        <path d="M 250 130 C 290 130 290 180 244 180" stroke="${deep}" stroke-width="6" fill="none"/>
        <ellipse cx="200" cy="235" rx="90" ry="12" fill="${mid}"/>
        <path d="M 110 80 C 90 60 100 40 120 45 C 125 60 120 75 110 80 Z" fill="#c0642b"/><path d="M 300 70 C 320 50 335 62 330 80 C 315 85 305 80 300 70 Z" fill="#b7791f"/>`
    default:
      return `<circle cx="200" cy="150" r="80" fill="${mid}"/>`
  }
}

/** What a picture's file name says it is about, first match wins. */
const topics = [
  ["news", /news|event/],
  ["notices", /notice/],
  ["people", /who/],
  ["school", /school/],
  ["history", /history/],
  ["children", /child|club|sunday/],
  ["choir", /choir/],
  ["serving", /serv/],
  ["community", /community|outreach/],
  ["autumn", /autumn/],
] as const

type Topic = (typeof topics)[number][0] | "other"

const topicOf = (name: string): Topic => topics.find(([, pattern]) => pattern.test(name))?.[0] ?? "other"

/**
 * A picture with a drawing scaled into its box. No caption: the menu shows each
 * title as real text, and words inside a picture cannot be read aloud or enlarged.
 */
function pictureSvg([width, height]: Size, name: string): string {
  const palette = paletteFor(name)
  const scale = Math.min(width / 400, height / 300)
  const offsetX = (width - 400 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g transform="translate(${offsetX} 0) scale(${scale})">${motif(topicOf(name), palette)}</g>
</svg>`
}

/** The parish emblem: a purple disc with a gold cross between two wings (St Michael and All Angels). */
const brandLogoSvg = ([
  width,
  height,
]: Size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 112 112">
  <circle cx="56" cy="56" r="54" fill="${colors.primary}"/>
  <circle cx="56" cy="56" r="48" fill="none" stroke="${colors.highlight}" stroke-width="3"/>
  <path d="M 50 30 L 62 30 L 62 46 L 76 46 L 76 58 L 62 58 L 62 86 L 50 86 L 50 58 L 36 58 L 36 46 L 50 46 Z" fill="${colors.highlight}"/>
  <path d="M 34 52 C 22 44 16 56 14 70 C 22 64 28 66 34 62 Z" fill="#ffffff"/>
  <path d="M 78 52 C 90 44 96 56 98 70 C 90 64 84 66 78 62 Z" fill="#ffffff"/>
</svg>`

/** A wordmark standing in for a scheme's logo until the real one is saved. */
function wordmarkSvg([width, height]: Size, title: string): string {
  const [light, , deep] = paletteFor(title)
  const size = Math.min(height * 0.42, (width * 1.4) / Math.max(title.length, 1))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="8" fill="${light}" stroke="${deep}" stroke-width="2"/>
  <text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${deep}">${escapeXml(title)}</text>
</svg>`
}

/** A round green badge standing in for the Eco Church award. */
function ecoAwardSvg([width, height]: Size, label: string): string {
  const level = /gold/i.test(label) ? "GOLD" : /silver/i.test(label) ? "SILVER" : "BRONZE"
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 240">
  <circle cx="120" cy="120" r="116" fill="#ffffff" stroke="#2f6b3a" stroke-width="8"/>
  <path d="M 120 44 C 160 70 170 110 120 150 C 70 110 80 70 120 44 Z" fill="#3c8d4a"/>
  <path d="M 120 60 L 120 150" stroke="#ffffff" stroke-width="4"/>
  <text x="120" y="180" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="26" fill="#2f6b3a">ECO CHURCH</text>
  <text x="120" y="204" text-anchor="middle" font-family="${FONT}" font-size="17" fill="#7a4e1d">${level} AWARD</text>
</svg>`
}

/** A mitre and the diocese's name, standing in for its logo. */
function dioceseLogoSvg([width, height]: Size, label: string): string {
  const [first = "", ...rest] = label.split(" ")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 360 120">
  <rect width="360" height="120" fill="#ffffff"/>
  <path d="M 20 100 L 20 50 C 20 30 44 14 56 8 C 68 14 92 30 92 50 L 92 100 Z" fill="#7a1f2b"/>
  <path d="M 56 30 L 56 80 M 42 48 L 70 48" stroke="#f2c14e" stroke-width="6"/>
  <text x="108" y="54" font-family="${SERIF}" font-size="30" fill="#333333">${escapeXml(first)}</text>
  <text x="108" y="94" font-family="${SERIF}" font-size="34" font-weight="bold" fill="#7a1f2b">${escapeXml(rest.join(" "))}</text>
</svg>`
}

const JPEG_QUALITY = 78

/** Every picture the menu and footer name that is not there yet. */
export async function makeMenuPictures(files: PlaceholderFiles) {
  const entry = checkedEntries(menu)[0]
  if (!entry) {
    throw new Error(
      `No menu to draw for: data/${menu.folder}/ has no menu that passes the content check (npm run validate-content says why)`,
    )
  }
  // The pictures sit beside menu.json.
  const draw = (name: string, [width, height]: Size, svg: () => string) =>
    files.write(besideEntry(entry.file, name), () => svgToImage(svg(), width, height, name, { jpegQuality: JPEG_QUALITY }))
  const { brandLogo, items, footer } = entry.data
  await draw(brandLogo, SIZES.brandLogo, () => brandLogoSvg(SIZES.brandLogo))
  for (const item of items) {
    for (const tile of item.tiles ?? []) {
      await draw(tile.image, SIZES.tile, () => pictureSvg(SIZES.tile, tile.image))
    }
    for (const column of item.columns ?? []) {
      const { tile } = column
      if (tile) await draw(tile.image, SIZES.megaTile, () => pictureSvg(SIZES.megaTile, tile.image))
      for (const group of column.groups ?? []) {
        await draw(group.thumbnail, SIZES.thumbnail, () => pictureSvg(SIZES.thumbnail, group.thumbnail))
      }
      for (const logo of column.logos ?? []) {
        await draw(logo.logo, SIZES.logo, () => wordmarkSvg(SIZES.logo, logo.title))
      }
    }
  }
  const { ecoAward, dioceseLogo } = footer
  await draw(ecoAward.image, SIZES.ecoAward, () => ecoAwardSvg(SIZES.ecoAward, ecoAward.imageAlt))
  await draw(dioceseLogo.image, SIZES.dioceseLogo, () => dioceseLogoSvg(SIZES.dioceseLogo, dioceseLogo.imageAlt))
}
