/**
 * The DOM markers: the attributes and ids that the server-rendered HTML carries for the code that runs on it in
 * the browser. The components render them; the standalone script (src/standalone) and the island script
 * (src/islands/entry.tsx) find their elements by them. This module imports nothing, so every layer can use it
 * without importing another.
 */
export const domMarkers = {
  desktopMenu: "data-desktop-menu",
  desktopPanel: "data-panel",
  phoneMenu: "data-phone-menu",
  phoneMenuToggle: "data-phone-menu-toggle",
  mapEmbed: "data-map-embed",
  mapToggle: "data-map-toggle",
  mapFrame: "data-map-frame",
  twitterTimeline: "data-twitter-timeline",
  twitterOffer: "data-twitter-offer",
  twitterSlot: "data-twitter-slot",
  copyrightYear: "data-copyright-year",
  /** the web fonts' style element, which applies to nothing (gatsby-ssr): "in use" or "held back" once the script has settled them */
  webFonts: "data-web-fonts",
  /** an island's root, its value the island's name (src/islands/Island.tsx): the island script hydrates it */
  island: "data-island",
  /** the JSON data block right after an island's root, holding its props */
  islandProps: "data-island-props",
  /**
   * The contact form's error summary for the Sends before its island script has run, just before the island's root
   * (src/standalone/form-before-island.ts fills it); on a form's controls, the messages it shows for them.
   */
  formSummary: "data-form-summary",
  valueMissing: "data-value-missing",
  typeMismatch: "data-type-mismatch",
} as const

/**
 * A CSS selector for one of the markers: `select(domMarkers.phoneMenu)` is `[data-phone-menu]`. Given the attribute
 * itself rather than its key, the browser's scripts carry only the attributes they use.
 */
export const select = (marker: (typeof domMarkers)[keyof typeof domMarkers]) => `[${marker}]`

/** The id of <main>: the skip link's target, and where focus goes after navigating when a page has no h1. */
export const mainId = "main"

/** The id of every page's h1 (PageHeader): focus moves there on arriving from another page of the site. */
export const pageTitleId = "page-title"

/** The id of the page's header (the site's banner): the footer's "Back to top" link goes there. */
export const topId = "top"

/**
 * Props for an element whose contents the standalone script rewrites. React renders `html` on the server, and in
 * the browser neither hydrates nor re-renders what is inside (an unchanged `__html` is never written again), so on a
 * page that hydrates (under `npm start`) React and the script never fight over those nodes.
 */
export const scriptOwnedContent = (html = "") => ({ dangerouslySetInnerHTML: { __html: html } })

/**
 * X's embed script, which the X timeline names and the page's script loads; the policy allows its host only when
 * site.json chose that embed.
 */
export const TWITTER_WIDGETS_URL = "https://platform.twitter.com/widgets.js"

/**
 * The CMS's page (src/cms/admin-page.ts). Netlify Identity's e-mails link to the site's root with their token in the
 * address's #hash; the standalone script sends them on to here.
 */
export const CMS_PAGE_PATH = "/admin/"
