import { normalisePathname } from "./components/Layout/pathname"

/**
 * THE SWITCH: what runs React in the browser.
 *
 * React renders every page at build time. In the browser, React runs only in islands: components listed in
 * src/islands/index.ts and rendered with `<Island>`, whose root carries `needsReact`. The build adds the island
 * script (React, ReactDOM and the islands, src/build/island-script.ts) to exactly the pages whose HTML has that
 * marker, and it hydrates each island's root alone; today the contact form is the one island. Every page is
 * otherwise plain HTML and CSS plus the small standalone script (src/standalone: menus, map and Twitter buttons,
 * web-vitals).
 *
 * hydratedPages lists the pages that would instead need Gatsby's whole runtime (its router, the page's code and
 * data) and hydrate as a whole: none today. __tests__/e2e/hydration.spec.ts fails if a page with an island lacks
 * the island script, if a page without one carries it, or if a page not listed here carries Gatsby's runtime.
 */
export const hydratedPages: readonly string[] = []

/** On the root element of an island (src/islands/Island.tsx): the build adds the island script where it finds it. */
export const needsReact = { "data-needs-react": "" } as const

/** Whether a built page has an island, and so runs React in the browser. */
export const hasIsland = (html: string) => html.includes(`${Object.keys(needsReact)[0]}=""`)

export const hydrates = (pathname: string) => hydratedPages.includes(normalisePathname(pathname))
