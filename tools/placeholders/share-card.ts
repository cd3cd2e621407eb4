import sharp from "sharp"
import { siteFacts } from "../../src/content/collections/site"
import { colors } from "../../src/theme"
import { checkedEntries } from "../checked-content"
import type { PlaceholderFiles } from "./placeholder-files"
import { CROSS_GOLD } from "./site-icon"
import { escapeXml } from "./soft-palettes"

/** Where the share card is served from (src/components/Seo names it for social networks). */
const SHARE_CARD = "static/images/share-card.png"

/**
 * The 1200 × 630 picture social networks show when someone shares a page (Open Graph image): the cross, the parish's
 * name and place, and the site's address, from data/site/site.json. A real photo may be saved over it at any time.
 */
export async function makeShareCard(files: PlaceholderFiles) {
  await files.write(SHARE_CARD, () =>
    sharp(Buffer.from(shareCardSvg())).png({ compressionLevel: 9, palette: true }).toBuffer(),
  )
}

function shareCardSvg() {
  const site = checkedEntries(siteFacts)[0]?.data
  if (!site) {
    throw new Error(`data/${siteFacts.folder}/ has no site details that pass the content check; no share card made`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colors.primary}"/>
  <rect x="0" y="560" width="1200" height="70" fill="${colors.primaryDark}"/>
  <rect x="140" y="170" width="44" height="230" rx="8" fill="${CROSS_GOLD}"/>
  <rect x="82" y="228" width="160" height="44" rx="8" fill="${CROSS_GOLD}"/>
  <text x="300" y="280" font-family="Georgia, serif" font-size="64" fill="#ffffff">${escapeXml(site.parishName)}</text>
  <text x="300" y="360" font-family="Georgia, serif" font-size="44" fill="${CROSS_GOLD}">${escapeXml(site.locality)}</text>
  <text x="80" y="606" font-family="sans-serif" font-size="28" fill="#ffffff">${escapeXml(new URL(site.siteUrl).host)}</text>
</svg>`
}
