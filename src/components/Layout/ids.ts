/** The id of <main>: the skip link's target, and where focus goes after navigating when a page has no h1. */
export const mainId = "main"
