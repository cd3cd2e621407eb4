/**
 * Makes tasteful placeholder images and PDFs for every photo and file the
 * content in data/ points at, so the site builds before real photos arrive.
 *
 *   npx tsx scripts/make-placeholders.ts           make only the files that are missing
 *   npx tsx scripts/make-placeholders.ts --force   remake every file (overwrites real photos!)
 *
 * Editors replace a placeholder by saving a real photo or PDF at the same path.
 * Without --force this script never touches a file that already exists.
 *
 * The content is read through the content check (scripts/placeholder-content.ts), and every path comes from the
 * collection that owns it, so a file name the schemas refuse is never drawn or written.
 *
 * Made here:
 *   src/images/placeholder-portrait.jpg               (512x512, an outline of a person on the portrait disc)
 *   data/people/{photo}                                (512x512, initials on the same purple and gold disc)
 *   data/services/{image}, data/venues/{photos}        (1200x800, scenes from scripts/placeholder-art.ts)
 *   static/images/service-types/{type}.png             (160x160 icons, transparent)
 *   static/files/children/{publisher}/{slug}.pdf       (+ {slug}-thumb.jpg at 2x the thumbnail size)
 *   static/files/safeguarding-poster.pdf
 *   static/files/amazon-smile-instructions.pdf
 *   static/files/this-weeks-readings.pdf               (+ this-weeks-readings-thumb.jpg, 2x its shown size)
 */
import fs from "node:fs"
import path from "node:path"
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib"
import sharp from "sharp"
import { serviceTypeIconPath } from "../src/content/service-type-icon"
import { besideEntry } from "../src/content/collection"
import { downloadPaths, downloads, type DownloadEntry } from "../src/content/collections/downloads"
import { serviceTypes, type EventEntry } from "../src/content/collections/events"
import { PLACEHOLDER_PORTRAIT, people, type PersonEntry } from "../src/content/collections/people"
import { services } from "../src/content/collections/services"
import { siteFacts, type SiteFactsEntry } from "../src/content/collections/site"
import { venues } from "../src/content/collections/venues"
import { colors, imagePresets } from "../src/theme"
import { escapeXml, paletteFor, placeholderSceneSvg, type SoftPalette } from "./placeholder-art"
import { checkedEntries, inDisplayOrder, projectRoot as root } from "./placeholder-content"

const force = process.argv.includes("--force")
const JPEG = { quality: 75, mozjpeg: true }
const FONT = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif"

const counts = { made: 0, kept: 0 }

/** Where a file the site serves at an address sits in the project: Gatsby serves static/ at the site's root. */
const staticFileAt = (address: string) => `static${address}`

// ---------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------

/** Writes relativePath from make() unless it exists (and --force is not given). */
async function output(relativePath: string, make: () => Promise<Buffer>) {
  const absolute = path.join(root, relativePath)
  if (fs.existsSync(absolute) && !force) {
    counts.kept++
    return
  }
  fs.mkdirSync(path.dirname(absolute), { recursive: true })
  const data = await make()
  fs.writeFileSync(absolute, data)
  counts.made++
  console.log(`made ${relativePath} (${Math.round(data.length / 1024)} KB)`)
}

/** The output format follows the file extension. */
async function renderSvg(svg: string, width: number, height: number, file: string): Promise<Buffer> {
  const image = sharp(Buffer.from(svg)).resize(width, height)
  if (/\.png$/i.test(file)) return image.png({ compressionLevel: 9, palette: true }).toBuffer()
  if (/\.webp$/i.test(file)) return image.flatten({ background: "#ffffff" }).webp({ quality: 75 }).toBuffer()
  return image.flatten({ background: "#ffffff" }).jpeg(JPEG).toBuffer()
}

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Plain text from a name that may hold inline markup such as <em>. */
const plain = (value: string) =>
  value
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

