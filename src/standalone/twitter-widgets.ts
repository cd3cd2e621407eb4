import { TWITTER_WIDGETS_URL } from "../dom-markers"

export { TWITTER_WIDGETS_URL }
const scriptId = "twitter-widgets"

declare global {
  interface Window {
    twttr?: { widgets?: { load(element?: HTMLElement): void } }
  }
}

/** Adds the widgets script once; if it is already there, asks it to draw the new timeline. */
export function loadTwitterWidgets(container: HTMLElement, doc: Document = document): void {
  if (doc.getElementById(scriptId)) {
    doc.defaultView?.twttr?.widgets?.load(container)
    return
  }
  const script = doc.createElement("script")
  script.id = scriptId
  script.src = TWITTER_WIDGETS_URL
  script.async = true
  script.charset = "utf-8"
  doc.body.append(script)
}
