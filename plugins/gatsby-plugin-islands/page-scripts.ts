import { createElement, type ReactElement } from "react"

/** The two scripts the plugin bundles, each named by the site in gatsby-config (an entry module). */
export const bundles = {
  /** the script every page runs, no framework; async, so it never holds up the page */
  standalone: { publicPath: "/static/standalone/", loading: "async" },
  /** React and the islands; deferred, so the islands' HTML is all there when it hydrates them */
  islands: { publicPath: "/static/islands/", loading: "defer" },
} as const
export type BundleName = keyof typeof bundles

/** What `onPreBuild` built, handed to the HTML renderer: each bundle's entry file, and the inline scripts' files. */
export interface IslandsBuild {
  scripts: Record<BundleName, string>
  /** each inline script's file, by the script's hash */
  scriptFiles: Record<string, string>
}

/** The head's script tags for a page: the standalone script always, the island script if an island rendered. */
export function scriptTags(scripts: IslandsBuild["scripts"], renderedIslands: ReadonlySet<string>): ReactElement[] {
  const wanted: BundleName[] = renderedIslands.size > 0 ? ["standalone", "islands"] : ["standalone"]
  return wanted.map(name =>
    createElement("script", {
      key: `gatsby-plugin-islands-${name}`,
      src: scripts[name],
      [bundles[name].loading]: true,
    }),
  )
}
