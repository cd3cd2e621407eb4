import { domMarkers, select } from "../dom-markers"
import { loadTwitterWidgets } from "./twitter-widgets"

/**
 * The "load on request" embeds (src/components/MapEmbed, TwitterTimeline):
 * nothing comes from the outside host until the visitor presses the button. The
 * buttons are hidden in the server HTML (a button that does nothing without
 * script would mislead) and shown here; the plain links beside them always work.
 */

/**
 * "Show the map" / "Hide the map", in the page's words (the button's data-show-label and data-hide-label): adds or
 * removes OpenStreetMap's iframe.
 */
export function enhanceMapEmbed(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>(select(domMarkers.mapToggle))
  const frame = root.querySelector<HTMLElement>(select(domMarkers.mapFrame))
  const src = frame?.dataset.src
  if (!button || !frame || !src) return
  const setShown = (shown: boolean) => {
    button.setAttribute("aria-expanded", String(shown))
    button.textContent = (shown ? button.dataset.hideLabel : button.dataset.showLabel) ?? ""
    if (!shown) return frame.replaceChildren()
    const iframe = root.ownerDocument.createElement("iframe")
    iframe.src = src
    iframe.title = frame.dataset.title ?? ""
    frame.replaceChildren(iframe)
  }
  button.setAttribute("aria-controls", frame.id)
  setShown(false)
  button.hidden = false
  button.addEventListener("click", () => setShown(button.getAttribute("aria-expanded") !== "true"))
}

/** "Show the latest tweets": draws the account's timeline with Twitter's script, and moves focus to it. */
export function enhanceTwitterTimeline(root: HTMLElement): void {
  const offer = root.querySelector<HTMLElement>(select(domMarkers.twitterOffer))
  const button = offer?.querySelector("button")
  const slot = root.querySelector<HTMLElement>(select(domMarkers.twitterSlot))
  const handle = root.dataset.handle
  if (!offer || !button || !slot || !handle) return
  offer.hidden = false
  button.addEventListener("click", () => {
    const link = root.ownerDocument.createElement("a")
    link.className = "twitter-timeline"
    link.href = `https://twitter.com/${handle}`
    link.dataset.height = "600"
    link.dataset.dnt = "true"
    // Twitter's script replaces the link with the timeline; its words (the page's) show only if that fails.
    link.textContent = root.dataset.timelineLabel ?? ""
    slot.replaceChildren(link)
    offer.hidden = true
    // The button has gone: keep the reader's place by moving focus to what replaced it.
    slot.focus()
    loadTwitterWidgets(slot, root.ownerDocument)
  })
}
