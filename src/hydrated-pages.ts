import { normalisePathname } from "./components/Layout/pathname"

/**
 * THE SWITCH: the pages that ship React and Gatsby's runtime to the browser.
 *
 * React renders every page at build time. Only the pages listed here also send
 * its scripts (React, the Gatsby runtime, the page's code and data) and hydrate;
 * every other page is plain HTML and CSS plus the small standalone script
 * (src/standalone: menus, map and Twitter buttons, web-vitals), which every page runs.
 *
 * A page belongs here when it renders a component that needs React in the
 * browser; such a component marks its root with `needsReact` (today only
 * ContactForm). __tests__/e2e/hydration.spec.ts fails if a built page with such
 * a component lacks the scripts, or a page without one carries them.
 */
export const hydratedPages: readonly string[] = ["/contact"]

/** Spread on the root element of a component that needs React in the browser: `<form {...needsReact}>`. */
export const needsReact = { "data-needs-react": "" } as const

export const hydrates = (pathname: string) => hydratedPages.includes(normalisePathname(pathname))
