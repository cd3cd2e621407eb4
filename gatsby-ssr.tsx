import type { GatsbySSR } from "gatsby"
import { leaveOutFrameworkScripts } from "./src/build/framework-scripts"

export { wrapPageElement } from "./src/wrap-page-element"
export { onRenderBody, wrapRootElement } from "./src/emotion-ssr"

/** Only the pages in src/hydrated-pages.ts ship React and Gatsby's runtime; the rest are static HTML. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = args => leaveOutFrameworkScripts(args)
