import path from "node:path"
import sharp from "sharp"
import { faviconIco, faviconSizes, icoFromPngs, siteIconPath } from "../../gatsby/favicon-ico"

/** The images an ICO file holds, read back from its header and directory. */
function readIco(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0)
  expect(ico.readUInt16LE(2)).toBe(1)
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const at = 6 + index * 16
    const length = ico.readUInt32LE(at + 8)
    const offset = ico.readUInt32LE(at + 12)
    return {
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      data: ico.subarray(offset, offset + length),
    }
  })
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe("/favicon.ico", () => {
  it("holds the site icon at every favicon size, each a PNG of the size its entry declares", async () => {
    const ico = await faviconIco(path.resolve(__dirname, "../..", siteIconPath))
    const images = readIco(ico)
    expect(images.map(image => image.width)).toEqual([...faviconSizes])
    for (const image of images) {
      expect(image.data.subarray(0, 8)).toEqual(pngSignature)
      const { width, height, channels } = await sharp(image.data).metadata()
      expect({ width, height, channels }).toEqual({ width: image.width, height: image.height, channels: 4 })
    }
    // The images follow the directory one after another, with nothing left over.
    expect(ico.length).toBe(6 + 16 * images.length + images.reduce((sum, image) => sum + image.data.length, 0))
  })

  it("writes 256 px as 0, as the format requires, and refuses sizes it cannot hold", () => {
    const png = Buffer.from(pngSignature)
    expect(readIco(icoFromPngs([{ size: 256, png }]))[0]).toMatchObject({ width: 256, height: 256 })
    expect(icoFromPngs([{ size: 256, png }]).readUInt8(6)).toBe(0)
    expect(() => icoFromPngs([{ size: 512, png }])).toThrow(/1-256 px/)
  })
})
