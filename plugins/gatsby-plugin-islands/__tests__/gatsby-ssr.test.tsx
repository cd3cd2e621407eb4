/**
 * What the plugin makes of a page, rendered by Gatsby's own page renderer (./gatsby-page-renderer.ts) with this
 * plugin's gatsby-ssr, gatsby-plugin-image's (which adds an inline script to every head) and a JSON-LD one.
 */
import { createHash } from "node:crypto"
import * as React from "react"
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby"
import { frameworkScriptsSliceId, gatsbyImageScriptHashes, pagePathScriptId } from "../gatsby-internals"
import * as islandsSsr from "../gatsby-ssr"
import { useIslandRendered } from "../index"
import type { IslandsBuild } from "../page-scripts"
import { documentOf, gatsbyPluginImage, PageWithImages, renderPage } from "./gatsby-page-renderer"

const islandsBuild: IslandsBuild = {
  scripts: { standalone: "/static/standalone/standalone-aaa.js", islands: "/static/islands/islands-bbb.js" },
}
/** A site plugin that adds structured data (a data block, never run) to every head. */
const jsonLd = {
  name: "json-ld",
  plugin: {
    onRenderBody: ({ setHeadComponents }: RenderBodyArgs) =>
      setHeadComponents([<script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />]),
  },
}
const plugins = [{ name: "gatsby-plugin-islands", plugin: islandsSsr }, gatsbyPluginImage, jsonLd]

const StaticPage = () => <p>Services on Sunday</p>
function Form() {
  useIslandRendered("form")
  return <form />
}
const PageWithIsland = () => (
  <main>
    <Form />
  </main>
)

const scriptsOf = (html: string) => [...documentOf(html).querySelectorAll("script")]
const sources = (html: string) => scriptsOf(html).flatMap(script => script.getAttribute("src") ?? [])

describe("in a production build", () => {
  beforeAll(() => Object.assign(globalThis, { ISLANDS_PLUGIN_BUILD: islandsBuild }))
  afterAll(() => Reflect.deleteProperty(globalThis, "ISLANDS_PLUGIN_BUILD"))

  test("a static page runs the standalone script and nothing of Gatsby's runtime", async () => {
    const html = await renderPage("/worship", StaticPage, plugins)
    const page = documentOf(html)
    expect(page.head.querySelector(`script[src="${islandsBuild.scripts.standalone}"]`)?.hasAttribute("async")).toBe(
      true,
    )
    expect(sources(html)).not.toContain(islandsBuild.scripts.islands)
    expect(page.getElementById(pagePathScriptId)).toBeNull()
    expect(html).not.toContain(frameworkScriptsSliceId)
  })

  test("a page that renders an island also runs the island script, deferred", async () => {
    const html = await renderPage("/contact", PageWithIsland, plugins)
    const islandScript = documentOf(html).head.querySelector(`script[src="${islandsBuild.scripts.islands}"]`)
    expect(islandScript?.hasAttribute("defer")).toBe(true)
    expect(sources(html)).toContain(islandsBuild.scripts.standalone)
  })

  test("pages rendered at the same time each get only what they rendered", async () => {
    const [withIsland, without] = await Promise.all([
      renderPage("/contact", PageWithIsland, plugins),
      renderPage("/venues", StaticPage, plugins),
    ])
    expect(sources(withIsland)).toContain(islandsBuild.scripts.islands)
    expect(sources(without)).not.toContain(islandsBuild.scripts.islands)
  })

  test("the only inline scripts left are gatsby-plugin-image's, which the CSP allows by hash", async () => {
    const html = await renderPage("/worship", PageWithImages, plugins)
    const inline = scriptsOf(html).filter(script => !script.src && script.type !== "application/ld+json")
    expect(inline.length).toBeGreaterThan(0)
    const hashes = inline.map(script => `'sha256-${createHash("sha256").update(script.text).digest("base64")}'`)
    expect(new Set(hashes)).toEqual(new Set(Object.values(gatsbyImageScriptHashes)))
  })

  test("a build fails, naming gatsby-internals.ts, if Gatsby no longer adds its runtime where the plugin expects", async () => {
    const gatsbyChanged = {
      name: "a Gatsby that puts its runtime elsewhere",
      plugin: {
        onPreRenderHTML: ({ getPostBodyComponents, replacePostBodyComponents }: PreRenderHTMLArgs) =>
          replacePostBodyComponents(
            getPostBodyComponents().filter(
              component => !(component as React.ReactElement<{ sliceId?: string }>).props.sliceId,
            ),
          ),
      },
    }
    await expect(renderPage("/worship", StaticPage, [gatsbyChanged, ...plugins])).rejects.toThrow(
      /"_gatsby-scripts".*gatsby-internals\.ts/,
    )
  })

  test("a data block stays inline", async () => {
    const html = await renderPage("/worship", StaticPage, plugins)
    expect(documentOf(html).head.querySelector('script[type="application/ld+json"]')?.textContent).toBe("{}")
  })
})

test("with no build handed over (gatsby develop) a page is left as Gatsby made it, to hydrate whole", async () => {
  const html = await renderPage("/contact", PageWithIsland, plugins)
  expect(documentOf(html).getElementById(pagePathScriptId)).not.toBeNull()
  expect(sources(html)).toEqual([])
})
