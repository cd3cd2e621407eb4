import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { domMarkers } from "./src/dom-markers"
import { isPageCss } from "./src/render-page-body"
import { webFontFaceCss } from "./src/theme/font-faces"

export { wrapPageElement } from "./src/wrap-page-element"
export { replaceRenderer } from "./src/render-page-body"

/**
 * The web fonts' faces, in a style element that applies to nothing: the page's script brings them in after the first
 * paint, where they move no line on screen (src/standalone/web-fonts.ts), so the text paints at once in its
 * metric-matched fallbacks and no font file is fetched before then. Without JavaScript the same faces apply from the start. Which scripts a page carries
 * is gatsby-plugin-islands' work (plugins/gatsby-plugin-islands).
 */
export const onRenderBody = (({ setHeadComponents }) => {
  setHeadComponents([
    <style
      key="web-fonts"
      media="not all"
      {...{ [domMarkers.webFonts]: "" }}
      dangerouslySetInnerHTML={{ __html: webFontFaceCss }}
    />,
    <noscript
      key="web-fonts-without-script"
      dangerouslySetInnerHTML={{ __html: `<style>${webFontFaceCss}</style>` }}
    />,
  ])
}) satisfies GatsbySSR["onRenderBody"]

/**
 * gatsby-plugin-image's head elements (keys "gatsby-image-style…"): CSS and a script for its GatsbyImage component,
 * which the site does not use (every picture is a plain <picture>, src/components/Picture). Leaving them out keeps
 * 0.2 KB out of every page's first 14 KB; the plugin stays for its image resolvers. gatsby-ssr.test.tsx runs the
 * plugin's own onRenderBody, so a change of its keys fails there.
 */
const isImagePluginHead = (component: React.ReactNode): boolean =>
  React.isValidElement(component) && String(component.key).startsWith("gatsby-image-style")

/**
 * The page's CSS last in the head, after any a plugin adds. The renderer puts it there (src/render-page-body.tsx)
 * before the plugins add theirs, and the site's rules must win the cascade.
 */
export const onPreRenderHTML = (({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents().filter(component => !isImagePluginHead(component))
  replaceHeadComponents([...head.filter(component => !isPageCss(component)), ...head.filter(isPageCss)])
}) satisfies GatsbySSR["onPreRenderHTML"]
