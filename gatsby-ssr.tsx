import type { GatsbySSR } from "gatsby"
import { replaceRenderer as renderPageBody } from "./src/render-page-body"
import { fontPreloadLinks } from "./src/theme/FontPreloads"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * The font files the first screen uses preloaded, first in the head, so the browser finds them in the HTML's first
 * round trip; then the page's body, whose critical CSS the renderer puts in the head after them
 * (src/render-page-body.tsx). Which scripts a page carries is gatsby-plugin-islands' work
 * (plugins/gatsby-plugin-islands).
 */
export const replaceRenderer = (args => {
  args.setHeadComponents(fontPreloadLinks())
  renderPageBody(args)
}) satisfies GatsbySSR["replaceRenderer"]
