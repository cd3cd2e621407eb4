import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { withoutFrameworkScripts, type HtmlComponent } from "./gatsby-internals"
import { withScriptFiles } from "./inline-scripts"
import { scriptTags, type IslandsBuild } from "./page-scripts"
import { recordIslands, takeRenderedIslands } from "./rendered-islands"

/** Set by gatsby-node's onCreateWebpackConfig in `gatsby build`; absent under `gatsby develop`. */
declare const ISLANDS_PLUGIN_BUILD: IslandsBuild | undefined
const build = () => (typeof ISLANDS_PLUGIN_BUILD === "undefined" ? undefined : ISLANDS_PLUGIN_BUILD)

/** Records which islands each page renders (Gatsby also wraps the Head export, with no pathname: nothing to record). */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({
  element,
  pathname,
}: {
  element: ReactElement
  pathname?: string
}) => (pathname ? recordIslands(pathname, element) : element)

/**
 * In a production build, on the page's React elements before they become HTML: Gatsby's runtime left out, the
 * standalone script added to the head, the island script too if the page rendered an island, and each inline
 * script swapped for its file.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = args => {
  const { pathname } = args
  const renderedIslands = takeRenderedIslands(pathname)
  const islandsBuild = build()
  if (!islandsBuild) return
  const asFiles = (components: HtmlComponent[]) => withScriptFiles(components, islandsBuild.scriptFiles, pathname)
  args.replaceHeadComponents([
    ...asFiles(args.getHeadComponents()),
    ...scriptTags(islandsBuild.scripts, renderedIslands),
  ])
  args.replacePreBodyComponents(asFiles(args.getPreBodyComponents()))
  args.replacePostBodyComponents(asFiles(withoutFrameworkScripts(args.getPostBodyComponents(), pathname)))
}
