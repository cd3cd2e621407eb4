import * as React from "react"
import { hydrateRoot } from "react-dom/client"
import { cameInTime } from "../../plugins/gatsby-plugin-islands/browser"
import { domMarkers, select } from "../dom-markers"
import { islands, type IslandName } from "."

/**
 * The island script's entry: hydrates each island's root (./Island.tsx) with its component and the props written
 * after it. The standalone script loads it once the HTML is parsed, when the visitor first reaches for an island. A
 * copy that came too late and was given up does nothing: another is asked for on the next reach, and the two must not
 * both hydrate the same roots.
 */
if (cameInTime(document)) {
  for (const root of document.querySelectorAll<HTMLElement>(select(domMarkers.island))) {
    const Component = islands[root.getAttribute(domMarkers.island) as IslandName] as
      React.ComponentType<object> | undefined
    const props: unknown = JSON.parse(root.nextElementSibling?.textContent || "null")
    if (Component && props) hydrateRoot(root, <Component {...props} />)
  }
}
