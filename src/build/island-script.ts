import { hasIsland } from "../hydrated-pages"
import { bundleScript, withScriptTag } from "./bundle-script"

/**
 * Bundles the island script (src/islands/entry.tsx): React, ReactDOM and the islands' components, one file named
 * by its content hash under /static/islands/.
 */
export const islandsPublicPath = "/static/islands/"

export const buildIslandScript = (siteRoot: string, publicDir: string): Promise<string> =>
  bundleScript(siteRoot, publicDir, {
    name: "islands",
    entry: "./src/islands/entry.tsx",
    publicPath: islandsPublicPath,
  })

/**
 * Adds the island script to the head of a page that contains an island, in place of any earlier one; other pages get
 * none. Deferred: it runs once the HTML is parsed.
 */
export const addIslandScript = (html: string, src: string): string =>
  withScriptTag(html, { publicPath: islandsPublicPath, src, loading: "defer", wanted: hasIsland(html) })
