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

test("a page's head preloads its fonts, then carries gatsby-plugin-image's CSS, then the page's own, which wins", async () => {
  const page = documentOf(await renderPage("/venues", Page, [gatsbyPluginImage, site]))
  const head = [...page.head.children]
  const fontPreloads = head.filter(element => element.matches('link[rel="preload"][as="font"]'))
  const imageCss = head.filter(element => element.matches("style:not([data-emotion])"))
  const pageCss = head.filter(element => element.matches("style[data-emotion]"))
  expect(pageCss.map(style => style.textContent).join("")).toContain("display:grid")
  expect(fontPreloads.length).toBeGreaterThan(0)
  expect(imageCss.length).toBeGreaterThan(0)
  const last = (elements: Element[]) => Math.max(...elements.map(element => head.indexOf(element)))
  const first = (elements: Element[]) => Math.min(...elements.map(element => head.indexOf(element)))
  expect(last(fontPreloads)).toBeLessThan(first(pageCss))
  expect(last(imageCss)).toBeLessThan(first(pageCss))
  expect(page.body.querySelector("style")).toBeNull()
})
