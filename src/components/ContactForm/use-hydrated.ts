import * as React from "react"

/**
 * false in the server-rendered HTML and during hydration, true once React runs in the browser: the form switches
 * from its no-JavaScript form to the scripted one without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return hydrated
}
