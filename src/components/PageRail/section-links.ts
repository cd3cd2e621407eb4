import { currentness, type RouteAliases } from "../Layout/current-page"
import type { LayoutModel, MenuLinkModel } from "../Layout/layout-data"

/**
 * The pages that share a menu section with this one, as the menus group them (data/menu/menu.json): the
 * phone menu's labelled runs ("The Church": Who's Who, School Admissions, History), then the footer's
 * Important Information. Nothing when the page belongs to no section of more than one page.
 */
export function sectionLinks(
  model: Pick<LayoutModel, "phoneGroups" | "footer">,
  pathname: string,
  aliases: RouteAliases = {},
): { label: string; links: readonly MenuLinkModel[] } | undefined {
  const holds = (links: readonly MenuLinkModel[]) =>
    links.some(link => !link.external && currentness(pathname, link.href, aliases) === "page")
  const group = model.phoneGroups.find(candidate => candidate.label && holds(candidate.links))
  if (group?.label) return { label: group.label, links: group.links }
  const { importantInformationHeading, importantInformation } = model.footer
  if (importantInformation.length > 1 && holds(importantInformation)) {
    return { label: importantInformationHeading, links: importantInformation }
  }
  return undefined
}
