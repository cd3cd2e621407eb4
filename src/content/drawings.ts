import sharp from "sharp"

/**
 * A placeholder drawing says what it shows inside its own file, so the site can describe the drawing while it stands
 * in for a photo, and use the entry's own words ("What the photo shows") once a photo is saved at the same name.
 * `npm run placeholders` writes the words into the picture's EXIF: ImageDescription, with Software naming the
 * drawings, so a camera's own description (some write "OLYMPUS DIGITAL CAMERA") is never taken for a drawing's.
 * The build reads them back for each picture (File.drawing in GraphQL: gatsby/drawing-field.ts).
 */

/** What a drawing's EXIF says made it. */
export const DRAWING_SOFTWARE = "St Michael's placeholder drawings, made by npm run placeholders"

/**
 * The EXIF that marks a picture as a placeholder drawing of `shows`, for sharp's withExif(). The words end with a
 * full stop: libvips, which writes the EXIF, reads a closing " (...)" as its own note on the value and drops it.
 */
export const drawingExif = (shows: string) => ({
  IFD0: { ImageDescription: /[.!?]$/.test(shows) ? shows : `${shows}.`, Software: DRAWING_SOFTWARE },
})

const IMAGE_DESCRIPTION = 0x010e
const SOFTWARE = 0x0131
const ASCII = 2

/** The text tags of an EXIF block's first directory (IFD0), by tag number. EXIF text is UTF-8 here (libvips). */
export function exifTextTags(exif: Buffer): Map<number, string> {
  const tags = new Map<number, string>()
  // JPEG and WebP blocks start "Exif\0\0"; PNG's eXIf chunk is the TIFF structure alone.
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif
  if (tiff.length < 8) return tags
  const little = tiff.toString("latin1", 0, 2) === "II"
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const directory = u32(4)
  if (directory + 2 > tiff.length) return tags
  for (let index = 0; index < u16(directory); index++) {
    const entry = directory + 2 + index * 12
    if (entry + 12 > tiff.length) break
    if (u16(entry + 2) !== ASCII) continue
    const count = u32(entry + 4)
    const at = count <= 4 ? entry + 8 : u32(entry + 8)
    if (at + count > tiff.length) continue
    tags.set(u16(entry), tiff.toString("utf8", at, at + count).replace(/\0+$/, ""))
  }
  return tags
}

/** What a placeholder drawing shows, from its file; null for any other picture (a photo saved over it). */
export async function drawingShownIn(file: string | Buffer): Promise<string | null> {
  return drawingShownInExif((await sharp(file).metadata()).exif)
}

/** What a placeholder drawing shows, from its EXIF block as sharp reads it; null for any other picture. */
export function drawingShownInExif(exif: Buffer | undefined): string | null {
  if (!exif) return null
  const tags = exifTextTags(exif)
  return (tags.get(SOFTWARE) === DRAWING_SOFTWARE && tags.get(IMAGE_DESCRIPTION)) || null
}
