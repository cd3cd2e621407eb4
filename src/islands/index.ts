import type * as React from "react"
import { ContactMessageForm } from "../components/ContactForm/ContactMessageForm"

/**
 * The islands: the only components that run React in the browser. A page renders one with
 * `<Island name=… props=…>` (./Island.tsx); gatsby-plugin-islands adds the island script (./entry.tsx, which it
 * bundles) to exactly the pages that rendered one, and it hydrates each island's root alone.
 * Everything an island shows must come from its props: they are written into the page as JSON for the browser.
 */
export const islands = {
  "contact-form": ContactMessageForm,
} as const

export type IslandName = keyof typeof islands
export type IslandProps<Name extends IslandName> = React.ComponentProps<(typeof islands)[Name]>

/** Its props as the JSON the browser reads: `<` escaped, so no text in them can end the <script> early. */
export const islandPropsJson = (props: object) => JSON.stringify(props).replace(/</g, "\\u003c")