const titleCase = (slug: string) =>
  slug
    .split("-")
    .map(word => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")

const initialsOf = (name: string) => {
  const words = plain(name)
    .split(" ")
    .filter(word => !/^(revd|rev|the|canon|mr|mrs|ms|miss|dr|fr|prof)\.?$/i.test(word))
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map(word => word.charAt(0).toUpperCase()).join("") || "?"
}

// ---------------------------------------------------------------------------
// Portraits (512x512)
// ---------------------------------------------------------------------------

/**
 * One portrait style for everyone without a photo, in the site's own colours (src/theme: primary purple,
 * the gold accent, the pale lilac of the nav bar's secondary text): a purple disc inside a gold ring, with
 * the person's initials in a serif, or, for the site-wide placeholder, a head-and-shoulders outline. The card
 * crops it to a circle, so the corners are the page's white.
 */
const PORTRAIT = { disc: colors.primary, ring: colors.accent, figure: colors.onPrimaryMuted, corner: colors.paper }
const SERIF = "Source Serif 4, Liberation Serif, Georgia, DejaVu Serif, serif"
const portraitFrame = (
  inner: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${PORTRAIT.corner}"/>
  <circle cx="256" cy="256" r="256" fill="${PORTRAIT.disc}"/>
  <circle cx="256" cy="256" r="226" fill="none" stroke="${PORTRAIT.ring}" stroke-width="10"/>
  ${inner}
</svg>`

const placeholderPortraitSvg = () =>
  portraitFrame(`<clipPath id="inside"><circle cx="256" cy="256" r="221"/></clipPath>
  <g clip-path="url(#inside)" fill="${PORTRAIT.figure}">
    <circle cx="256" cy="208" r="84"/>
    <path d="M 96 480 C 96 356 170 306 256 306 C 342 306 416 356 416 480 Z"/>
  </g>`)

const initialsPortraitSvg = (name: string) =>
  portraitFrame(
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="${SERIF}" font-size="176" font-weight="600" fill="${PORTRAIT.figure}" letter-spacing="6">${escapeXml(initialsOf(name))}</text>`,
  )

// ---------------------------------------------------------------------------
// Service-type icons (160x160, transparent)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// A4 pages: laid out once, drawn both as a PDF and as an SVG thumbnail
// ---------------------------------------------------------------------------

const A4 = { width: 595, height: 842 }
const MARGIN = 56

type FontName = "regular" | "bold"
type Fonts = Record<FontName, PDFFont>

/** How a shape is painted; a shape with neither fill nor stroke is not seen. */
interface Paint {
  fill?: string
  stroke?: string
  /** the stroke's width */
  width?: number
  dash?: number[]
}

/** Page primitives use points with y pointing down, like SVG. */
type PageItem =
  | (Paint & { type: "rect"; x: number; y: number; w: number; h: number })
  | (Paint & { type: "circle"; cx: number; cy: number; r: number })
  | (Paint & { type: "path"; d: string })
  | {
      type: "text"
      x: number
      y: number
      size: number
      text: string
      fill?: string
      font?: FontName
      anchor?: "middle"
    }

/** A part of a page, in points from its top left. */
interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** A paragraph, a heading, a bulleted list or a line of small print. */
type Block = string | { heading: string } | { bullets: string[] } | { small: string }

/** Everything one A4 sheet says, before it is laid out. */
interface Sheet {
  title: string
  /** the small line above the title */
  kicker: string
  author: string
  palette: SoftPalette
  blocks: Block[]
  /** drawing that fills the space the text leaves */
  art?: (box: Box, palette: SoftPalette) => PageItem[]
  footer: string
}

function hexToRgb(hex: string) {
  const value = parseInt(hex.slice(1), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

/** Word-wraps text with the PDF font's real widths. */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of value.split("\n")) {
    let line = ""
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line)
        line = word
      } else line = candidate
    }
    lines.push(line)
  }
  return lines
}

/**
 * Lays out a sheet: a coloured header with title and kicker, blocks of text,
 * optional art filling the space that is left, and a footer line.
 */
function layoutSheet(fonts: Fonts, sheet: Sheet): PageItem[] {
  const [light, mid, deep] = sheet.palette
  const items: PageItem[] = []
  items.push({ type: "rect", x: 0, y: 0, w: A4.width, h: 128, fill: deep })
  items.push({ type: "rect", x: 0, y: 128, w: A4.width, h: 8, fill: mid })
  items.push({ type: "text", x: MARGIN, y: 52, size: 12, text: sheet.kicker.toUpperCase(), fill: light, font: "bold" })
  let titleSize = 30
  while (fonts.bold.widthOfTextAtSize(sheet.title, titleSize) > A4.width - 2 * MARGIN && titleSize > 16) titleSize -= 1
  items.push({ type: "text", x: MARGIN, y: 96, size: titleSize, text: sheet.title, fill: "#ffffff", font: "bold" })

  let y = 176
  const width = A4.width - 2 * MARGIN
  for (const block of sheet.blocks) {
    if (typeof block === "string") {
      for (const line of wrap(fonts.regular, block, 12, width)) {
        items.push({ type: "text", x: MARGIN, y, size: 12, text: line, fill: "#222222", font: "regular" })
        y += 17
      }
      y += 8
    } else if ("heading" in block) {
      y += 4
      items.push({ type: "text", x: MARGIN, y, size: 15, text: block.heading, fill: deep, font: "bold" })
      y += 22
    } else if ("bullets" in block) {
      for (const bullet of block.bullets) {
        const lines = wrap(fonts.regular, bullet, 12, width - 18)
        items.push({ type: "circle", cx: MARGIN + 4, cy: y - 4, r: 2.6, fill: deep })
        for (const line of lines) {
          items.push({ type: "text", x: MARGIN + 18, y, size: 12, text: line, fill: "#222222", font: "regular" })
          y += 17
        }
        y += 3
      }
      y += 6
    } else {
      for (const line of wrap(fonts.regular, block.small, 9, width)) {
        items.push({ type: "text", x: MARGIN, y, size: 9, text: line, fill: "#555555", font: "regular" })
        y += 12
      }
      y += 6
    }
  }

  const footerY = A4.height - 36
  if (sheet.art) {
    const box = { x: MARGIN, y: y + 8, w: width, h: footerY - 28 - (y + 8) }
    if (box.h > 80) items.push(...sheet.art(box, sheet.palette))
  }
  items.push({
    type: "path",
    d: `M ${MARGIN} ${footerY - 16} L ${A4.width - MARGIN} ${footerY - 16}`,
    stroke: mid,
    width: 1,
  })
  for (const [index, line] of wrap(fonts.regular, sheet.footer, 8.5, width).entries()) {
    items.push({
      type: "text",
      x: MARGIN,
      y: footerY + index * 11,
      size: 8.5,
      text: line,
      fill: "#666666",
      font: "regular",
    })
  }
  return items
}

