/**
 * A contact sheet of every placeholder drawing in the project (each picture whose file says it is a drawing:
 * src/content/drawings.ts), at about the size the site shows it, with its path and the words it is described by:
 * to see the set as one after redrawing it.
 *
 *   npx tsx tools/placeholders/contact-sheet.ts [out.png]      (default: contact-sheet.png here)
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { drawingShownIn } from "../../src/content/drawings"
import { projectRoot } from "../checked-content"
import { escapeXml } from "./soft-palettes"

const FOLDERS = ["data", "static/images", "src/images"]
const SHEET_WIDTH = 1600
const GAP = 24
const CAPTION_LINE = 15
/** A picture's file is about twice the size it is shown at; none is drawn taller than this on the sheet. */
const MAX_HEIGHT = 240

const picturesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { withFileTypes: true })
        .flatMap(entry =>
          entry.isDirectory()
            ? picturesUnder(path.join(folder, entry.name))
            : /\.(jpe?g|png|webp)$/i.test(entry.name)
              ? [path.join(folder, entry.name)]
              : [],
        )
        .sort()
    : []

/** Words broken into lines of at most `chars` characters. */
const wrap = (words: string, chars: number) =>
  words.split(" ").reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + " " + word).length <= chars) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])

interface Cell {
  picture: Buffer
  width: number
  height: number
  caption: string[]
}

async function cellFor(file: string, shows: string, alike: number): Promise<Cell> {
  const { width = 1, height = 1 } = await sharp(file).metadata()
  const scale = Math.min(0.5, MAX_HEIGHT / height)
  const shown = { width: Math.round(width * scale), height: Math.round(height * scale) }
  const textWidth = Math.max(shown.width, 260)
  return {
    picture: await sharp(file).resize(shown.width, shown.height).png().toBuffer(),
    ...shown,
    caption: [
      path.relative(projectRoot, file) + (alike ? ` and ${alike} more alike` : ""),
      ...wrap(shows, Math.floor(textWidth / 6.4)),
    ],
  }
}

async function main() {
  const out = path.resolve(process.argv[2] ?? "contact-sheet.png")
  // The same drawing saved under several names (everyone's portrait) is shown once.
  const drawings = new Map<string, { file: string; shows: string; alike: number }>()
  for (const file of FOLDERS.flatMap(folder => picturesUnder(path.join(projectRoot, folder)))) {
    const shows = await drawingShownIn(file)
    if (!shows) continue
    const key = fs.readFileSync(file).toString("base64")
    const seen = drawings.get(key)
    if (seen) seen.alike++
    else drawings.set(key, { file, shows, alike: 0 })
  }
  const cells: Cell[] = []
  for (const { file, shows, alike } of drawings.values()) cells.push(await cellFor(file, shows, alike))
  const layers: sharp.OverlayOptions[] = []
  let x = GAP
  let y = GAP
  let rowHeight = 0
  for (const cell of cells) {
    const cellWidth = Math.max(cell.width, 260)
    const cellHeight = cell.height + 8 + cell.caption.length * CAPTION_LINE
    if (x + cellWidth > SHEET_WIDTH - GAP) {
      x = GAP
      y += rowHeight + GAP
      rowHeight = 0
    }
    const lines = cell.caption
      .map(
        (line, i) =>
          `<text x="0" y="${(i + 1) * CAPTION_LINE - 3}"${i === 0 ? ' font-weight="bold"' : ""}>${escapeXml(line)}</text>`,
      )
      .join("")
    layers.push(
      { input: cell.picture, left: x, top: y },
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${cellWidth}" height="${cell.caption.length * CAPTION_LINE}" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#1d1d2b">${lines}</svg>`,
        ),
        left: x,
        top: y + cell.height + 8,
      },
    )
    x += cellWidth + GAP
    rowHeight = Math.max(rowHeight, cellHeight)
  }
  await sharp({ create: { width: SHEET_WIDTH, height: y + rowHeight + GAP, channels: 3, background: "#ffffff" } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toFile(out)
  console.log(`${cells.length} drawings on ${out}`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
