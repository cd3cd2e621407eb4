// Draws the 1200x630 picture that social networks show when someone shares a page (Open Graph image).
// Run: npx tsx scripts/make-share-card.ts [--force]. Replace static/images/share-card.png with a real photo at any time.
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { siteFacts } from "../src/content/collections/site"
import { colors } from "../src/theme"
import { escapeXml } from "./placeholder-art"
import { checkedEntries, projectRoot as root } from "./placeholder-content"

async function main() {
  const target = path.join(root, "static/images/share-card.png")
  if (fs.existsSync(target) && !process.argv.includes("--force")) {
    console.log(`kept ${path.relative(root, target)}`)
    return
  }
  const site = checkedEntries(siteFacts)[0]?.data
  if (!site) {
    console.error(`data/${siteFacts.folder}/ has no site details that pass the content check; no share card made`)
    process.exit(1)
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colors.primary}"/>
  <rect x="0" y="560" width="1200" height="70" fill="${colors.primaryDark}"/>
  <rect x="140" y="170" width="44" height="230" rx="8" fill="#e8c25a"/>
  <rect x="82" y="228" width="160" height="44" rx="8" fill="#e8c25a"/>
  <text x="300" y="280" font-family="Georgia, serif" font-size="64" fill="#ffffff">${escapeXml(site.parishName)}</text>
  <text x="300" y="360" font-family="Georgia, serif" font-size="44" fill="#e8c25a">${escapeXml(site.locality)}</text>
  <text x="80" y="606" font-family="sans-serif" font-size="28" fill="#ffffff">${escapeXml(new URL(site.siteUrl).host)}</text>
</svg>`
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target)
  console.log(`made ${path.relative(root, target)}`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
