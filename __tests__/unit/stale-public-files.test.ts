import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readRedirectRules, redirectsFileText } from "../../gatsby/local-redirects-adapter"
import { removePhotoLeftovers, removeStaticLeftovers } from "../../gatsby/stale-public-files"

/**
 * A rebuild publishes nothing that static/ or data/ no longer has (gatsby/stale-public-files.ts), and the redirects
 * the build makes reach public/_redirects as Netlify's adapter writes them (gatsby/local-redirects-adapter.ts).
 */

jest.mock("../../src/content/built-files", () => ({ filesTheBuildMakes: ["/files/made-by-the-build.pdf"] }))

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "parish-public-"))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const put = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), file)
}
const there = (file: string) => fs.existsSync(path.join(root, file))

describe("files deleted from static/", () => {
  it("leave public/ before the next build copies static/ again; the rest of public/ is left alone", () => {
    for (const file of ["files/kept.pdf", "files/children/roots/sheet.pdf", "images/share-card.png"]) {
      put(`static/${file}`)
      put(`public/${file}`)
    }
    put("public/files/deleted.pdf")
    put("public/files/children/roots/old-sheet.pdf")
    put("public/files/made-by-the-build.pdf")
    put("public/index.html")
    put("public/icons/icon-192x192.png")
    expect(removeStaticLeftovers(root).sort()).toEqual([
      "public/files/children/roots/old-sheet.pdf",
      "public/files/deleted.pdf",
    ])
    expect(there("public/files/deleted.pdf")).toBe(false)
    for (const file of [
      "public/files/kept.pdf",
      "public/files/children/roots/sheet.pdf",
      "public/images/share-card.png",
      "public/files/made-by-the-build.pdf",
      "public/index.html",
      "public/icons/icon-192x192.png",
    ])
      expect(there(file)).toBe(true)
  })
})

describe("photos deleted from data/", () => {
  it("take their sizes out of public/static/ once the build is done; webpack's folders stay", () => {
    const live = "0123456789abcdef0123456789abcdef"
    const gone = "fedcba9876543210fedcba9876543210"
    put(`public/static/${live}/1a2b3/hall.avif`)
    put(`public/static/${gone}/1a2b3/old-hall.avif`)
    put("public/static/standalone/entry-abc123.js")
    expect(removePhotoLeftovers(path.join(root, "public"), new Set([live]))).toEqual([`public/static/${gone}`])
    expect(there(`public/static/${gone}`)).toBe(false)
    expect(there(`public/static/${live}/1a2b3/hall.avif`)).toBe(true)
    expect(there("public/static/standalone/entry-abc123.js")).toBe(true)
  })
})

describe("the redirects in public/_redirects", () => {
  it("are written as Netlify writes them and read back by the preview server, rewrites left out", () => {
    const text = redirectsFileText([
      { type: "redirect", path: "/amazon-smile", toPath: "/passive-giving", status: 301, headers: [] },
      { type: "redirect", path: "/old", toPath: "https://example.org/", status: 302, headers: [] },
      { type: "static", path: "/history", filePath: "public/history/index.html", headers: [] },
    ])
    expect(text).toBe("/amazon-smile  /passive-giving  301\n/old  https://example.org/  302\n")
    expect(readRedirectRules(`${text}/api/contact  /.netlify/functions/contact  200\n# a comment\n`)).toEqual([
      { from: "/amazon-smile", to: "/passive-giving", status: 301 },
      { from: "/old", to: "https://example.org/", status: 302 },
    ])
  })
})
