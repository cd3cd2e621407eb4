import * as React from "react"
import { needsReact } from "../hydrated-pages"
import { islandPropsJson, islands, type IslandName, type IslandProps } from "."

/**
 * Renders an island at build time: its component inside a root element marked `needsReact`, followed by its props
 * as a JSON data block (data, not a script, so the CSP allows it). In the browser the island script hydrates that
 * root with the same component and the same props, so both renders agree.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  // One component per name: the cast only tells TypeScript the props belong to it.
  const Component = islands[name] as React.ComponentType<object>
  return (
    <>
      <div {...needsReact} data-island={name}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  )
}
