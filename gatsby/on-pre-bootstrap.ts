import type { GatsbyNode } from "gatsby"
import { writeFontSubsets } from "./font-subsets"
import { writeGeneratedFragments } from "./generated-fragments"
import { siteRoot } from "./site-root"
import { removeStaticLeftovers } from "./stale-public-files"

/**
 * Writes what the build makes from the schemas and the theme before Gatsby reads the site's code: the generated
 * fragments, and the font files cut from their packages (gatsby/font-subsets.ts); and takes out of public/ the files
 * deleted from static/ since the last build (gatsby/stale-public-files.ts). The content was checked before this
 * (gatsby/on-pre-init.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  writeGeneratedFragments()
  // Before Gatsby copies static/ into public/ again: what was deleted from static/ must not stay published.
  const leftovers = removeStaticLeftovers(siteRoot())
  if (leftovers.length) reporter.info(`Removed what static/ no longer has: ${leftovers.join(", ")}.`)
  // Before webpack runs: src/theme/font-faces.ts imports these files.
  const fonts = await writeFontSubsets(siteRoot())
  reporter.info(`Font files cut: ${fonts.map(font => `${font.name} ${font.bytes} B`).join(", ")}.`)
}
