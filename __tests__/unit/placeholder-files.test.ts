import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PlaceholderFiles } from "../../tools/placeholders/placeholder-files"

/**
 * `npm run placeholders` runs after real photos and sheets are in: it must draw only what is missing, and never
 * overwrite a file an editor saved unless --force asks for it.
 */
describe("the placeholder files", () => {
  let root: string
  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {})
    root = fs.mkdtempSync(path.join(os.tmpdir(), "placeholders-"))
    fs.mkdirSync(path.join(root, "data/people"), { recursive: true })
    fs.writeFileSync(path.join(root, "data/people/real.jpg"), "the real photo")
  })
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true })
    jest.restoreAllMocks()
  })

  const drawn = () => Promise.resolve(Buffer.from("a placeholder"))

  it("keeps a file that is there and draws one that is missing, with its folder", async () => {
    const files = new PlaceholderFiles(root, false)
    const make = jest.fn(drawn)
    await files.write("data/people/real.jpg", make)
    await files.write("static/files/children/new-publisher/sheet.pdf", drawn)
    expect(make).not.toHaveBeenCalled()
    expect(fs.readFileSync(path.join(root, "data/people/real.jpg"), "utf8")).toBe("the real photo")
    expect(fs.readFileSync(path.join(root, "static/files/children/new-publisher/sheet.pdf"), "utf8")).toBe(
      "a placeholder",
    )
    expect([files.made, files.kept]).toEqual([1, 1])
  })

  it("redraws a file that is there only when forced", async () => {
    const files = new PlaceholderFiles(root, true)
    await files.write("data/people/real.jpg", drawn)
    expect(fs.readFileSync(path.join(root, "data/people/real.jpg"), "utf8")).toBe("a placeholder")
  })
})
