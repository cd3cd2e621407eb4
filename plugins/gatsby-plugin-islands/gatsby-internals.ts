/**
 * Every Gatsby internal this plugin relies on, named once. None is a documented API: each was read from Gatsby
 * 5.16's source. `__tests__/gatsby-internals.test.tsx` checks them against the installed Gatsby (it runs Gatsby's own
 * page renderer, `gatsby/cache-dir/static-entry.js`, with this plugin's gatsby-ssr) and fails naming the one that
 * changed; a production build checks the runtime scripts again on every page (`withoutFrameworkScripts` throws).
 */
import type { ReactElement, ReactNode } from "react"

/**
 * Gatsby 5 turns slices on while loading the config (`bootstrap/load-config`: `process.env.GATSBY_SLICES =
 * "true"`). With slices on, the page renderer (`cache-dir/static-entry.js`) puts the page's runtime scripts (the
 * webpack runtime, framework, app and page chunks, the chunk map `#gatsby-chunk-mapping`, the compilation hash) in
 * the `_gatsby-scripts` slice, and adds to the post-body components one element of its `ServerSliceRenderer` with
 * this `sliceId`; the slice's HTML is stitched in after rendering, where that element left its markers.
 */
export const slicesEnvVariable = "GATSBY_SLICES"
export const frameworkScriptsSliceId = "_gatsby-scripts"

/** The inline post-body `<script id>` that tells the runtime the page's path (`window.pagePath=…`). */
export const pagePathScriptId = "gatsby-script-loader"

/**
 * `wrapRootElement` is called with the page's `pathname` before the page is rendered, and `onPreRenderHTML` with the
 * same `pathname` after; Gatsby also calls `wrapRootElement` for the `Head` export, with no `pathname`. A worker
 * renders two pages at a time (`utils/worker/child/render-html.js`), so what a page's render records is kept by its
 * pathname.
 */
export type PagePathname = string

/**
 * `onPreBuild` runs before Gatsby makes its webpack configurations (`commands/build.js`), so what it builds can be
 * handed to the HTML renderer's bundle (this stage) through `onCreateWebpackConfig`. When that bundle changes,
 * Gatsby renders every page again (`SET_SSR_WEBPACK_COMPILATION_HASH` marks all HTML dirty), so no page keeps the
 * name of an earlier build's script.
 */
export const htmlRendererStage = "build-html"

/**
 * How a page's post-body components look in `onPreRenderHTML`: a flat array of React elements (static-entry's
 * `sanitizeComponents` flattens what plugins set), told apart by their props.
 */
export type HtmlComponent = ReactNode
interface RuntimeProps {
  id?: string
  sliceId?: string
}

const propsOf = (component: HtmlComponent): RuntimeProps | undefined =>
  component !== null && typeof component === "object" && "props" in component
    ? ((component as ReactElement).props as RuntimeProps)
    : undefined

/** Whether a post-body component is one of Gatsby's runtime scripts (the slice's element, the page-path script). */
export function isFrameworkScript(component: HtmlComponent): boolean {
  const props = propsOf(component)
  return props?.sliceId === frameworkScriptsSliceId || props?.id === pagePathScriptId
}

/**
 * A page's post-body components without Gatsby's runtime. Throws, naming what moved, when they are not where this
 * module says: a page left with Gatsby's runtime would still work, so only this check would notice.
 */
export function withoutFrameworkScripts(postBody: readonly HtmlComponent[], pathname: PagePathname): HtmlComponent[] {
  const has = (test: (props: RuntimeProps) => boolean) => postBody.some(component => test(propsOf(component) ?? {}))
  const missing = [
    !has(props => props.sliceId === frameworkScriptsSliceId) &&
      `no post-body element with sliceId "${frameworkScriptsSliceId}" (${slicesEnvVariable}=${process.env.GATSBY_SLICES ?? "unset"})`,
    !has(props => props.id === pagePathScriptId) && `no post-body <script id="${pagePathScriptId}">`,
  ].filter(Boolean)
  if (missing.length) {
    throw new Error(
      `gatsby-plugin-islands: Gatsby rendered ${pathname} with ${missing.join(" and ")}, so its runtime cannot be ` +
        `left out. Gatsby has changed how it adds its scripts: see plugins/gatsby-plugin-islands/gatsby-internals.ts.`,
    )
  }
  return postBody.filter(component => !isFrameworkScript(component))
}

/**
 * The only inline scripts left in a built page are gatsby-plugin-image's two loaders, each the same text on every
 * page: one in the head (its `onRenderBody`) and one after each server-rendered image, inside the page's body. The
 * body is already a string when any SSR API sees it, so that one cannot become a file without rewriting HTML, and a
 * file written while a page renders counts as "unsafe builtin usage" (Gatsby then renders every page again on every
 * build). So the Content-Security-Policy (the site's netlify.toml) allows both by these hashes. The test renders a
 * real GatsbyImage with gatsby-plugin-image's gatsby-ssr and fails, giving the new hashes, if either script changes.
 */
export const gatsbyImageScriptHashes = {
  head: "'sha256-v1oYH69RcooFs6F5XhMTzHiWlftYwnuQHDxIz0suNeo='",
  body: "'sha256-yZFBBEAhVR7+Ftx72ma6BMxZ0sAlz7DrJpEQjM6yvdk='",
} as const
