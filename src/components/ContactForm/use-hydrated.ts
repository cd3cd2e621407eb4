import * as React from "react"

/**
 * false in the server-rendered HTML and during hydration, true once React runs
 * in the browser. Menus use it to switch from their no-JavaScript form (CSS
 * hover/focus, native <details>) to the scripted disclosure buttons, without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return hydrated
}
