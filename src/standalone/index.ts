import { loadIdleScriptAfterLoad, loadIslandScriptOnFirstUse } from "../../plugins/gatsby-plugin-islands/browser"
import { enhanceDesktopMenu } from "./desktop-menu"
import { domMarkers, select } from "../dom-markers"
import { showSummaryBeforeIsland } from "./form-before-island"
import { enhanceMapEmbed, enhanceTwitterTimeline } from "./load-on-request"
import { sendIdentityLinkToCms } from "./identity-links"
import { focusHeadingOnArrival, showCurrentYear } from "./page-frame"
import { enhancePhoneMenu } from "./phone-menu"
import { bringInWebFonts } from "./web-fonts"

/**
 * The one script every page runs, with no framework: the web fonts once the text has painted, the menus, the
 * "load on request" map and Twitter buttons, focus on arrival, the copyright year, the contact form's error summary
 * until its island has run, the island script when the visitor first reaches for an island, and the page-load
 * metrics once the page is idle; a Netlify Identity e-mail's link is sent on to the CMS first.
 * gatsby-plugin-islands bundles it into a hashed file under /static/standalone/ and names it in every page.
 */
export function enhancePage(doc: Document = document, scriptTag: Element | null = null): void {
  bringInWebFonts(doc)
  for (const bar of doc.querySelectorAll<HTMLElement>(select(domMarkers.desktopMenu))) enhanceDesktopMenu(bar, doc)
  for (const menu of doc.querySelectorAll<HTMLElement>(select(domMarkers.phoneMenu))) enhancePhoneMenu(menu, doc)
  for (const map of doc.querySelectorAll<HTMLElement>(select(domMarkers.mapEmbed))) enhanceMapEmbed(map)
  for (const timeline of doc.querySelectorAll<HTMLElement>(select(domMarkers.twitterTimeline)))
    enhanceTwitterTimeline(timeline)
  for (const summary of doc.querySelectorAll<HTMLElement>(select(domMarkers.formSummary)))
    showSummaryBeforeIsland(summary)
  showCurrentYear(doc)
  focusHeadingOnArrival(doc)
  loadIslandScriptOnFirstUse(doc, scriptTag, [...doc.querySelectorAll(select(domMarkers.island))])
}

/**
 * Runs once the HTML is parsed: its loader puts it in once the text has painted, or at once coming from another page
 * of the site, so it may arrive before the HTML is parsed; the idle script comes after the load event.
 */
export function start(doc: Document = document): void {
  const win = doc.defaultView
  if (win && sendIdentityLinkToCms(win)) return
  // The script's own tag, which names the island and idle scripts; known only while the script first runs.
  const scriptTag = doc.currentScript
  if (doc.readyState === "loading")
    doc.addEventListener("DOMContentLoaded", () => enhancePage(doc, scriptTag), { once: true })
  else enhancePage(doc, scriptTag)
  loadIdleScriptAfterLoad(doc, scriptTag)
}