function drawPdfItems(page: PDFPage, fonts: Fonts, items: PageItem[]) {
  const H = A4.height
  for (const item of items) {
    if (item.type === "rect") {
      page.drawRectangle({
        x: item.x,
        y: H - item.y - item.h,
        width: item.w,
        height: item.h,
        ...(item.fill ? { color: hexToRgb(item.fill) } : {}),
        ...(item.stroke ? { borderColor: hexToRgb(item.stroke), borderWidth: item.width ?? 1 } : {}),
        ...(item.dash ? { borderDashArray: item.dash } : {}),
      })
    } else if (item.type === "circle") {
      page.drawEllipse({
        x: item.cx,
        y: H - item.cy,
        xScale: item.r,
        yScale: item.r,
        ...(item.fill ? { color: hexToRgb(item.fill) } : {}),
        ...(item.stroke ? { borderColor: hexToRgb(item.stroke), borderWidth: item.width ?? 1 } : {}),
      })
    } else if (item.type === "path") {
      page.drawSvgPath(item.d, {
        x: 0,
        y: H,
        ...(item.fill ? { color: hexToRgb(item.fill) } : {}),
        ...(item.stroke ? { borderColor: hexToRgb(item.stroke), borderWidth: item.width ?? 1 } : {}),
        ...(item.dash ? { borderDashArray: item.dash } : {}),
      })
    } else {
      const font = fonts[item.font ?? "regular"]
      const x = item.anchor === "middle" ? item.x - font.widthOfTextAtSize(item.text, item.size) / 2 : item.x
      page.drawText(item.text, { x, y: H - item.y, size: item.size, font, color: hexToRgb(item.fill ?? "#222222") })
    }
  }
}

function svgOfItems(items: PageItem[]): string {
  const paint = (item: Paint) =>
    `fill="${item.fill ?? "none"}"${item.stroke ? ` stroke="${item.stroke}" stroke-width="${item.width ?? 1}"` : ""}${item.dash ? ` stroke-dasharray="${item.dash.join(" ")}"` : ""}`
  const body = items
    .map(item => {
      if (item.type === "rect")
        return `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" ${paint(item)}/>`
      if (item.type === "circle") return `<circle cx="${item.cx}" cy="${item.cy}" r="${item.r}" ${paint(item)}/>`
      if (item.type === "path") return `<path d="${item.d}" ${paint(item)}/>`
      return `<text x="${item.x}" y="${item.y}" font-family="${FONT}" font-size="${item.size}"${item.font === "bold" ? ' font-weight="bold"' : ""}${item.anchor ? ` text-anchor="${item.anchor}"` : ""} fill="${item.fill ?? "#222222"}">${escapeXml(item.text)}</text>`
    })
    .join("\n")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A4.width}" height="${A4.height}" viewBox="0 0 ${A4.width} ${A4.height}"><rect width="${A4.width}" height="${A4.height}" fill="#ffffff"/>${body}</svg>`
}

/** A sheet's PDF document and the page items it was drawn from, which the thumbnail is drawn from too. */
async function drawSheet(sheet: Sheet) {
  const doc = await PDFDocument.create()
  doc.setTitle(sheet.title)
  doc.setAuthor(sheet.author)
  doc.setSubject(sheet.kicker)
  doc.setCreator("scripts/make-placeholders.ts")
  doc.setProducer("pdf-lib")
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const items = layoutSheet(fonts, sheet)
  drawPdfItems(doc.addPage([A4.width, A4.height]), fonts, items)
  return { doc, items }
}

/** Where a sheet's thumbnail goes and its size in pixels. */
interface Thumbnail {
  path: string
  width: number
  height: number
}

/** Makes the PDF (and the thumbnail, if one is asked for) for one sheet. */
async function makeSheet(pdfPath: string, sheet: Sheet, thumb?: Thumbnail) {
  let drawn: Awaited<ReturnType<typeof drawSheet>> | undefined
  await output(pdfPath, async () => {
    drawn = await drawSheet(sheet)
    return Buffer.from(await drawn.doc.save())
  })
  if (thumb) {
    await output(thumb.path, async () => {
      // The PDF was kept: lay the page out again for the thumbnail.
      const { items } = drawn ?? (await drawSheet(sheet))
      return renderSvg(svgOfItems(items), thumb.width, thumb.height, thumb.path)
    })
  }
}

// ---------------------------------------------------------------------------
// Art for the sheets: each returns page primitives inside a box
// ---------------------------------------------------------------------------

