import path from "node:path"
import { siteNow } from "../../src/build/site-now"
import type { EventEntry } from "../../src/content/collections/events"
import { isPastEvent } from "../../src/content/event-dates"
import { checkContent } from "../../src/content/validate"

/**
 * What the built site should show, worked out from data/ and the tests' "now" (SITE_NOW, pinned in
 * playwright.config.ts as for the build under test), so no browser test pins the parish's content.
 */
const projectRoot = path.resolve(__dirname, "../..")

/** The events the site lists: upcoming at the build's "now", in the editors' order. */
export async function upcomingEvents(): Promise<EventEntry[]> {
  const { entries } = await checkContent(projectRoot)
  return entries
    .filter(entry => entry.collection.folder === "events")
    .map(entry => entry.data as EventEntry)
    .filter(event => !isPastEvent(event, siteNow()))
    .sort((a, b) => a.order - b.order)
}
