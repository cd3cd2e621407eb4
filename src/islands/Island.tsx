import * as React from "react"
import { useIslandRendered } from "../../plugins/gatsby-plugin-islands"
import { domMarkers } from "../dom-markers"
import { islandPropsJson, islands, type IslandName, type IslandProps } from "."

/**
 * Renders an island at build time: its component inside a root marked with its name, followed by its props as a
 * JSON data block (data, not a script, so the CSP allows it). Rendering it tells gatsby-plugin-islands that the page
 * needs the island script. In the browser that script hydrates the root with the same component and the same props,
 * so both renders agree.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  useIslandRendered(name)
  // One component per name: the cast only tells TypeScript the props belong to it.
  const Component = islands[name] as React.ComponentType<object>
  return (
    <>
      <div {...{ [domMarkers.island]: name }}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...{ [domMarkers.islandProps]: name }}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  )
}
