import * as React from "react"
import type { PagePathname } from "./gatsby-internals"

/**
 * Which islands a page rendered, recorded while Gatsby renders it: the plugin's `wrapRootElement` gives each page a
 * set, an island adds its name while rendering (`useIslandRendered`), and `onPreRenderHTML` takes the set to decide
 * whether the page gets the island script. Nothing is read back from the HTML.
 */
const RenderedIslands = React.createContext<Set<string> | null>(null)
const renderedByPage = new Map<PagePathname, Set<string>>()

/** The page's element, recording the islands it renders. */
export function recordIslands(pathname: PagePathname, element: React.ReactNode) {
  const rendered = new Set<string>()
  renderedByPage.set(pathname, rendered)
  return <RenderedIslands.Provider value={rendered}>{element}</RenderedIslands.Provider>
}

/** The islands the page rendered (none if it was not recorded); forgets them, as each page is rendered once. */
export function takeRenderedIslands(pathname: PagePathname): ReadonlySet<string> {
  const rendered = renderedByPage.get(pathname) ?? new Set<string>()
  renderedByPage.delete(pathname)
  return rendered
}

/**
 * Called by an island's root component while it renders: the page then gets the island script. Does nothing in the
 * browser (no recording there; under `gatsby develop` the whole page hydrates).
 */
export function useIslandRendered(name: string): void {
  React.useContext(RenderedIslands)?.add(name)
}
