import type { GatsbySSR } from "gatsby"
import { onRenderBody as putCriticalCssInHead } from "./src/emotion-ssr"
import { fontPreloadLinks } from "./src/theme/FontPreloads"

export { wrapPageElement } from "./src/wrap-page-element"
export { wrapRootElement } from "./src/emotion-ssr"
export { replaceRenderer } from "./src/render-page-body"

/**
 * The page's critical CSS in the head, and the font files the first screen uses preloaded. Which scripts a page
 * carries is gatsby-plugin-islands' work (plugins/gatsby-plugin-islands).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = args => {
  args.setHeadComponents(fontPreloadLinks())
  putCriticalCssInHead(args)
}
