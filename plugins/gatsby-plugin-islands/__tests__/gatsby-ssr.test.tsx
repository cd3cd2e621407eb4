/**
 * What the plugin makes of a page, rendered by Gatsby's own page renderer (./gatsby-page-renderer.ts) with this
 * plugin's gatsby-ssr, gatsby-plugin-image's (which adds an inline script to every head) and a JSON-LD one.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import * as React from "react"
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby"
import {
  frameworkScriptsSliceId,
  gatsbyImageBodyScriptHash,
  gatsbyImageHeadScripts,
  pagePathScriptId,
} from "../gatsby-internals"
import { cspHashOf, inlineScriptsPath, writeScriptFiles } from "../inline-scripts"
import * as islandsSsr from "../gatsby-ssr"
import { idleScriptAttribute, islandScriptAttribute } from "../browser"
import { useIslandRendered } from "../index"
import type { IslandsBuild } from "../page-scripts"
import { standaloneLoader, standaloneLoaderHash, standaloneSourceAttribute } from "../standalone-loader"
import { documentOf, gatsbyPluginImage, PageWithImages, renderPage } from "./gatsby-page-renderer"

/** A public/ folder, with what onPreBuild would write there. */
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-public-"))
const islandsBuild: IslandsBuild = {
  scripts: {
    standalone: "/static/standalone/standalone-aaa.js",
    islands: "/static/islands/islands-bbb.js",
    idle: "/static/idle/idle-ccc.js",
  },
  scriptFiles: writeScriptFiles(publicDir, gatsbyImageHeadScripts()),
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
const inlineScripts = (html: string) =>
  scriptsOf(html).filter(script => !script.src && script.type !== "application/ld+json")
/** The inline script in the head that puts the standalone script's tag in its place once the text has painted. */
const standaloneLoaderOf = (html: string) =>
  documentOf(html).head.querySelector(`script[${standaloneSourceAttribute}="${islandsBuild.scripts.standalone}"]`)
const sources = (html: string) => scriptsOf(html).flatMap(script => script.getAttribute("src") ?? [])
/** The island script a page names on the standalone script's tag, for the standalone script to load on first use. */
const namedIslandScripts = (html: string) =>
  scriptsOf(html).flatMap(script => script.getAttribute(islandScriptAttribute) ?? [])

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

describe("in a production build", () => {
  beforeAll(() => Object.assign(globalThis, { ISLANDS_PLUGIN_BUILD: islandsBuild }))
  afterAll(() => Reflect.deleteProperty(globalThis, "ISLANDS_PLUGIN_BUILD"))

  test("a static page loads the standalone script, through the loader, and nothing of Gatsby's runtime", async () => {
    const html = await renderPage("/worship", StaticPage, plugins)
    const page = documentOf(html)
    expect(standaloneLoaderOf(html)?.textContent).toBe(standaloneLoader)
    expect(sources(html)).not.toContain(islandsBuild.scripts.standalone)
    expect(sources(html)).not.toContain(islandsBuild.scripts.islands)
    expect(namedIslandScripts(html)).toEqual([])
    expect(page.getElementById(pagePathScriptId)).toBeNull()
    expect(html).not.toContain(frameworkScriptsSliceId)
  })

  test("every page names the idle script for the standalone script's tag, and does not load it", async () => {
    const html = await renderPage("/worship", StaticPage, plugins)
    expect(standaloneLoaderOf(html)?.getAttribute(idleScriptAttribute)).toBe(islandsBuild.scripts.idle)
    expect(sources(html)).not.toContain(islandsBuild.scripts.idle)
  })

  test("a page that renders an island names the island script for the standalone script's tag, and does not load it", async () => {
    const html = await renderPage("/contact", PageWithIsland, plugins)
    expect(standaloneLoaderOf(html)?.getAttribute(islandScriptAttribute)).toBe(islandsBuild.scripts.islands)
    expect(sources(html)).not.toContain(islandsBuild.scripts.islands)
  })

  test("pages rendered at the same time each get only what they rendered", async () => {
    const [withIsland, without] = await Promise.all([
      renderPage("/contact", PageWithIsland, plugins),
      renderPage("/venues", StaticPage, plugins),
    ])
    expect(namedIslandScripts(withIsland)).toEqual([islandsBuild.scripts.islands])
    expect(namedIslandScripts(without)).toEqual([])
  })

  test("gatsby-plugin-image's head script becomes the file written ahead, in the same place, still a module", async () => {
    const html = await renderPage("/worship", StaticPage, plugins)
    expect(inlineScripts(html).map(script => script.text)).toEqual([standaloneLoader])
    const moved = [...documentOf(html).head.querySelectorAll(`script[src^="${inlineScriptsPath}"]`)]
    expect(moved).toHaveLength(1)
    expect(moved[0]!.getAttribute("type")).toBe("module")
    const file = fs.readFileSync(path.join(publicDir, moved[0]!.getAttribute("src")!), "utf8")
    expect(islandsBuild.scriptFiles[cspHashOf(file)]).toBe(moved[0]!.getAttribute("src"))
  })

  test("the only inline scripts left are the standalone script's loader and gatsby-plugin-image's after each image, allowed by hash", async () => {
    const html = await renderPage("/venues", PageWithImages, plugins)
    expect(new Set(inlineScripts(html).map(script => cspHashOf(script.text)))).toEqual(
      new Set([standaloneLoaderHash, gatsbyImageBodyScriptHash]),
    )
  })

  test("an inline script with no file written ahead stops the build, naming the page", async () => {
    const stray = {
      name: "a plugin with an inline script",
      plugin: {
        onRenderBody: ({ setHeadComponents }: RenderBodyArgs) =>
          setHeadComponents([<script key="stray" dangerouslySetInnerHTML={{ __html: "window.x = 1" }} />]),
      },
    }
    await expect(renderPage("/worship", StaticPage, [...plugins, stray])).rejects.toThrow(
      /\/worship has an inline script that the Content-Security-Policy will block/,
    )
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
