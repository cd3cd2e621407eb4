import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { altFor } from "../../src/components/Picture"
import { drawingShownIn } from "../../src/content/drawings"
import { box, tone, type Drawing } from "../../tools/placeholders/drawing-kit"
import { drawingToImage } from "../../tools/placeholders/placeholder-files"

/**
 * A placeholder drawing is described as what it shows; a photo an editor saves at the same name gets the words the
 * entry gives it ("What the photo shows"), with nothing else to change.
 */
describe("a picture's alt text while it is a drawing, and once a photo replaces it", () => {
  let folder: string
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "drawings-"))
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  const entryAlt = "The Gabriel Hall set out for a toddler group"
  // Ends in a bracket, which the EXIF writer would read as a note of its own and drop.
  const shows = "A drawing of Gabriel Hall: tall windows onto the garden (and its trees)"
  const drawing: Drawing = { width: 12, height: 8, body: box(2, 2, 8, 4, tone.purple), shows }
  const altOfFile = async (file: string) => {
    const words = await drawingShownIn(file)
    return altFor({ drawing: words, childImageSharp: null }, entryAlt)
  }

  it.each(["gabriel-hall.jpg", "gabriel-hall.png", "gabriel-hall.webp"])(
    "a drawing the tools made (%s) is described by what it shows",
    async name => {
      const file = path.join(folder, name)
      fs.writeFileSync(file, await drawingToImage(drawing, 24, name))
      expect(await altOfFile(file)).toBe(`${shows}.`)
    },
  )

  it("a photo saved at the drawing's name gets the entry's words, even one whose camera wrote a description", async () => {
    const file = path.join(folder, "gabriel-hall.jpg")
    fs.writeFileSync(file, await drawingToImage(drawing, 24, "gabriel-hall.jpg"))
    const photo = sharp({ create: { width: 30, height: 20, channels: 3, background: "#8a6" } })
    fs.writeFileSync(
      file,
      await photo
        .withExif({ IFD0: { ImageDescription: "OLYMPUS DIGITAL CAMERA", Software: "Version 1.0" } })
        .jpeg()
        .toBuffer(),
    )
    expect(await altOfFile(file)).toBe(entryAlt)
    fs.writeFileSync(file, await photo.png().toBuffer())
    expect(await altOfFile(file)).toBe(entryAlt)
  })

  it("a picture shown as decoration beside its own words stays decoration while it is a drawing", async () => {
    const file = path.join(folder, "tile.jpg")
    fs.writeFileSync(file, await drawingToImage(drawing, 24, "tile.jpg"))
    expect(altFor({ drawing: await drawingShownIn(file), childImageSharp: null }, "")).toBe("")
  })
})
