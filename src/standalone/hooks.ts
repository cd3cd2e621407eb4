/**
 * The attributes by which the standalone script (src/standalone) finds what it
 * enhances in the server-rendered HTML. The components render them; nothing
 * else should.
 */
export const hooks = {
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
} as const

/** A CSS selector for one of the hooks. */
export const select = (hook: keyof typeof hooks) => `[${hooks[hook]}]`

/**
 * Props for an element whose contents the standalone script rewrites. React
 * renders `html` on the server, and in the browser neither hydrates nor
 * re-renders what is inside (an unchanged `__html` is never written again), so
 * on a hydrated page React and the script never fight over those nodes.
 */
export const scriptOwnedContent = (html = "") => ({ dangerouslySetInnerHTML: { __html: html } })
