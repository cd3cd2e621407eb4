// Draws the QR code on the home page: scanning it opens the parish's easyfundraising cause page.
// Run after changing easyfundraisingUrl in data/site/site.json: node scripts/make-qr-code.mjs
// It writes data/site/easyfundraising-qr.png (480x480, black on white, 4-module quiet zone so phones read it).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import QRCode from "qrcode"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site/site.json"), "utf8"))
const url = site.easyfundraisingUrl
if (typeof url !== "string" || !/^https:\/\//.test(url)) {
  console.error("data/site/site.json: easyfundraisingUrl must be an https:// address; no QR code made")
  process.exit(1)
}
const target = path.join(root, "data/site/easyfundraising-qr.png")
// Error correction "M" survives a smudged print-out of the page while keeping the modules large.
await QRCode.toFile(target, url, { type: "png", width: 480, margin: 4, errorCorrectionLevel: "M" })
console.log(`made ${path.relative(root, target)} for ${url}`)
