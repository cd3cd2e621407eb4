import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib"
import { colors } from "../src/theme"
import { wrapToWidth } from "../src/content/wrap-to-width"

/**
 * An A4 notice drawn with pdf-lib (the safeguarding poster: safeguarding-poster.ts gathers its words from the
 * content). A band holds the church's name and the heading; then the sections, each a heading and its lines; a
 * footer at the foot of the page. Text is wrapped with the font's real widths.
 */
export interface Notice {
  /** the line above the heading, and the PDF's author */
  church: string
  heading: string
  text?: string
  sections: NoticeSection[]
  /** lines after the sections, smaller */
  closing: string[]
  footer: string
}

export interface NoticeSection {
  heading: string
  /** each a name in bold above its details, or a line of its own */
  items: { strong?: string; text?: string; bullet?: boolean }[]
  /** drawn in a tinted box, as the page's "help now" panel */
  boxed?: boolean
}

const A4 = { width: 595, height: 842 }
const MARGIN = 56
const TEXT_WIDTH = A4.width - 2 * MARGIN
const BAND_HEIGHT = 132

type Fonts = Record<"regular" | "bold", PDFFont>

function colour(hex: string) {
  const value = parseInt(hex.replace("#", "").slice(0, 6), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

/**
 * The standard PDF fonts know only Windows-1252's letters: any other (a name such as "Łucja") is written without
 * its accent where it has one, else as "?", so that no name in data/ can stop the build.
 */
/** Letters with a stroke rather than an accent, which Unicode does not take apart. */
const unstroked: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t" }

function printable(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet())
  return [...value]
    .map(character => {
      if (known.has(character.codePointAt(0) ?? 0)) return character
      const plain = unstroked[character] ?? character.normalize("NFD").replace(/\p{Mark}/gu, "")
      return [...plain].every(part => known.has(part.codePointAt(0) ?? 0)) ? plain : "?"
    })
    .join("")
}

/** Word-wraps text with the PDF font's real widths. */
const wrap = (font: PDFFont, value: string, size: number, width: number): string[] =>
  wrapToWidth(value, width, line => font.widthOfTextAtSize(line, size))

/** Draws text down the page from `y` (measured from the top), wrapped; returns the y below it (no page: measures). */
function write(
  page: PDFPage | undefined,
  font: PDFFont,
  value: string,
  { x = MARGIN, y, size, colourHex = colors.ink, width = TEXT_WIDTH }: Placement,
): number {
  let top = y
  for (const line of wrap(font, printable(font, value), size, width)) {
    page?.drawText(line, { x, y: A4.height - top - size, size, font, color: colour(colourHex) })
    top += size * 1.4
  }
  return top
}

interface Placement {
  x?: number
  y: number
  size: number
  colourHex?: string
  width?: number
}

function drawSection(page: PDFPage, fonts: Fonts, section: NoticeSection, y: number): number {
  const inset = section.boxed ? 14 : 0
  // Without a page, only measures: the box's height is known before its text is drawn over it.
  const draw = (target: PDFPage | undefined, top: number) => {
    let at = write(target, fonts.bold, section.heading, { y: top + inset, size: 14, x: MARGIN + inset }) + 4
    for (const item of section.items) {
      const x = MARGIN + inset + (item.bullet ? 14 : 0)
      const width = TEXT_WIDTH - 2 * inset - (item.bullet ? 14 : 0)
      if (item.bullet) target?.drawCircle({ x: x - 8, y: A4.height - at - 7, size: 2, color: colour(colors.ink) })
      if (item.strong) at = write(target, fonts.bold, item.strong, { x, y: at, size: 12, width })
      if (item.text) at = write(target, fonts.regular, item.text, { x, y: at, size: 11.5, width })
      at += 6
    }
    return at + inset
  }
  if (section.boxed) {
    const bottom = draw(undefined, y)
    const box = { x: MARGIN, y: A4.height - bottom, width: TEXT_WIDTH, height: bottom - y }
    page.drawRectangle({ ...box, color: colour(colors.primaryTint) })
  }
  return draw(page, y)
}

/** The notice as a one-page PDF. */
export async function drawNotice(notice: Notice, creator: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  doc.setTitle(printable(fonts.regular, notice.heading))
  doc.setAuthor(printable(fonts.regular, notice.church))
  doc.setCreator(creator)
  doc.setProducer("pdf-lib")
  const page = doc.addPage([A4.width, A4.height])
  page.drawRectangle({
    x: 0,
    y: A4.height - BAND_HEIGHT,
    width: A4.width,
    height: BAND_HEIGHT,
    color: colour(colors.primary),
  })
  write(page, fonts.bold, notice.church.toUpperCase(), { y: 40, size: 11, colourHex: colors.onPrimary })
  write(page, fonts.bold, notice.heading, { y: 66, size: 24, colourHex: colors.onPrimary })
  let y = BAND_HEIGHT + 28
  if (notice.text) y = write(page, fonts.regular, notice.text, { y, size: 12 }) + 14
  for (const section of notice.sections) y = drawSection(page, fonts, section, y) + 16
  for (const line of notice.closing) y = write(page, fonts.regular, line, { y, size: 10.5 }) + 6
  page.drawLine({
    start: { x: MARGIN, y: 52 },
    end: { x: A4.width - MARGIN, y: 52 },
    thickness: 0.75,
    color: colour(colors.border),
  })
  write(page, fonts.regular, notice.footer, { y: A4.height - 44, size: 9, colourHex: colors.inkMuted })
  return doc.save()
}
