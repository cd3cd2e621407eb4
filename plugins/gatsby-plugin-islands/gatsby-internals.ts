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
 * How a page's head, pre-body and post-body components look in `onPreRenderHTML`: a flat array of React elements
 * (static-entry's `sanitizeComponents` flattens what plugins set), told apart by their props. An inline script is a
 * `script` element with its text in `dangerouslySetInnerHTML.__html` (gatsby-plugin-image's head loader, the
 * page-path script, and whatever a page's `Head` export renders, which Gatsby parses back into elements).
 */
export type HtmlComponent = ReactNode
export interface ScriptProps {
  id?: string
  sliceId?: string
  src?: string
  type?: string
  dangerouslySetInnerHTML?: { __html?: string }
  [attribute: string]: unknown
}

const propsOf = (component: HtmlComponent): ScriptProps | undefined =>
  component !== null && typeof component === "object" && "props" in component
    ? ((component as ReactElement).props as ScriptProps)
    : undefined

export const isScriptElement = (component: HtmlComponent): component is ReactElement<ScriptProps> =>
  (component as ReactElement | null)?.type === "script"

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
  const has = (test: (props: ScriptProps) => boolean) => postBody.some(component => test(propsOf(component) ?? {}))
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
 * gatsby-plugin-image adds one inline module script to every page's head from its `onRenderBody` (its loader, the
 * same text on every page, whatever the page). Called here in Node, before any page renders, it gives the text that
 * `onPreBuild` writes into a file and `onPreRenderHTML` then names instead.
 */
export function gatsbyImageHeadScripts(): string[] {
  const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody(args: { setHeadComponents(components: HtmlComponent[]): void }): void
  }
  const head: HtmlComponent[] = []
  onRenderBody({ setHeadComponents: components => head.push(...components) })
  return head.flatMap(component =>
    isScriptElement(component) ? [component.props.dangerouslySetInnerHTML?.__html ?? ""] : [],
  )
}

/**
 * gatsby-plugin-image also writes an inline module script after each server-rendered image (its `LayoutWrapper`'s
 * loader, the same text everywhere). That one is inside the page's body, which is already a string when any SSR API
 * sees it (`onRenderBody` may read it, none may change it), so it cannot become a file without rewriting built HTML.
 * The Content-Security-Policy (the site's netlify.toml) allows it by this hash; the test renders a real GatsbyImage
 * and fails, giving the new hash, if gatsby-plugin-image changes the script.
 */
export const gatsbyImageBodyScriptHash = "'sha256-yZFBBEAhVR7+Ftx72ma6BMxZ0sAlz7DrJpEQjM6yvdk='"
