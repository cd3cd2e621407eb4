import type { GatsbySSR } from "gatsby"
import { isPageCss } from "./src/render-page-body"
import { fontPreloadLinks } from "./src/theme/FontPreloads"

export { wrapPageElement } from "./src/wrap-page-element"
export { replaceRenderer } from "./src/render-page-body"

/**
 * The font files the first screen uses, preloaded. Which scripts a page carries is gatsby-plugin-islands' work
 * (plugins/gatsby-plugin-islands).
 */
export const onRenderBody = (({ setHeadComponents }) => {
  setHeadComponents(fontPreloadLinks())
}) satisfies GatsbySSR["onRenderBody"]

/**
 * The page's CSS last in the head. The renderer puts it there (src/render-page-body.tsx) before the plugins add
 * theirs, and the site's rules must follow gatsby-plugin-image's in the cascade, to win where both style an image.
 */
export const onPreRenderHTML = (({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents()
  replaceHeadComponents([...head.filter(component => !isPageCss(component)), ...head.filter(isPageCss)])
}) satisfies GatsbySSR["onPreRenderHTML"]
