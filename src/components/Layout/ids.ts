/** The id of <main>: the skip link's target, and where focus goes after navigating when a page has no h1. */
export const mainId = "main"

/** The id of every page's h1 (PageHeader): focus moves there on arriving from another page of the site. */
export const pageTitleId = "page-title"

/** The id of the page's header (the site's banner): the footer's "Back to top" link goes there. */
export const topId = "top"
