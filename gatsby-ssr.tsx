import type { GatsbySSR } from "gatsby"
import { leaveOutFrameworkScripts } from "./src/build/framework-scripts"
import { onRenderBody as putCriticalCssInHead } from "./src/emotion-ssr"
import { fontPreloadLinks } from "./src/theme/FontPreloads"

export { wrapPageElement } from "./src/wrap-page-element"
export { wrapRootElement } from "./src/emotion-ssr"

/** The page's critical CSS in the head, and the first screen's two font files preloaded. */
export const onRenderBody: GatsbySSR["onRenderBody"] = args => {
  args.setHeadComponents(fontPreloadLinks())
  putCriticalCssInHead(args)
}

/** Only the pages in src/hydrated-pages.ts ship React and Gatsby's runtime; the rest are static HTML. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = args => leaveOutFrameworkScripts(args)
