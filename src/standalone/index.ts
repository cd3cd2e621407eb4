import { measureWebVitalsWhenIdle } from "../web-vitals-reporter"
import { enhanceDesktopMenu } from "./desktop-menu"
import { select } from "../dom-markers"
import { enhanceMapEmbed, enhanceTwitterTimeline } from "./load-on-request"
import { sendIdentityLinkToCms } from "./identity-links"
import { focusHeadingOnArrival, showCurrentYear } from "./page-frame"
import { enhancePhoneMenu } from "./phone-menu"

/**
 * The one script every page runs, with no framework: the menus, the "load on
 * request" map and Twitter buttons, focus on arrival, the copyright year, and
 * the web-vitals reporter once the page is idle; a Netlify Identity e-mail's
 * link is sent on to the CMS first. gatsby-plugin-islands bundles
 * it into a hashed file under /static/standalone/ and names it in every page.
 */
export function enhancePage(doc: Document = document): void {
  for (const bar of doc.querySelectorAll<HTMLElement>(select("desktopMenu"))) enhanceDesktopMenu(bar, doc)
  for (const menu of doc.querySelectorAll<HTMLElement>(select("phoneMenu"))) enhancePhoneMenu(menu, doc)
  for (const map of doc.querySelectorAll<HTMLElement>(select("mapEmbed"))) enhanceMapEmbed(map)
  for (const timeline of doc.querySelectorAll<HTMLElement>(select("twitterTimeline"))) enhanceTwitterTimeline(timeline)
  showCurrentYear(doc)
  focusHeadingOnArrival(doc)
}

/** Runs once the HTML is parsed (the script is async, so it may arrive earlier), and starts web-vitals after load. */
export function start(doc: Document = document): void {
  const win = doc.defaultView
  if (win && sendIdentityLinkToCms(win)) return
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => enhancePage(doc), { once: true })
  else enhancePage(doc)
  if (doc.readyState === "complete") measureWebVitalsWhenIdle()
  else win?.addEventListener("load", () => measureWebVitalsWhenIdle(), { once: true })
}
