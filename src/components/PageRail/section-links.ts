import { currentness, type RouteAliases } from "../Navigation/current-page"
import type { NavLink, PhoneGroup } from "../Navigation/links"

/**
 * The pages that share a menu section with this one, as the menus group them (data/menu/menu.json): the
 * phone menu's labelled runs ("The Church": Who's Who, School Admissions, History), then the footer's
 * Important Information. Nothing when the page belongs to no section of more than one page.
 */
export function sectionLinks(
  phoneGroups: readonly PhoneGroup[],
  importantInformation: { readonly heading: string; readonly links: readonly { label: string; to: string }[] },
  pathname: string,
  aliases: RouteAliases = {},
): { label: string; links: readonly NavLink[] } | undefined {
  const holds = (links: readonly NavLink[]) =>
    links.some(link => !link.external && currentness(pathname, link.href, aliases) === "page")
  const group = phoneGroups.find(candidate => candidate.label && holds(candidate.links))
  if (group?.label) return { label: group.label, links: group.links }
  const footerLinks = importantInformation.links.map(link => ({ label: link.label, href: link.to, external: false }))
  if (footerLinks.length > 1 && holds(footerLinks)) return { label: importantInformation.heading, links: footerLinks }
  return undefined
}
