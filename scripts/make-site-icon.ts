// Draws the site icon (favicons, web manifest, home-screen icon): a gold cross on the parish purple.
// Run: npx tsx scripts/make-site-icon.ts [--force]. Replace src/images/site-icon.png with a real logo at any time.
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { siteIconPath } from "../gatsby/favicon-ico"
import { colors } from "../src/theme"

async function main() {
  const root = path.resolve(__dirname, "..")
  // The file gatsby-config's manifest and the build's favicon.ico are drawn from.
  const target = path.join(root, siteIconPath)
  if (fs.existsSync(target) && !process.argv.includes("--force")) {
    console.log(`kept ${path.relative(root, target)}`)
    return
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${colors.primary}"/>
  <rect x="226" y="96" width="60" height="320" rx="10" fill="#e8c25a"/>
  <rect x="146" y="176" width="220" height="60" rx="10" fill="#e8c25a"/>
</svg>`
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target)
  console.log(`made ${path.relative(root, target)}`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
