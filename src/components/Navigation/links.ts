import { graphql } from "gatsby"
import { siteLinkNames, type SiteLinkName } from "../../content/collections/menu"
import { slugify } from "../../content/slug"
import type { RouteAliases } from "./current-page"

/**
 * What the menus and footer work out from data/menu/menu.json and site.json: a link's address (a page here, or an
 * outside address named from site.json), the menu bar item a link belongs to, and the other addresses that count
 * as a page. The components show the query's own types; this module only derives.
 */

/** The outside addresses a menu link may name with "siteLink": the site.json fields of that name. */
export const siteLinksFields = graphql`
  fragment SiteLinks on SiteFacts {
    donationUrl
    easyfundraisingUrl
    schoolUrl
    dioceseUrl
    ecoChurchUrl
    mapUrl
  }
`

export interface NavLink {
  label: string
  href: string
  /** an outside address: it opens in a new tab */
  external: boolean
}

/** A link as menu.json writes it: a page here ("to") or an outside address from site.json ("siteLink"). */
export interface LinkEntry {
  readonly label: string
  readonly to: string | null
  readonly siteLink: string | null
}

const isSiteLinkName = (name: string | null): name is SiteLinkName =>
  (siteLinkNames as readonly (string | null)[]).includes(name)

/** A link's address. The content check makes sure each link has exactly one of `to` and a known `siteLink`. */
export function navLink(entry: LinkEntry, siteLinks: Queries.SiteLinksFragment): NavLink {
  if (entry.to !== null) return { label: entry.label, href: entry.to, external: false }
  if (isSiteLinkName(entry.siteLink)) return { label: entry.label, href: siteLinks[entry.siteLink], external: true }
  throw new Error(`The menu link "${entry.label}" has no address; the content check explains what is missing`)
}

/** A menu bar item as the menus read it: a link, a drop-down of tiles, or a mega menu of columns. */
export interface MenuItemRoutes {
  readonly label: string
  readonly to: string | null
  readonly alsoCurrentOn: readonly string[] | null
  readonly tiles: readonly { readonly to: string; readonly alsoCurrentOn: readonly string[] | null }[] | null
  readonly columns: PanelOf<{ readonly to: string }>["columns"]
}

/** For ids: "community", "the-church". */
export const itemId = (item: { readonly label: string }) => slugify(item.label)

/** What a drop-down or mega menu holds: page entries (tiles, groups, logos) and column links (`to` or `siteLink`). */
export interface PanelOf<Page> {
  readonly tiles: readonly Page[] | null
  readonly columns:
    | readonly {
        readonly tile: Page | null
        readonly groups: readonly Page[] | null
        readonly link: LinkEntry | null
        readonly logos: readonly Page[] | null
      }[]
    | null
}

/**
 * A drop-down's or mega menu's entries in its order: its tiles, or each column's tile, groups, link and logos (the
 * content check allows an item one of them). Each is a page entry, or a column's link as menu.json writes it.
 */
export function panelEntries<Page>(item: PanelOf<Page>): ({ page: Page } | { link: LinkEntry })[] {
  return [
    ...(item.tiles ?? []).map(page => ({ page })),
    ...(item.columns ?? []).flatMap(column => [
      ...(column.tile ? [{ page: column.tile }] : []),
      ...(column.groups ?? []).map(page => ({ page })),
      ...(column.link ? [{ link: column.link }] : []),
      ...(column.logos ?? []).map(page => ({ page })),
    ]),
  ]
}

/**
 * Every page a menu bar item leads to, so its button can show that the current page is inside: for a drop-down or
 * mega menu, also the pages its `alsoCurrentOn` places in its section (Fundraising in Donations).
 */
export function routesOf(item: MenuItemRoutes): string[] {
  if (item.to !== null) return [item.to]
  return [
    ...panelEntries(item).flatMap(entry => {
      const to = "page" in entry ? entry.page.to : entry.link.to
      return to ? [to] : []
    }),
    ...(item.alsoCurrentOn ?? []),
  ]
}

/** Other addresses that count as a menu entry's page (`alsoCurrentOn`: /parish-news for News & Events). */
export function routeAliases(items: readonly MenuItemRoutes[]): RouteAliases {
  const entries = items.flatMap(item => [
    ...(item.to !== null ? [{ to: item.to, also: item.alsoCurrentOn }] : []),
    ...(item.tiles ?? []).map(tile => ({ to: tile.to, also: tile.alsoCurrentOn })),
  ])
  return Object.fromEntries(entries.flatMap(({ to, also }) => (also ?? []).map(alias => [alias, to])))
}

/** A run of phone-menu links under one menu bar item: "Social" › Choir, Serving Team, … */
export interface PhoneGroup {
  /** the menu bar item's label; undefined for a link that stands alone (Welcome, Contact) */
  label: string | undefined
  links: readonly NavLink[]
}

/**
 * The phone links, in their order, in runs under the menu bar item that holds them, so the long phone list reads in
 * the same sections as the desktop menu. A run of one link needs no label.
 */
export function phoneGroups(
  links: readonly NavLink[],
  items: readonly MenuItemRoutes[],
  siteLinks: Queries.SiteLinksFragment,
): PhoneGroup[] {
  const itemOf = (link: NavLink) =>
    items.find(
      item =>
        routesOf(item).includes(link.href) ||
        (item.columns ?? []).some(column => column.link && navLink(column.link, siteLinks).href === link.href),
    )
  const runs: { item: MenuItemRoutes | undefined; links: NavLink[] }[] = []
  for (const link of links) {
    const item = itemOf(link)
    const last = runs.at(-1)
    if (last && item && last.item === item) last.links.push(link)
    else runs.push({ item, links: [link] })
  }
  return runs.map(run => ({ label: run.links.length > 1 ? run.item?.label : undefined, links: run.links }))
}
