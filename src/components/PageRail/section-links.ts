import { currentness, type RouteAliases } from "../Navigation/current-page"
import { navLink, type NavLink, type PanelOf, panelEntries } from "../Navigation/links"

interface PageEntry {
  readonly title: string
  readonly to: string
}

/** A menu bar item as the rail reads it (data/menu/menu.json): its name and the pages its drop-down names. */
export interface SectionItem extends PanelOf<PageEntry> {
  readonly label: string
  /** pages placed in its section that its drop-down does not show (Fundraising in Donations) */
  readonly alsoCurrentOn: readonly string[] | null
}

export interface Section {
  label: string
  links: readonly NavLink[]
}

/** The links a drop-down or mega menu holds, in its order and in its words ("Who's Who", "Make a Donation"). */
const itemLinks = (item: SectionItem, siteLinks: Queries.SiteLinksFragment): NavLink[] =>
  panelEntries(item).map(entry =>
    "page" in entry
      ? { label: entry.page.title, href: entry.page.to, external: false }
      : navLink(entry.link, siteLinks),
  )

/**
 * The menu section this page is in and the pages it holds: the menu bar item whose drop-down names it (or that
 * names it in `alsoCurrentOn`), with that drop-down's links ("The Church": Who's Who, School Admissions, History),
 * else the footer's Important Information. Nothing when the page belongs to no section of more than one page.
 */
export function sectionOf(
  items: readonly SectionItem[],
  siteLinks: Queries.SiteLinksFragment,
  importantInformation: { readonly heading: string; readonly links: readonly { label: string; to: string }[] },
  pathname: string,
  aliases: RouteAliases = {},
): Section | undefined {
  const isHere = (route: string) => currentness(pathname, route, aliases) === "page"
  for (const item of items) {
    const links = itemLinks(item, siteLinks)
    const holdsPage = links.some(link => !link.external && isHere(link.href)) || (item.alsoCurrentOn ?? []).some(isHere)
    if (links.length > 1 && holdsPage) return { label: item.label, links }
  }
  const footerLinks = importantInformation.links.map(link => ({ label: link.label, href: link.to, external: false }))
  if (footerLinks.length > 1 && footerLinks.some(link => isHere(link.href))) {
    return { label: importantInformation.heading, links: footerLinks }
  }
  return undefined
}
