/** @jest-environment node */
import * as React from "react"
import { replaceRenderer, onPreRenderHTML, onRenderBody } from "../../gatsby-ssr"
import {
  documentOf,
  gatsbyPluginImage,
  PageWithImages,
  renderPage,
} from "../../plugins/gatsby-plugin-islands/__tests__/gatsby-page-renderer"

/**
 * A page's head as Gatsby's own page renderer makes it with the site's gatsby-ssr and gatsby-plugin-image's, which
 * adds CSS of its own (the page frame, `wrapPageElement`, needs the build's data and is left out).
 */
const site = { name: "site", plugin: { replaceRenderer, onRenderBody, onPreRenderHTML } }
const Page = () => (
  <div css={{ display: "grid" }}>
    <PageWithImages />
  </div>
)

test("a page's head holds its web fonts, off until the page's script turns them on, then the page's own CSS, and nothing of gatsby-plugin-image's GatsbyImage, which the site does not use", async () => {
  const page = documentOf(await renderPage("/venues", Page, [gatsbyPluginImage, site]))
  const head = [...page.head.children]
  const webFonts = head.filter(element => element.matches("style[data-web-fonts]"))
  const withoutScript = head.filter(element => element.matches("noscript") && element.innerHTML.includes("@font-face"))
  // The plugin's CSS, its no-script CSS and its fade-in script, all for GatsbyImage's wrapper.
  const imagePluginHead = head.filter(element => element.outerHTML.includes("gatsby-image-wrapper"))
  const pageCss = head.filter(element => element.matches("style[data-emotion]"))
  expect(pageCss.map(style => style.textContent).join("")).toContain("display:grid")
  // The web faces apply to nothing as served; without JavaScript the same faces apply from the start.
  expect(webFonts.map(style => style.getAttribute("media"))).toEqual(["not all"])
  expect(webFonts[0]!.textContent).toMatch(/@font-face\{[^}]*url\(/)
  expect(withoutScript.map(element => element.innerHTML)).toEqual([`<style>${webFonts[0]!.textContent}</style>`])
  expect(head.some(element => element.matches('link[rel="preload"][as="font"]'))).toBe(false)
  // The fallbacks, in the page's CSS, are local fonts only.
  expect(pageCss.map(style => style.textContent).join("")).not.toMatch(/@font-face\{[^}]*url\(/)
  expect(imagePluginHead).toEqual([])
  expect(head.indexOf(pageCss[0]!)).toBe(head.length - pageCss.length)
  expect(page.body.querySelector("style")).toBeNull()
})
