// Draws the 1200x630 picture that social networks show when someone shares a page (Open Graph image).
// Run: node scripts/make-share-card.mjs [--force]. Replace static/images/share-card.png with a real photo at any time.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site/site.json"), "utf8"))
const target = path.join(root, "static/images/share-card.png")
if (fs.existsSync(target) && !process.argv.includes("--force")) {
  console.log(`kept ${path.relative(root, target)}`)
  process.exit(0)
}
const escape = text => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#4b2a6e"/>
  <rect x="0" y="560" width="1200" height="70" fill="#321b4b"/>
  <rect x="140" y="170" width="44" height="230" rx="8" fill="#e8c25a"/>
  <rect x="82" y="228" width="160" height="44" rx="8" fill="#e8c25a"/>
  <text x="300" y="280" font-family="Georgia, serif" font-size="64" fill="#ffffff">${escape(site.parishName)}</text>
  <text x="300" y="360" font-family="Georgia, serif" font-size="44" fill="#e8c25a">${escape(site.locality)}</text>
  <text x="80" y="606" font-family="sans-serif" font-size="28" fill="#ffffff">${escape(new URL(site.siteUrl).host)}</text>
</svg>`
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target)
console.log(`made ${path.relative(root, target)}`)
