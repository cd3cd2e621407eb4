// Draws the site icon (favicons, web manifest, home-screen icon): a gold cross on the parish purple.
// Run: node scripts/make-site-icon.mjs [--force]. Replace src/images/site-icon.png with a real logo at any time.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const target = path.join(root, "src/images/site-icon.png")
if (fs.existsSync(target) && !process.argv.includes("--force")) {
  console.log(`kept ${path.relative(root, target)}`)
  process.exit(0)
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="#4b2a6e"/>
  <rect x="226" y="96" width="60" height="320" rx="10" fill="#e8c25a"/>
  <rect x="146" y="176" width="220" height="60" rx="10" fill="#e8c25a"/>
</svg>`
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target)
console.log(`made ${path.relative(root, target)}`)
