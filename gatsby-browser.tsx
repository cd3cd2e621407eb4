import type { GatsbyBrowser } from "gatsby"
import { focusAfterNavigation, scrollAfterNavigation } from "./src/components/Layout/route-effects"
import { measureWebVitalsWhenIdle } from "./src/web-vitals-reporter"

export { wrapPageElement } from "./src/wrap-page-element"

/** Every screen opens at its top; Back/Forward return to where the reader was. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) =>
  scrollAfterNavigation(routerProps.location, getSavedScrollPosition(routerProps.location))

/** After navigating, focus goes to the new page's heading. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  focusAfterNavigation(location, prevLocation)
}

/** Page-load metrics start once the first page has rendered and the browser is idle. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  measureWebVitalsWhenIdle()
}
