import { bundleScript } from "./bundle-script"

/**
 * Bundles the standalone script (src/standalone/entry.ts) that every page runs: one small file named by its content
 * hash, plus the web-vitals chunk it loads once the page is idle, both under /static/standalone/.
 */
export const standalonePublicPath = "/static/standalone/"

export const buildStandaloneScript = (siteRoot: string, publicDir: string): Promise<string> =>
  bundleScript(siteRoot, publicDir, {
    name: "standalone",
    entry: "./src/standalone/entry.ts",
    publicPath: standalonePublicPath,
  })

const standaloneTag = /<script src="\/static\/standalone\/[^"]*" async><\/script>/g

/**
 * Adds the standalone script to a page's head, in place of any earlier one (Gatsby does not rewrite unchanged
 * pages on a second build): async, so it never holds up the page; it waits for the HTML itself.
 */
export function addStandaloneScript(html: string, src: string): string {
  return html.replace(standaloneTag, "").replace("</head>", `<script src="${src}" async></script></head>`)
}
