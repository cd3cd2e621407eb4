import { loadIslandScriptOnFirstUse } from "../../plugins/gatsby-plugin-islands/browser"
import { measureWebVitalsWhenIdle } from "../web-vitals-reporter"
import { enhanceDesktopMenu } from "./desktop-menu"
import { select } from "../dom-markers"
import { enhanceMapEmbed, enhanceTwitterTimeline } from "./load-on-request"
import { sendIdentityLinkToCms } from "./identity-links"
import { focusHeadingOnArrival, showCurrentYear } from "./page-frame"
import { enhancePhoneMenu } from "./phone-menu"

/**
 * The one script every page runs, with no framework: the menus, the "load on
 * request" map and Twitter buttons, focus on arrival, the copyright year, the
 * island script when the visitor first reaches for an island, and the
 * web-vitals reporter once the page is idle; a Netlify Identity e-mail's
 * link is sent on to the CMS first. gatsby-plugin-islands bundles
 * it into a hashed file under /static/standalone/ and names it in every page.
 */
export function enhancePage(doc: Document = document, scriptTag: Element | null = null): void {
  for (const bar of doc.querySelectorAll<HTMLElement>(select("desktopMenu"))) enhanceDesktopMenu(bar, doc)
  for (const menu of doc.querySelectorAll<HTMLElement>(select("phoneMenu"))) enhancePhoneMenu(menu, doc)
  for (const map of doc.querySelectorAll<HTMLElement>(select("mapEmbed"))) enhanceMapEmbed(map)
  for (const timeline of doc.querySelectorAll<HTMLElement>(select("twitterTimeline"))) enhanceTwitterTimeline(timeline)
  showCurrentYear(doc)
  focusHeadingOnArrival(doc)
  loadIslandScriptOnFirstUse(doc, scriptTag, [...doc.querySelectorAll(select("island"))])
}

/** Runs once the HTML is parsed (the script is async, so it may arrive earlier), and starts web-vitals after load. */
export function start(doc: Document = document): void {
  const win = doc.defaultView
  if (win && sendIdentityLinkToCms(win)) return
  // The script's own tag, which names the island script; known only while the script first runs.
  const scriptTag = doc.currentScript
  if (doc.readyState === "loading")
    doc.addEventListener("DOMContentLoaded", () => enhancePage(doc, scriptTag), { once: true })
  else enhancePage(doc, scriptTag)
  if (doc.readyState === "complete") measureWebVitalsWhenIdle()
  else win?.addEventListener("load", () => measureWebVitalsWhenIdle(), { once: true })
}
