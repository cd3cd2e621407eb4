import sharp from "sharp"
import { siteIconPath } from "../../gatsby/favicon-ico"
import { colors } from "../../src/theme"
import type { PlaceholderFiles } from "./placeholder-files"

/** The gold of the cross on the site icon and the share card, brighter than the theme's accent on purple. */
export const CROSS_GOLD = "#e8c25a"

/**
 * The site icon (favicons, web manifest, home-screen icon): a gold cross on the parish purple, until a real logo is
 * saved over it. gatsby-config's manifest and the build's favicon.ico are drawn from this one file.
 */
export async function makeSiteIcon(files: PlaceholderFiles) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${colors.primary}"/>
  <rect x="226" y="96" width="60" height="320" rx="10" fill="${CROSS_GOLD}"/>
  <rect x="146" y="176" width="220" height="60" rx="10" fill="${CROSS_GOLD}"/>
</svg>`
  await files.write(siteIconPath, () => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer())
}