const starPath = (cx: number, cy: number, outer: number, inner: number, points = 5) => {
  const corners: string[] = []
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 ? inner : outer
    const angle = (Math.PI / points) * index - Math.PI / 2
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`)
  }
  return `M ${corners.join(" L ")} Z`
}

const INK = "#333333"

/** Draws inside a box of the page; `texts` are the lines of a calendar's days or of prayer cards. */
type ArtDrawing = (box: Box, palette: SoftPalette, texts?: string[][]) => PageItem[]

const art = {
  star(box) {
    const cx = box.x + box.w / 2
    const cy = box.y + box.h / 2
    const size = Math.min(box.w, box.h) / 2 - 6
    return [
      { type: "path", d: starPath(cx, cy, size, size * 0.45), stroke: INK, width: 3 },
      { type: "path", d: starPath(cx, cy, size * 0.55, size * 0.25), stroke: INK, width: 1.5 },
      ...[0.15, 0.85].map((f): PageItem => ({
        type: "path",
        d: starPath(box.x + box.w * f, box.y + 30, 16, 7),
        stroke: INK,
        width: 1.5,
      })),
    ]
  },
  wreath(box, palette) {
    const cx = box.x + box.w / 2
    const cy = box.y + box.h / 2 + 20
    const r = Math.min(box.w, box.h) / 2 - 40
    const items: PageItem[] = [
      { type: "circle", cx, cy, r: r + 26, stroke: INK, width: 3 },
      { type: "circle", cx, cy, r: r - 26, stroke: INK, width: 3 },
    ]
    for (let index = 0; index < 16; index++) {
      const angle = (Math.PI / 8) * index
      const x = cx + r * Math.cos(angle)
      const y = cy + r * Math.sin(angle)
      items.push({
        type: "path",
        d: `M ${(x - 12).toFixed(1)} ${y.toFixed(1)} Q ${x.toFixed(1)} ${(y - 14).toFixed(1)} ${(x + 12).toFixed(1)} ${y.toFixed(1)} Q ${x.toFixed(1)} ${(y + 14).toFixed(1)} ${(x - 12).toFixed(1)} ${y.toFixed(1)} Z`,
        stroke: INK,
        width: 1.5,
      })
    }
    for (const angle of [Math.PI * 1.25, Math.PI * 1.75, Math.PI * 0.25, Math.PI * 0.75]) {
      const x = cx + r * Math.cos(angle)
      const y = cy + r * Math.sin(angle)
      items.push({ type: "rect", x: x - 10, y: y - 70, w: 20, h: 62, stroke: INK, width: 2.5 })
      items.push({
        type: "path",
        d: `M ${x} ${y - 92} Q ${x + 9} ${y - 80} ${x} ${y - 74} Q ${x - 9} ${y - 80} ${x} ${y - 92} Z`,
        stroke: INK,
        width: 2,
        fill: palette[1],
      })
    }
    items.push({ type: "rect", x: cx - 13, y: cy - 90, w: 26, h: 82, stroke: INK, width: 2.5 })
    items.push({
      type: "path",
      d: `M ${cx} ${cy - 116} Q ${cx + 10} ${cy - 102} ${cx} ${cy - 94} Q ${cx - 10} ${cy - 102} ${cx} ${cy - 116} Z`,
      stroke: INK,
      width: 2,
    })
    return items
  },
  lamp(box) {
    const cx = box.x + box.w / 2
    const cy = box.y + box.h / 2 + 30
    return [
      {
        type: "path",
        d: `M ${cx - 120} ${cy} Q ${cx} ${cy + 90} ${cx + 120} ${cy} Q ${cx + 150} ${cy - 20} ${cx + 170} ${cy - 10} L ${cx + 110} ${cy - 34} L ${cx - 120} ${cy} Z`,
        stroke: INK,
        width: 3,
      },
      { type: "path", d: `M ${cx - 120} ${cy} Q ${cx - 170} ${cy - 10} ${cx - 150} ${cy + 30}`, stroke: INK, width: 3 },
      {
        type: "path",
        d: `M ${cx + 160} ${cy - 16} Q ${cx + 190} ${cy - 70} ${cx + 166} ${cy - 110} Q ${cx + 150} ${cy - 60} ${cx + 160} ${cy - 16} Z`,
        stroke: INK,
        width: 2.5,
      },
      ...[-1, 1].map((side): PageItem => ({
        type: "path",
        d: `M ${cx + side * 40} ${cy - 120} L ${cx + side * 70} ${cy - 160}`,
        stroke: INK,
        width: 2,
      })),
      { type: "path", d: starPath(cx - 140, cy - 140, 22, 9), stroke: INK, width: 2 },
      { type: "path", d: starPath(cx + 20, cy - 170, 14, 6), stroke: INK, width: 2 },
    ]
  },
  figures(box) {
    const labels = ["Mary", "Joseph", "Baby Jesus", "Shepherd", "Wise man", "Angel"]
    const cols = 3
    const cellW = box.w / cols
    const cellH = Math.min(box.h / 2, 200)
    return labels.flatMap((label, index) => {
      const x = box.x + (index % cols) * cellW
      const y = box.y + Math.floor(index / cols) * cellH
      const cx = x + cellW / 2
      const baby = label === "Baby Jesus"
      const body: PageItem = baby
        ? {
            type: "path",
            d: `M ${cx - 50} ${y + cellH - 50} L ${cx + 50} ${y + cellH - 50} L ${cx + 36} ${y + cellH - 80} L ${cx - 36} ${y + cellH - 80} Z`,
            stroke: INK,
            width: 2,
          }
        : {
            type: "path",
            d: `M ${cx} ${y + 58} L ${cx + 44} ${y + cellH - 40} L ${cx - 44} ${y + cellH - 40} Z`,
            stroke: INK,
            width: 2,
          }
      const items: PageItem[] = [
        { type: "rect", x: x + 8, y: y + 6, w: cellW - 16, h: cellH - 12, stroke: "#999999", width: 1, dash: [5, 4] },
        body,
        { type: "circle", cx, cy: baby ? y + cellH - 92 : y + 44, r: baby ? 14 : 20, stroke: INK, width: 2 },
        { type: "text", x: cx, y: y + cellH - 18, size: 11, text: label, anchor: "middle", fill: INK },
      ]
      if (label === "Angel") {
        items.push({
          type: "path",
          d: `M ${cx - 12} ${y + 76} Q ${cx - 64} ${y + 60} ${cx - 56} ${y + 120} Z M ${cx + 12} ${y + 76} Q ${cx + 64} ${y + 60} ${cx + 56} ${y + 120} Z`,
          stroke: INK,
          width: 2,
        })
      }
      if (label === "Wise man")
        items.push({
          type: "path",
          d: `M ${cx - 16} ${y + 26} L ${cx - 16} ${y + 12} L ${cx - 8} ${y + 20} L ${cx} ${y + 8} L ${cx + 8} ${y + 20} L ${cx + 16} ${y + 12} L ${cx + 16} ${y + 26}`,
          stroke: INK,
          width: 2,
        })
      if (label === "Shepherd")
        items.push({
          type: "path",
          d: `M ${cx + 54} ${y + cellH - 40} L ${cx + 54} ${y + 40} Q ${cx + 54} ${y + 22} ${cx + 38} ${y + 28}`,
          stroke: INK,
          width: 2.5,
        })
      return items
    })
  },
  cards(box, palette, texts = []) {
    const cellW = box.w / 2
    const cellH = box.h / 2
    return [0, 1, 2, 3].flatMap(index => {
      const x = box.x + (index % 2) * cellW
      const y = box.y + Math.floor(index / 2) * cellH
      return [
        { type: "rect", x: x + 6, y: y + 6, w: cellW - 12, h: cellH - 12, stroke: "#999999", width: 1, dash: [5, 4] },
        { type: "path", d: starPath(x + cellW / 2, y + 34, 14, 6), fill: palette[1], stroke: palette[2], width: 1 },
        ...(texts[index] ?? []).map((line, lineIndex): PageItem => ({
          type: "text",
          x: x + cellW / 2,
          y: y + 70 + lineIndex * 15,
          size: 10.5,
          text: line,
          anchor: "middle",
          fill: INK,
        })),
      ]
    })
  },
  angel(box) {
    const cx = box.x + box.w / 2
    const top = box.y + 20
    const scale = Math.min(1.2, box.h / 330)
    const s = (v: number) => (v * scale).toFixed(1)
    return [
      {
        type: "path",
        d: `M ${cx - +s(30)} ${top - +s(6)} A ${s(30)} ${s(9)} 0 1 0 ${cx + +s(30)} ${top - +s(6)} A ${s(30)} ${s(9)} 0 1 0 ${cx - +s(30)} ${top - +s(6)} Z`,
        stroke: INK,
        width: 2,
      },
      { type: "circle", cx, cy: top + +s(34), r: +s(26), stroke: INK, width: 2.5 },
      {
        type: "path",
        d: `M ${cx} ${top + +s(62)} L ${cx + +s(80)} ${top + +s(300)} L ${cx - +s(80)} ${top + +s(300)} Z`,
        stroke: INK,
        width: 2.5,
      },
      {
        type: "path",
        d: `M ${cx - +s(20)} ${top + +s(100)} Q ${cx - +s(170)} ${top + +s(40)} ${cx - +s(150)} ${top + +s(220)} Q ${cx - +s(90)} ${top + +s(170)} ${cx - +s(30)} ${top + +s(150)} Z`,
        stroke: INK,
        width: 2.5,
      },
      {
        type: "path",
        d: `M ${cx + +s(20)} ${top + +s(100)} Q ${cx + +s(170)} ${top + +s(40)} ${cx + +s(150)} ${top + +s(220)} Q ${cx + +s(90)} ${top + +s(170)} ${cx + +s(30)} ${top + +s(150)} Z`,
        stroke: INK,
        width: 2.5,
      },
      {
        type: "path",
        d: `M ${cx + +s(50)} ${top + +s(170)} L ${cx + +s(130)} ${top + +s(10)} M ${cx + +s(98)} ${top + +s(62)} L ${cx + +s(126)} ${top + +s(76)}`,
        stroke: INK,
        width: 3,
      },
    ]
  },
  calendar(box, palette, texts = []) {
    const cols = 4
    const rows = 6
    const cellW = box.w / cols
    const cellH = box.h / rows
    const items: PageItem[] = []
    for (let index = 0; index < 24; index++) {
      const x = box.x + (index % cols) * cellW
      const y = box.y + Math.floor(index / cols) * cellH
      items.push({ type: "rect", x: x + 3, y: y + 3, w: cellW - 6, h: cellH - 6, stroke: palette[1], width: 1.2 })
      items.push({
        type: "text",
        x: x + 10,
        y: y + 20,
        size: 13,
        text: String(index + 1),
        fill: palette[2],
        font: "bold",
      })
      for (const [lineIndex, line] of (texts[index] ?? []).entries()) {
        items.push({ type: "text", x: x + 10, y: y + 36 + lineIndex * 10.5, size: 8, text: line, fill: INK })
      }
    }
    return items
  },
  puzzle(box, palette) {
    // Empty answer boxes for the unscramble puzzle above.
    const items: PageItem[] = []
    const words = ["WATCH", "WAIT", "AWAKE", "LIGHT", "HOPE", "ADVENT"]
    words.forEach((word, row) => {
      const y = box.y + 6 + row * Math.min(40, box.h / words.length)
      items.push({ type: "text", x: box.x, y: y + 20, size: 12, text: `${row + 1}.`, fill: palette[2], font: "bold" })
      for (let index = 0; index < word.length; index++) {
        items.push({ type: "rect", x: box.x + 30 + index * 32, y, w: 26, h: 28, stroke: INK, width: 1.2 })
      }
    })
    return items
  },
} satisfies Record<string, ArtDrawing>

type ArtName = keyof typeof art

// ---------------------------------------------------------------------------
// Children's sheet texts, by slug (a generic sheet is made for any other slug)
// ---------------------------------------------------------------------------

/** Publishers' names as their sheets say them, by the publisher's folder; any other is title-cased from it. */
const publisherNames: Readonly<Record<string, string>> = {
  roots: "Roots",
  "pray-and-play": "Pray & Play",
  "st-michaels": "St Michael and All Angels, Ashgrove",
}

/** What a children's sheet says beyond its title, and the art that fills the rest of the page. */
interface SheetText {
  blocks: Block[]
  art?: ArtName
  /** the advent calendar's days, lines split by "|" */
  calendar?: string[]
  /** the prayer cards, lines split by "|" */
  cards?: string[]
  footnote?: string
}

const sheetTexts: Readonly<Record<string, SheetText>> = {
  "advent-sunday-roots-at-home": {
    blocks: [
      { heading: "Keep awake! Mark 13.24-37" },
      "Jesus tells his friends a story about servants waiting for their master to come home. They do not know when he will arrive, so they keep watch and keep the house ready. Advent is our time to get ready for Jesus too.",
      { heading: "Talk together" },
      {
        bullets: [
          "What are you most looking forward to this Advent?",
          "How do we get ready when someone special is coming to stay?",
          "What could we do this week to keep awake for God?",
        ],
      },
      { heading: "Try this" },
      "Make an Advent wreath for your table with greenery and four candles (or paper flames). Light one tonight and say the prayer below together.",
      { heading: "Pray" },
      "Loving God, as we light the first candle, help us to watch and wait for Jesus, the light of the world. Amen.",
    ],
  },
  "advent-sunday-activity-sheet": {
    blocks: [
      { heading: "Unscramble the Advent words" },
      "1. HTCWA    2. TIAW    3. EKAWA    4. THGIL    5. EPHO    6. TNEVDA",
      'Jesus said, "Keep awake, for you do not know when the master of the house will come." (Mark 13.35) Write your answers in the boxes, then colour the first candle on your Advent wreath.',
    ],
    art: "puzzle",
  },
  "advent-sunday-pray-and-play": {
    blocks: [
      { heading: "Story: Be ready!" },
      "Jesus told his friends to be ready, like people waiting for a friend to knock on the door. We do not know when, so we keep watch!",
      { heading: "Play" },
      {
        bullets: [
          "Play hide-and-seek with a torch: who will spot the light first?",
          'Take turns to be the doorkeeper: when you hear a knock, shout "Welcome!"',
          "Put a candle (or a paper one) in the window for Advent.",
        ],
      },
      { heading: "Pray" },
      "Jesus, we are waiting for you. Help us to be ready. Amen.",
    ],
    art: "lamp",
  },
  "advent-sunday-colouring": {
    blocks: [
      '"Keep awake!" (Mark 13.37) Colour in the lamp, and the stars shining in the night sky while we wait for Jesus.',
    ],
    art: "lamp",
  },
  "advent-calendar": {
    blocks: [
      "Do one small thing each day of December as we get ready for Christmas. Tick off each window when you have done it!",
    ],
    art: "calendar",
    calendar: [
      "Light a candle|and pray",
      "Make a card for|a neighbour",
      "Read Isaiah 9.2|together",
      "Give a tin to|the food bank",
      "Come to the|street party!",
      "Phone a|grandparent",
      "Say thank you|to a teacher",
      "Make a paper|star",
      "Pray for|someone poorly",
      "Tidy a toy to|give away",
      "Read Luke 1.26-38",
      "Bake for a|friend",
      "Light two|candles",
      "Learn a carol",
      "Draw the|nativity",
      "Smile at|everyone!",
      "Write to|someone far away",
      "Pray for people|without homes",
      "Read Luke 2.1-7",
      "Help with|the shopping",
      "Light three|candles",
      "Put out the|crib figures",
      "Read Luke 2.8-20",
      "Come to the|crib service",
    ],
  },
  "nativity-figures": {
    blocks: [
      "Colour the figures, cut along the dotted lines and stand them up with a strip of card behind each one. Can you tell the Christmas story with them? (Luke 2 and Matthew 2)",
    ],
    art: "figures",
  },
  "advent-wreath-colouring": {
    blocks: [
      "The Advent wreath has four candles for the Sundays of Advent, and one in the middle for Christmas Day. Colour in a flame each Sunday: hope, peace, joy and love.",
    ],
    art: "wreath",
  },
  "christmas-star-colouring": {
    blocks: [
      '"When they saw that the star had stopped, they were overwhelmed with joy." (Matthew 2.10) Colour the star that led the wise men to Jesus.',
    ],
    art: "star",
  },
  "bedtime-prayer-cards": {
    blocks: ["Cut out the cards and keep them by your bed. Choose one to pray each night."],
    art: "cards",
    cards: [
      "Thank you, God,|for today:|for food and fun|and friends. Amen.",
      "Lord, keep us safe|this night, secure|from all our fears.|Amen.",
      "Jesus, light of|the world, shine|on everyone|I love. Amen.",
      "Sorry, God, for|the wrong things|I did today.|Help me tomorrow.|Amen.",
    ],
  },
  "st-michael-colouring": {
    blocks: [
      "Our church is named after St Michael and All Angels. Michael is the archangel who leads God's angels against evil (Revelation 12.7). We keep his feast day on 29 September.",
    ],
    art: "angel",
  },
}

function childrenSheet(download: DownloadEntry): Sheet {
  const text: SheetText = sheetTexts[download.slug] ?? {
    blocks: ["This sheet will be ready soon. Please ask at the church office, or look again next week."],
  }
  const publisher = publisherNames[download.publisher] ?? titleCase(download.publisher)
  const ours = download.publisher === "st-michaels"
  const palette = paletteFor(download.publisher + download.slug)
  const artFunction: ArtDrawing | undefined = text.art ? art[text.art] : undefined
  const extraTexts = (text.calendar ?? text.cards)?.map(entry => entry.split("|"))
  return {
    title: plain(download.name),
    kicker: `${publisher} · Children's activities`,
    author: publisher,
    palette,
    blocks: text.footnote ? [...text.blocks, { small: text.footnote }] : text.blocks,
    art: artFunction ? (box, colours) => artFunction(box, colours, extraTexts) : undefined,
    footer: ours
      ? "Made for the children of St Michael and All Angels, Ashgrove. Free to print and share."
      : `Placeholder sheet made by the parish: replace it with this week's ${publisher} sheet, saved at the same file name.`,
  }
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

