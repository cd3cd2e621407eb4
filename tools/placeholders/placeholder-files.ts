import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { drawingExif } from "../../src/content/drawings"
import { svgOf, type Drawing } from "./drawing-kit"

/**
 * Where the placeholders are written, and the one rule they all keep: a file that is already there (a real photo,
 * PDF or logo saved over a placeholder) is never touched unless --force asks for every file to be redrawn.
 */
export class PlaceholderFiles {
  made = 0
  kept = 0

  constructor(
    /** the project's root; every path given to `write` is relative to it */
    readonly root: string,
    /** redraw files that are already there */
    readonly force: boolean,
  ) {}

  /** Writes relativePath from make() unless it is already there; make() runs only when the file is written. */
  async write(relativePath: string, make: () => Promise<Buffer>): Promise<void> {
    const absolute = path.join(this.root, relativePath)
    if (fs.existsSync(absolute) && !this.force) {
      this.kept++
      return
    }
    fs.mkdirSync(path.dirname(absolute), { recursive: true })
    const data = await make()
    fs.writeFileSync(absolute, data)
    this.made++
    console.log(`made ${relativePath} (${Math.round(data.length / 1024)} KB)`)
  }
}

/**
 * An SVG drawn at width × height, in the format the file name's extension asks for. JPEG and WebP have no
 * transparency, so they are laid on white; PNG keeps it (the service-type icons are transparent). `exif` is written
 * into the file (a drawing's description: src/content/drawings.ts).
 */
export function svgToImage(
  svg: string,
  width: number,
  height: number,
  file: string,
  { jpegQuality = 75, exif }: { jpegQuality?: number; exif?: sharp.Exif } = {},
) {
  const drawn = sharp(Buffer.from(svg)).resize(width, height)
  const image = exif ? drawn.withExif(exif) : drawn
  if (/\.png$/i.test(file)) return image.png({ compressionLevel: 9, palette: true }).toBuffer()
  if (/\.webp$/i.test(file)) return image.flatten({ background: "#ffffff" }).webp({ quality: 75 }).toBuffer()
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: jpegQuality, mozjpeg: true }).toBuffer()
}

/**
 * A drawing as an image file `width` pixels wide (its shapes scaled, not its pixels), carrying what it shows in its
 * metadata, so the site describes the drawing until a photo is saved over it.
 */
export const drawingToImage = (drawing: Drawing, width: number, file: string) =>
  svgToImage(svgOf(drawing, width), width, Math.round((drawing.height * width) / drawing.width), file, {
    jpegQuality: 70,
    exif: drawingExif(drawing.shows),
  })
