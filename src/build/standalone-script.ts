import { bundleScript, withScriptTag } from "./bundle-script"

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

/** Adds the standalone script to every page's head, in place of any earlier one: async, so it never holds up the page. */
export const addStandaloneScript = (html: string, src: string): string =>
  withScriptTag(html, { publicPath: standalonePublicPath, src, loading: "async" })
