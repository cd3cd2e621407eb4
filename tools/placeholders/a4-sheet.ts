import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib"
import { escapeXml, type SoftPalette } from "./soft-palettes"
import { wrapToWidth } from "../../src/content/wrap-to-width"

/**
 * A plain A4 sheet, laid out once and drawn twice: as the PDF, and as the SVG its thumbnail is drawn from, so the
 * thumbnail shows the PDF's first page. A coloured band holds the kicker and the title; the paragraphs follow, and a
 * footer line sits at the foot of the page.
 */
export interface Sheet {
  title: string
  /** the small line above the title */
  kicker: string
  author: string
  palette: SoftPalette
  paragraphs: string[]
  footer: string
}

/** The page in points. */
const A4 = { width: 595, height: 842 }
const MARGIN = 56
const TEXT_WIDTH = A4.width - 2 * MARGIN
const FOOTER_Y = A4.height - 36
/** The PDF's fonts are Helvetica's; the thumbnail uses the look-alike the machine has. */
const SVG_FONT = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif"
const INK = "#222222"

type Fonts = Record<"regular" | "bold", PDFFont>

/** What a page is drawn from, in points from its top left with y pointing down, as in SVG. */
type PageItem =
  | { type: "rect"; x: number; y: number; w: number; h: number; fill: string }
  | { type: "line"; d: string; stroke: string }
  | { type: "text"; x: number; y: number; size: number; text: string; fill: string; bold?: boolean }

/** Word-wraps text with the PDF font's real widths. */
const wrap = (font: PDFFont, value: string, size: number, width: number): string[] =>
  wrapToWidth(value, width, line => font.widthOfTextAtSize(line, size))

/** The title's size: as large as fits on one line, from 30 points down to 16. */
function titleSize(font: PDFFont, title: string) {
  let size = 30
  while (font.widthOfTextAtSize(title, size) > TEXT_WIDTH && size > 16) size -= 1
  return size
}

function layout(fonts: Fonts, sheet: Sheet): PageItem[] {
  const [light, mid, deep] = sheet.palette
  const items: PageItem[] = [
    { type: "rect", x: 0, y: 0, w: A4.width, h: 128, fill: deep },
    { type: "rect", x: 0, y: 128, w: A4.width, h: 8, fill: mid },
    { type: "text", x: MARGIN, y: 52, size: 12, text: sheet.kicker.toUpperCase(), fill: light, bold: true },
    {
      type: "text",
      x: MARGIN,
      y: 96,
      size: titleSize(fonts.bold, sheet.title),
      text: sheet.title,
      fill: "#ffffff",
      bold: true,
    },
  ]
  let y = 176
  for (const paragraph of sheet.paragraphs) {
    for (const line of wrap(fonts.regular, paragraph, 12, TEXT_WIDTH)) {
      items.push({ type: "text", x: MARGIN, y, size: 12, text: line, fill: INK })
      y += 17
    }
    y += 8
  }
  items.push({ type: "line", d: `M ${MARGIN} ${FOOTER_Y - 16} L ${A4.width - MARGIN} ${FOOTER_Y - 16}`, stroke: mid })
  for (const [index, line] of wrap(fonts.regular, sheet.footer, 8.5, TEXT_WIDTH).entries()) {
    items.push({ type: "text", x: MARGIN, y: FOOTER_Y + index * 11, size: 8.5, text: line, fill: "#666666" })
  }
  return items
}

function colour(hex: string) {
  const value = parseInt(hex.slice(1), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

async function pdfOf(sheet: Sheet, creator: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(sheet.title)
  doc.setAuthor(sheet.author)
  doc.setSubject(sheet.kicker)
  doc.setCreator(creator)
  doc.setProducer("pdf-lib")
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const items = layout(fonts, sheet)
  const page = doc.addPage([A4.width, A4.height])
  // PDF pages measure y up from the bottom.
  const H = A4.height
  for (const item of items) {
    if (item.type === "rect") {
      page.drawRectangle({ x: item.x, y: H - item.y - item.h, width: item.w, height: item.h, color: colour(item.fill) })
    } else if (item.type === "line") {
      page.drawSvgPath(item.d, { x: 0, y: H, borderColor: colour(item.stroke), borderWidth: 1 })
    } else {
      const font = item.bold ? fonts.bold : fonts.regular
      page.drawText(item.text, { x: item.x, y: H - item.y, size: item.size, font, color: colour(item.fill) })
    }
  }
  return { pdf: Buffer.from(await doc.save()), items }
}

function svgOf(items: PageItem[]): string {
  const body = items
    .map(item => {
      if (item.type === "rect")
        return `<rect x="${item.x}" y="${item.y}" width="${item.w}" height="${item.h}" fill="${item.fill}"/>`
      if (item.type === "line") return `<path d="${item.d}" fill="none" stroke="${item.stroke}" stroke-width="1"/>`
      return `<text x="${item.x}" y="${item.y}" font-family="${SVG_FONT}" font-size="${item.size}"${item.bold ? ' font-weight="bold"' : ""} fill="${item.fill}">${escapeXml(item.text)}</text>`
    })
    .join("\n")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A4.width}" height="${A4.height}" viewBox="0 0 ${A4.width} ${A4.height}"><rect width="${A4.width}" height="${A4.height}" fill="#ffffff"/>${body}</svg>`
}

/** The sheet's PDF (its creator named in it) and the SVG of its page, for the thumbnail. */
export async function drawSheet(sheet: Sheet, creator: string): Promise<{ pdf: Buffer; svg: string }> {
  const { pdf, items } = await pdfOf(sheet, creator)
  return { pdf, svg: svgOf(items) }
}
