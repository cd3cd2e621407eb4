import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

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
 * transparency, so they are laid on white; PNG keeps it (the service-type icons are transparent).
 */
export function svgToImage(svg: string, width: number, height: number, file: string, jpegQuality = 75) {
  const image = sharp(Buffer.from(svg)).resize(width, height)
  if (/\.png$/i.test(file)) return image.png({ compressionLevel: 9, palette: true }).toBuffer()
  if (/\.webp$/i.test(file)) return image.flatten({ background: "#ffffff" }).webp({ quality: 75 }).toBuffer()
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: jpegQuality, mozjpeg: true }).toBuffer()
}
