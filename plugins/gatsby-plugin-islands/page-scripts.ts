import { createElement, type ReactElement } from "react"
import { idleScriptAttribute, islandScriptAttribute } from "./browser"
import { standaloneLoader, standaloneSourceAttribute } from "./standalone-loader"

/** The three scripts the plugin bundles, each named by the site in gatsby-config (an entry module). */
export const bundles = {
  /**
   * the script every page runs, no framework; loaded once the page has painted its text (./standalone-loader.ts), so
   * it never holds up the page
   */
  standalone: { publicPath: "/static/standalone/" },
  /**
   * React and the islands. Not loaded with the page: the standalone script's tag names it, and the standalone script
   * loads it when the visitor first reaches for an island (./browser.ts).
   */
  islands: { publicPath: "/static/islands/" },
  /** loaded by the standalone script once the page is idle, on every page (./browser.ts) */
  idle: { publicPath: "/static/idle/" },
} as const
export type BundleName = keyof typeof bundles

/** What `onPreBuild` built, handed to the HTML renderer: each bundle's entry file, and the inline scripts' files. */
export interface IslandsBuild {
  scripts: Record<BundleName, string>
  /** each inline script's file, by the script's hash */
  scriptFiles: Record<string, string>
}

/**
 * The head's script tag for a page: the loader of the standalone script, naming it, the idle script, and the island
 * script if an island rendered; the loader puts the standalone script's own tag, with these, in its place.
 */
export function scriptTags(scripts: IslandsBuild["scripts"], renderedIslands: ReadonlySet<string>): ReactElement[] {
  return [
    createElement("script", {
      key: "gatsby-plugin-islands-standalone",
      [standaloneSourceAttribute]: scripts.standalone,
      dangerouslySetInnerHTML: { __html: standaloneLoader },
      [idleScriptAttribute]: scripts.idle,
      ...(renderedIslands.size > 0 && { [islandScriptAttribute]: scripts.islands }),
    }),
  ]
}
