import fs from "node:fs"
import path from "node:path"
import { siteNow } from "../../src/content/site-now"
import type { ActivityEntry } from "../../src/content/collections/activities"
import type { DownloadEntry } from "../../src/content/collections/downloads"
import type { EventEntry } from "../../src/content/collections/events"
import { extensionOf } from "../../src/content/collection"
import { groupRoute, type GroupEntry } from "../../src/content/collections/groups"
import type { PageWordsOf, SitePageName } from "../../src/content/collections/pages"
import type { WordingEntry } from "../../src/content/collections/wording"
import { fileNameOf } from "../../src/content/entry-problems"
import { fillIn } from "../../src/content/template"
import { firstNameOf } from "../../src/content/collections/people"
import { collectionByFolder } from "../../src/content/collections"
import type { MenuEntry } from "../../src/content/collections/menu"
import type { NoticeEntry } from "../../src/content/collections/notices"
import type { PersonEntry } from "../../src/content/collections/people"
import type { ServiceEntry } from "../../src/content/collections/services"
import type { SiteFactsEntry } from "../../src/content/collections/site"
import type { VenueEntry } from "../../src/content/collections/venues"
import { drawingShownIn } from "../../src/content/drawings"
import { isPastEvent } from "../../src/content/event-dates"
import { checkContent, checkEntrySource } from "../../src/content/validate"

/**
 * What the built site should show, worked out from data/ and the tests' "now" (SITE_NOW, pinned in
 * playwright.config.ts as for the build under test), so no browser test pins the parish's content: an editor's
 * ordinary change (one more event, person, notice, venue, menu item) changes what the tests expect with it.
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

/**
 * A collection's entries as the build makes them (each file through the same per-file check, so the text is
 * trimmed as on the page), in display order. Synchronous, so specs can name tests after the content.
 */
function shipped<T>(folder: string): (T & { fileName: string })[] {
  const collection = collectionByFolder(folder)!
  const directory = path.join(projectRoot, "data", folder)
  return fs
    .readdirSync(directory)
    .filter(name => name.endsWith(extensionOf(collection)))
    .map(name => {
      const file = `data/${folder}/${name}`
      const checked = checkEntrySource(collection, file, fs.readFileSync(path.join(directory, name), "utf8"))
      if (!checked.data) throw new Error(`${file} does not pass the content check; run npm run validate-content`)
      return { ...(checked.data as T), fileName: fileNameOf(file) }
    })
    .sort((a, b) => ((a as { order?: number }).order ?? 0) - ((b as { order?: number }).order ?? 0))
}

export const people = shipped<PersonEntry>("people")
export const venues = shipped<VenueEntry>("venues")
export const services = shipped<ServiceEntry>("services")
export const activities = shipped<ActivityEntry>("activities")
export const downloads = shipped<DownloadEntry>("downloads")
export const notices = shipped<NoticeEntry>("notices")
/** The groups' pages, each at the address of its file's name. */
export const groups = shipped<GroupEntry>("groups").map(group => ({ ...group, route: groupRoute(group.fileName) }))
/** The pages' words (data/pages/), by page. */
export const pageWords = Object.fromEntries(
  shipped<{ fileName: string }>("pages").map(page => [page.fileName, page]),
) as unknown as {
  [Name in SitePageName]: PageWordsOf<Name>
}
/** The words many pages share (data/wording/wording.json). */
export const wording = shipped<WordingEntry>("wording")[0]!
export const site = shipped<SiteFactsEntry>("site")[0]!
export const menu = shipped<MenuEntry>("menu")[0]!

/**
 * The alt text the site gives a photo that an entry in data/<folder>/ names: what the placeholder drawing shows while
 * the file is still the drawing, the entry's own words once a photo is saved there (src/content/drawings.ts).
 */
export const altShown = async (folder: string, photo: string, entryAlt: string) =>
  (await drawingShownIn(path.join(projectRoot, "data", folder, photo))) ?? entryAlt

/** The contact form's recipients (docs/requirements.md#contact-form): the people who receive its messages, in order, as the form names them. */
export const contactRecipients = people
  .filter(person => person.contactFormRecipient === true)
  .map(person => ({ ...person, label: `${person.role} (${person.name})` }))

type MenuLink = MenuEntry["phone"][number]

/** Where a menu link goes: a page of this site, or one of site.json's outside addresses. */
export const hrefOf = (link: MenuLink): string => link.to ?? String(site[link.siteLink!])

export type MenuItem = MenuEntry["items"][number]

/** A drop-down's or mega menu's links, in the order a visitor tabs through them. */
export function panelLinks(item: MenuItem): string[] {
  if (item.tiles) return item.tiles.map(tile => tile.to)
  return (item.columns ?? []).flatMap(column => [
    ...(column.tile ? [column.tile.to] : []),
    ...(column.groups ?? []).map(group => group.to),
    ...(column.link ? [hrefOf(column.link)] : []),
    ...(column.logos ?? []).map(logo => logo.to),
  ])
}

/** The menu bar's items that open a panel rather than a page. */
export const panelItems = menu.items.filter(item => !item.to)

/** The words of a person's Contact link, as their card shows it. */
export const contactLinkName = (person: { name: string }) =>
  fillIn(wording.person.contact, { name: firstNameOf(person.name) })

/** A link to another website as screen readers hear it: its words, then the shared new-tab note. */
export const newTabLinkName = (words: string) => `${words} ${wording.newTab}`

/** A group's Read More link in a menu panel as screen readers hear it: "Read More about Choir". */
export const readMoreLinkName = (group: { title: string }) =>
  `${wording.menuPanels.readMore} ${fillIn(wording.menuPanels.readMoreAbout, { name: group.title })}`

const escapeForPattern = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A text that starts with the given words, for a locator's name or text. */
export const startingWith = (words: string) => new RegExp(`^${escapeForPattern(words)}`)

/** Any text the sentence can make, whatever fills its {slots}: "In this section: {section}" → /^In this section: .+$/ */
export const sentencePattern = (sentence: string) =>
  new RegExp(
    `^${sentence
      .split(/\{[a-zA-Z]+\}/)
      .map(escapeForPattern)
      .join(".+")}$`,
  )
