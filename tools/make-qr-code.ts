// Draws the QR code on the home page: scanning it opens the parish's easyfundraising cause page.
// Run after changing easyfundraisingUrl in data/site/site.json: npm run qr-code (npm run placeholders runs it too).
// It writes the picture site.json's qrCode names, beside it (480x480, black on white, 4-module quiet zone so phones
// read it).
import path from "node:path"
import QRCode from "qrcode"
import { besideEntry } from "../src/content/collection"
import { siteFacts } from "../src/content/collections/site"
import { checkedEntries, projectRoot as root } from "./checked-content"

/** The name to draw it under while site.json names none yet (the field is optional). */
const DEFAULT_QR_CODE = "easyfundraising-qr.png"

async function main() {
  const entry = checkedEntries(siteFacts)[0]
  if (!entry) {
    console.error(`data/${siteFacts.folder}/ has no site details that pass the content check; no QR code made`)
    process.exit(1)
  }
  const { easyfundraisingUrl: url, qrCode = DEFAULT_QR_CODE } = entry.data
  // The schema accepts http:// too; a QR code should only ever open a secure page.
  if (!/^https:\/\//.test(url)) {
    console.error(`${entry.file}: easyfundraisingUrl must be an https:// address; no QR code made`)
    process.exit(1)
  }
  const target = path.join(root, besideEntry(entry.file, qrCode))
  // Error correction "M" survives a smudged print-out of the page while keeping the modules large.
  await QRCode.toFile(target, url, { type: "png", width: 480, margin: 4, errorCorrectionLevel: "M" })
  console.log(`made ${path.relative(root, target)} for ${url}`)
  if (!entry.data.qrCode) console.log(`name it in ${entry.file}'s qrCode field to show it on the home page`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
