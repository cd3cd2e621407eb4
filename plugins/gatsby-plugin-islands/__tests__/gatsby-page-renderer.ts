/**
 * Gatsby's own page renderer (`gatsby/cache-dir/static-entry.js`, the module `gatsby build` bundles into its HTML
 * renderer) run in Jest, with Gatsby's own SSR API runner over the given plugins' gatsby-ssr modules: what a page's
 * HTML would be, without a whole build. Only what webpack and the bootstrap would supply is stood in for: the page
 * components (`$virtual/async-requires`), the list of plugins, and the path globals.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { JSDOM } from "jsdom"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { createElement } from "react"
import type * as React from "react"

interface SsrPlugin {
  name: string
  plugin: Record<string, unknown>
  options?: Record<string, unknown>
}

const mockPageComponents: Record<string, () => Promise<{ default: React.ComponentType }>> = {}
jest.mock("$virtual/async-requires", () => ({ components: mockPageComponents }), { virtual: true })
// Re-exported by static-entry for page-ssr engines, which the site does not use; not installed.
jest.mock("react-server-dom-webpack/writer.node.server", () => ({}), { virtual: true })

/** How the build defines them for a site without a path prefix. */
Object.assign(globalThis, { __BASE_PATH__: "", __ASSET_PREFIX__: "", __PATH_PREFIX__: "" })

/**
 * Loads an empty site's config with Gatsby's own config loader, which sets the process-wide flags a build runs with
 * (`process.env.GATSBY_SLICES` among them), before a test file renders anything.
 */
async function loadConfigAsGatsbyBuildDoes(): Promise<void> {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "islands-plugin-site-"))
  fs.writeFileSync(path.join(site, "gatsby-config.js"), "module.exports = {}\n")
  const { loadConfig } = jest.requireActual<{
    loadConfig: (args: { siteDirectory: string; processFlags: boolean }) => Promise<unknown>
  }>("gatsby/dist/bootstrap/load-config")
  await loadConfig({ siteDirectory: site, processFlags: true })
  fs.rmSync(site, { recursive: true, force: true })
}

beforeAll(loadConfigAsGatsbyBuildDoes, 30_000)

/** Renders `Page` at `pagePath` as `gatsby build` does, with the given plugins' gatsby-ssr. Returns the page's HTML. */
export async function renderPage(pagePath: string, Page: React.ComponentType, plugins: SsrPlugin[]): Promise<string> {
  Object.assign(globalThis, { plugins: plugins.map(plugin => ({ options: { plugins: [] }, ...plugin })) })
  const componentChunkName = `component---${pagePath.replace(/\W/g, "-")}`
  mockPageComponents[componentChunkName] = () => Promise.resolve({ default: Page })
  const { default: staticPage } = jest.requireActual<{
    default: (page: object) => Promise<{ html: string }>
  }>("gatsby/cache-dir/static-entry")
  // React warns (in development only) that Gatsby's ServerSliceRenderer gives its markers no keys: Gatsby's, not ours.
  const consoleError = console.error
  const quiet = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('unique "key" prop')) consoleError(...args)
  })
  const { html } = await staticPage({
    pagePath,
    pageData: { componentChunkName, path: pagePath, slicesMap: {}, result: { pageContext: {} } },
    staticQueryContext: {},
    styles: [],
    scripts: [],
    reversedStyles: [],
    reversedScripts: [],
    context: { isDuringBuild: true },
    webpackCompilationHash: "1234",
    sliceData: {},
  }).finally(() => quiet.mockRestore())
  return html
}

/** gatsby-plugin-image's own gatsby-ssr, which adds its loader script to every head. */
export const gatsbyPluginImage: SsrPlugin = {
  name: "gatsby-plugin-image",
  plugin: jest.requireActual<Record<string, unknown>>("gatsby-plugin-image/gatsby-ssr"),
}

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 40,
  height: 30,
  images: { fallback: { src: "/a.jpg", srcSet: "/a.jpg 40w", sizes: "40px" }, sources: [] },
}
/** A page with two of gatsby-plugin-image's server-rendered images. */
export const PageWithImages = () =>
  createElement(
    "main",
    null,
    createElement(GatsbyImage, { image, alt: "one" }),
    createElement(GatsbyImage, { image, alt: "two" }),
  )

/** The page's HTML as a browser would read it. */
export const documentOf = (html: string) => new JSDOM(html).window.document
