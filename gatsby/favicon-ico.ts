import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

/**
 * /favicon.ico, drawn from the site icon at every build so it can never drift
 * from the icon the web manifest and the <link rel="icon"> tags use. Browsers,
 * feed readers and search engines ask for /favicon.ico whatever the page says.
 */

/** The site icon: gatsby-plugin-manifest draws the other icons from it too (gatsby-config.ts). */
export const siteIconPath = "src/images/site-icon.png"

/** A browser tab (16), a high-density tab or taskbar (32), a desktop shortcut (48). */
export const faviconSizes = [16, 32, 48] as const

export interface IcoImage {
  /** width and height in pixels, 1 to 256 */
  size: number
  png: Buffer
}

const headerBytes = 6
const entryBytes = 16

/**
 * An ICO file holding each image as a PNG (the "PNG-in-ICO" form every current browser and Windows reads):
 * a 6-byte header, one 16-byte directory entry per image, then the PNGs one after another.
 */
export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(headerBytes)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4)
  const directory = Buffer.alloc(entryBytes * images.length)
  let offset = headerBytes + directory.length
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`An ICO image must be 1-256 px, not ${size}`)
    const at = index * entryBytes
    directory.writeUInt8(size % 256, at) // width; 0 means 256
    directory.writeUInt8(size % 256, at + 1) // height
    directory.writeUInt8(0, at + 2) // no palette
    directory.writeUInt8(0, at + 3) // reserved
    directory.writeUInt16LE(1, at + 4) // colour planes
    directory.writeUInt16LE(32, at + 6) // bits per pixel (RGBA)
    directory.writeUInt32LE(png.length, at + 8)
    directory.writeUInt32LE(offset, at + 12)
    offset += png.length
  })
  return Buffer.concat([header, directory, ...images.map(image => image.png)])
}

/** The icon at each favicon size, as RGBA PNGs in one ICO file. */
export async function faviconIco(iconFile: string, sizes: readonly number[] = faviconSizes): Promise<Buffer> {
  const images = await Promise.all(
    sizes.map(async size => ({
      size,
      png: await sharp(iconFile)
        .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .ensureAlpha()
        .png()
        .toBuffer(),
    })),
  )
  return icoFromPngs(images)
}

/** Writes public/favicon.ico from the site icon. */
export async function writeFaviconIco(siteRootDir: string, publicDir: string): Promise<void> {
  const ico = await faviconIco(path.join(siteRootDir, siteIconPath))
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), ico)
}
