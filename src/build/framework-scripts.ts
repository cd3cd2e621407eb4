import type { PreRenderHTMLArgs } from "gatsby"
import type { ReactElement } from "react"
import { hydrates } from "../hydrated-pages"

/**
 * What Gatsby puts after a page's body to run it in the browser: the element
 * of its "_gatsby-scripts" slice (webpack runtime, framework, app and page
 * chunks, the compilation hash) and the two plain scripts naming the page's
 * path and chunk map. gatsby-plugin-image's small loader scripts are not among them.
 */
const frameworkScriptIds = new Set(["gatsby-script-loader", "gatsby-chunk-mapping"])

export function isFrameworkScript(component: React.ReactNode): boolean {
  const props = (component as ReactElement<{ sliceId?: string; id?: string }> | null)?.props
  return props?.sliceId === "_gatsby-scripts" || frameworkScriptIds.has(props?.id ?? "")
}

/** gatsby-ssr onPreRenderHTML: a page not listed in src/hydrated-pages.ts is sent without the framework's scripts. */
export function leaveOutFrameworkScripts({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}: Pick<PreRenderHTMLArgs, "pathname" | "getPostBodyComponents" | "replacePostBodyComponents">): void {
  if (hydrates(pathname)) return
  replacePostBodyComponents(getPostBodyComponents().filter(component => !isFrameworkScript(component)))
}
