import { hasIsland } from "../hydrated-pages"
import { bundleScript } from "./bundle-script"

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

const islandTag = /<script src="\/static\/islands\/[^"]*" defer><\/script>/g

/**
 * Adds the island script to the head of a page that contains an island, in place of any earlier one (Gatsby does not
 * rewrite unchanged pages on a second build); other pages get none. Deferred: it runs once the HTML is parsed.
 */
export function addIslandScript(html: string, src: string): string {
  const page = html.replace(islandTag, "")
  return hasIsland(page) ? page.replace("</head>", `<script src="${src}" defer></script></head>`) : page
}
