import type { GatsbyBrowser } from "gatsby"
import { focusAfterNavigation, scrollAfterNavigation } from "./src/components/Layout/route-effects"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * These run only where a whole page hydrates: under `npm start`. A built page carries no Gatsby runtime
 * (plugins/gatsby-plugin-islands); links between pages are ordinary page loads, and so is the contact form's move
 * to its thank-you page.
 */

/** Every screen opens at its top; Back/Forward return to where the reader was. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) =>
  scrollAfterNavigation(routerProps.location, getSavedScrollPosition(routerProps.location))

/** After navigating, focus goes to the new page's heading. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  focusAfterNavigation(location, prevLocation)
}

/**
 * In development (`npm start`) gatsby-plugin-islands adds no scripts to the pages, so the standalone script
 * (src/standalone) and the page-load metrics (src/page-metrics, shown in the console) are loaded here; production
 * builds leave this branch out.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (process.env.NODE_ENV === "development") {
    void import("./src/standalone").then(({ start }) => start())
    void import("./src/page-metrics").then(({ measurePageMetrics }) => measurePageMetrics())
  }
}