async function main() {
  const site: Partial<SiteFactsEntry> = checkedEntries(siteFacts)[0]?.data ?? {}
  const personEntries = inDisplayOrder(checkedEntries(people))
  const serviceEntries = inDisplayOrder(checkedEntries(services))
  const venueEntries = inDisplayOrder(checkedEntries(venues))
  const downloadEntries = inDisplayOrder(checkedEntries(downloads))
  const parish = [site.parishName, site.locality].filter(Boolean).join(", ") || "St Michael and All Angels, Ashgrove"

  // Portraits
  await output(PLACEHOLDER_PORTRAIT, () => renderSvg(placeholderPortraitSvg(), 512, 512, ".jpg"))
  for (const { file, data: person } of personEntries) {
    if (!person.photo) continue
    await output(besideEntry(file, person.photo), () => renderSvg(initialsPortraitSvg(person.name), 512, 512, ".jpg"))
  }

  // Service and venue photos
  // One designed set (scripts/placeholder-art.ts): a scene per photo, no text in the image.
  for (const { file, data: service } of serviceEntries) {
    await output(besideEntry(file, service.image), () =>
      renderSvg(placeholderSceneSvg("services", service.image), 1200, 800, service.image),
    )
  }
  for (const { file, data: venue } of venueEntries) {
    for (const { photo } of venue.photos) {
      await output(besideEntry(file, photo), () => renderSvg(placeholderSceneSvg("venues", photo), 1200, 800, photo))
    }
  }

  // Service-type icons: one for every kind of event the schema allows (events.ts), so every event has its icon
  for (const type of serviceTypes) {
    await output(staticFileAt(serviceTypeIconPath(type)), () =>
      renderSvg(iconSvgs[type] ?? fallbackIconSvg(type), 160, 160, ".png"),
    )
  }

  // Children's downloads, where the page links to them, the thumbnail at twice the size it is shown
  for (const { data: download } of downloadEntries) {
    const { pdf, thumbnail } = downloadPaths(download)
    await makeSheet(staticFileAt(pdf), childrenSheet(download), {
      path: staticFileAt(thumbnail),
      width: download.thumbnail_width * 2,
      height: download.thumbnail_height * 2,
    })
  }

  // Safeguarding poster
  const everyone = personEntries.map(entry => entry.data)
  const officer = everyone.find(person => person.role === "Church Safeguarding Officer")
  const vicar = everyone.find(person => person.role === "Vicar")
  const contactLines = (person: PersonEntry) =>
    [
      `${plain(person.name)}, ${person.role}`,
      person.telephone && `Telephone: ${person.telephone}`,
      person.email && `Email: ${person.email}`,
    ].filter(Boolean)
  await makeSheet("static/files/safeguarding-poster.pdf", {
    title: "Safeguarding: keeping everyone safe",
    kicker: parish,
    author: parish,
    palette: ["#e9eef5", "#a9bcd6", "#3d5a80"],
    blocks: [
      `${parish} is committed to the safety and wellbeing of every child and adult who comes to our church, halls and activities. We follow the Church of England's safeguarding policies and the Diocese of London's procedures.`,
      { heading: "If you are worried about a child or an adult, talk to:" },
      {
        bullets: [
          officer ? contactLines(officer).join(" · ") : "our Church Safeguarding Officer",
          ...(vicar ? [contactLines(vicar).join(" · ")] : []),
        ],
      },
      ...(site.telephone
        ? [`Parish office: ${site.telephone}${site.officeEmail ? ` · ${site.officeEmail}` : ""}`]
        : []),
      { heading: "If someone is in immediate danger, call 999." },
      {
        bullets: [
          "Diocese of London Safeguarding Team: www.london.anglican.org",
          "NSPCC helpline for adults worried about a child: 0808 800 5000",
          "Childline for children and young people: 0800 1111",
        ],
      },
      {
        small:
          "Our safeguarding policy was agreed by the Parochial Church Council on 14 May 2024. Our policies are reviewed at least once a year.",
      },
    ],
    footer: `${parish}${site.address?.lines ? ` · ${[...site.address.lines.slice(1), site.address.town, site.address.postcode].filter(Boolean).join(", ")}` : ""}`,
  })

  // Amazon Smile instructions
  await makeSheet("static/files/amazon-smile-instructions.pdf", {
    title: "AmazonSmile: supporting St Michael's",
    kicker: `${parish} · Passive giving`,
    author: parish,
    palette: ["#f5efdf", "#e3c97f", "#8f6b12"],
    blocks: [
      "Please note: Amazon closed the AmazonSmile programme on 20 February 2023, so purchases on Amazon no longer raise donations through AmazonSmile. Thank you to everyone who chose St Michael's as their charity while it ran.",
      { heading: "How you can still help when you shop online" },
      {
        bullets: [
          `Go to our easyfundraising page${site.easyfundraisingUrl ? `: ${site.easyfundraisingUrl}` : ""}`,
          "Sign up free with your email address and choose St Michael and All Angels, Ashgrove as your cause.",
          "Install the easyfundraising Donation Reminder, or start at easyfundraising each time you shop.",
          "Shop as normal at over 4,000 shops and sites: they make a donation to the church at no extra cost to you.",
        ],
      },
      { heading: "Questions?" },
      `Please ask at the church office${site.telephone ? ` (${site.telephone})` : ""} or speak to one of the Churchwardens after a Sunday service.`,
    ],
    footer: `${parish}${site.officeEmail ? ` · ${site.officeEmail}` : ""}`,
  })

  // This week's readings: Advent Sunday 2026 (Year B)
  await makeSheet(
    "static/files/this-weeks-readings.pdf",
    {
      title: "This week's readings",
      kicker: `${parish} · Advent Sunday, 29 November 2026`,
      author: parish,
      palette: ["#efeaf4", "#bfaed8", "#5b4a86"],
      blocks: [
        { heading: "Parish Eucharist, 10 a.m." },
        {
          bullets: [
            "First reading: Isaiah 64.1-9",
            "Psalm 80.1-8, 18-20",
            "Second reading: 1 Corinthians 1.3-9",
            "Gospel: Mark 13.24-37",
          ],
        },
        { heading: "The Collect for Advent Sunday" },
        "Almighty God, give us grace that we may cast away the works of darkness, and put upon us the armour of light, now in the time of this mortal life, in which thy Son Jesus Christ came to visit us in great humility; that in the last day, when he shall come again in his glorious majesty to judge both the quick and the dead, we may rise to the life immortal; through him who liveth and reigneth with thee and the Holy Ghost, now and ever. Amen.",
        { heading: "This week" },
        {
          bullets: [
            "Sunday 6 p.m.: Evensong",
            "Wednesday 2 December, 10 a.m.: Mid-week Eucharist, then refreshments",
            "Saturday 5 December, 3 to 6 p.m.: Christmas lights street party on Ashgrove Road",
          ],
        },
      ],
      footer:
        "The Collect is from the Book of Common Prayer (1662). The readings follow the Common Worship lectionary, Year B.",
    },
    {
      path: "static/files/this-weeks-readings-thumb.jpg",
      width: imagePresets.READINGS_THUMB.width * 2,
      height: imagePresets.READINGS_THUMB.height * 2,
    },
  )

  console.log(`\n${counts.made} made, ${counts.kept} kept (already there${force ? "" : "; use --force to remake"})`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
