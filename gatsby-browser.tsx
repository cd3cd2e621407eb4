import type { GatsbyBrowser } from "gatsby"
import { focusAfterNavigation, scrollAfterNavigation } from "./src/components/Layout/route-effects"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * These run only on pages that hydrate whole (src/hydrated-pages.ts; none today, but every page under `npm start`).
 * Links between pages are ordinary page loads, and so is the contact form's move to its thank-you page.
 */

/** Every screen opens at its top; Back/Forward return to where the reader was. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) =>
  scrollAfterNavigation(routerProps.location, getSavedScrollPosition(routerProps.location))

/** After navigating, focus goes to the new page's heading. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  focusAfterNavigation(location, prevLocation)
}

/**
 * In development (`npm start`) no build step adds the standalone script (src/standalone) to the pages, so it is
 * loaded here; production builds leave this branch out.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (process.env.NODE_ENV === "development") void import("./src/standalone").then(({ start }) => start())
}
