/**
 * Each Gatsby internal named in ../gatsby-internals.ts, checked against the installed Gatsby and
 * gatsby-plugin-image: pages are rendered by Gatsby's own page renderer and SSR API runner
 * (./gatsby-page-renderer.ts). A failure here means a Gatsby upgrade changed something the plugin relies on; the
 * message says what, and gatsby-internals.ts is the one place to change.
 */
import fs from "node:fs"
import * as React from "react"
import {
  frameworkScriptsSliceId,
  gatsbyImageBodyScriptHash,
  gatsbyImageHeadScripts,
  htmlRendererStage,
  isFrameworkScript,
  pagePathScriptId,
  slicesEnvVariable,
  withoutFrameworkScripts,
  type HtmlComponent,
} from "../gatsby-internals"
import { cspHashOf } from "../inline-scripts"
import { documentOf, gatsbyPluginImage, PageWithImages, renderPage } from "./gatsby-page-renderer"

test(`Gatsby turns slices on (${slicesEnvVariable}) while loading a site's config`, () => {
  expect(process.env[slicesEnvVariable]).toBe("true")
})

describe("what Gatsby hands onPreRenderHTML", () => {
  let seen: { api: string; pathname?: string; postBody?: HtmlComponent[] }[]
  const spy = {
    name: "spy",
    plugin: {
      wrapRootElement: ({ element, pathname }: { element: React.ReactElement; pathname?: string }) => {
        seen.push({ api: "wrapRootElement", pathname })
        return element
      },
      onPreRenderHTML: ({
        pathname,
        getPostBodyComponents,
      }: {
        pathname: string
        getPostBodyComponents(): HtmlComponent[]
      }) => {
        seen.push({ api: "onPreRenderHTML", pathname, postBody: getPostBodyComponents() })
      },
    },
  }
  const Recorded = () => {
    seen.push({ api: "page rendered" })
    return <p>A page</p>
  }
  let html: string
  beforeAll(async () => {
    seen = []
    html = await renderPage("/worship", Recorded, [spy])
  })

  test(`its runtime, as the "${frameworkScriptsSliceId}" slice's element and <script id="${pagePathScriptId}">`, () => {
    const postBody = seen.find(call => call.api === "onPreRenderHTML")!.postBody!
    expect(() => withoutFrameworkScripts(postBody, "/worship")).not.toThrow()
    // Those elements are what puts the runtime in the page: the slice's markers (where its scripts are stitched in)
    // and the page-path script.
    const page = documentOf(html)
    expect(page.getElementById(pagePathScriptId)?.textContent).toContain('window.pagePath="/worship"')
    expect(html).toContain(`<slice-start id="${frameworkScriptsSliceId}-1">`)
    expect(postBody.filter(isFrameworkScript)).toHaveLength(2)
  })

  test("the page's pathname, first to wrapRootElement before the page renders, then to onPreRenderHTML", () => {
    const order = seen.map(call => call.api)
    expect(order.indexOf("wrapRootElement")).toBeLessThan(order.indexOf("page rendered"))
    expect(order.indexOf("page rendered")).toBeLessThan(order.indexOf("onPreRenderHTML"))
    expect(seen.filter(call => call.api !== "page rendered").map(call => call.pathname)).toEqual([
      "/worship",
      "/worship",
    ])
  })
})

test(`the HTML renderer's webpack stage is "${htmlRendererStage}", and onPreBuild runs before Gatsby bundles anything`, () => {
  const { Stage } = jest.requireActual<{ Stage: Record<string, string> }>("gatsby/dist/commands/types")
  expect(Stage.BuildHTML).toBe(htmlRendererStage)
  const build = fs.readFileSync(require.resolve("gatsby/dist/commands/build.js"), "utf8")
  const onPreBuild = build.indexOf("`onPreBuild`")
  expect(onPreBuild).toBeGreaterThan(0)
  for (const step of ["buildProductionBundle)(", "buildRenderer)("]) {
    expect(build.indexOf(step)).toBeGreaterThan(onPreBuild)
  }
})

test("a new HTML renderer bundle makes Gatsby render every page again", () => {
  const { htmlReducer } = jest.requireActual<{
    htmlReducer: (state: unknown, action: object) => { trackedHtmlFiles: Map<string, { dirty: number }> }
  }>("gatsby/dist/redux/reducers/html")
  const state = htmlReducer(undefined, { type: "SET_SSR_WEBPACK_COMPILATION_HASH", payload: "first" })
  for (const page of ["/", "/worship"]) state.trackedHtmlFiles.set(page, { dirty: 0 })
  htmlReducer(state, { type: "SET_SSR_WEBPACK_COMPILATION_HASH", payload: "second" })
  expect([...state.trackedHtmlFiles.values()].every(file => file.dirty !== 0)).toBe(true)
})

describe("gatsby-plugin-image's inline scripts, in a page it renders images on", () => {
  let page: Document
  beforeAll(async () => {
    page = documentOf(await renderPage("/with-images", PageWithImages, [gatsbyPluginImage]))
  })
  const textsOf = (scripts: Iterable<Element>) => [...new Set([...scripts].map(script => script.textContent))]

  test("its head loader is what its onRenderBody gives in Node, before any page renders", () => {
    expect(textsOf(page.head.querySelectorAll("script:not([src])"))).toEqual(gatsbyImageHeadScripts())
  })

  test("its loader after each image is the script the Content-Security-Policy allows by hash", () => {
    const bodyScripts = page.querySelectorAll("#___gatsby script:not([src])")
    expect(bodyScripts).toHaveLength(2)
    // Shown whole on failure: the hash to put in gatsby-internals.ts and netlify.toml.
    expect({ "body loader": textsOf(bodyScripts).map(cspHashOf) }).toEqual({
      "body loader": [gatsbyImageBodyScriptHash],
    })
  })
})

test("Gatsby's page renderer is the one the build bundles, so these checks ran the real thing", () => {
  // static-entry.js is what Gatsby copies into .cache/ and bundles as its HTML renderer (webpack's render-page entry).
  const webpackConfig = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8")
  expect(webpackConfig).toContain("`.cache/static-entry`")
})
