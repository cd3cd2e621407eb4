import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import type { SiteLinkName } from "../../content/collections/menu"
import { formatClockTime } from "../../content/clock-time"
import { slugify } from "../../content/slug"
import type { RouteAliases } from "./current-page"

/**
 * What the header and footer show, from data/menu/menu.json and
 * data/site/site.json, shaped for the components: every link already knows its
 * address and whether it leaves the site, every picture is gatsby-plugin-image data.
 */

export interface MenuLinkModel {
  label: string
  href: string
  /** true for an outside address: it opens in a new tab */
  external: boolean
}

export interface TileModel {
  title: string
  href: string
  image: IGatsbyImageData | undefined
}

export interface GroupModel extends TileModel {
  blurb: string
}

export interface ColumnModel {
  /** for ids: "social-other-groups" */
  id: string
  heading: string
  text: readonly string[]
  tile?: TileModel
  groups: readonly GroupModel[]
  link?: MenuLinkModel
  logos: readonly TileModel[]
}

interface MenuBarItemBase {
  /** for ids: "community", "the-church" */
  id: string
  label: string
  subLabel: string
}
export type MenuBarItemModel =
  | (MenuBarItemBase & { kind: "link"; href: string })
  | (MenuBarItemBase & { kind: "dropdown"; tiles: readonly TileModel[] })
  | (MenuBarItemBase & { kind: "mega"; columns: readonly ColumnModel[] })

export interface PictureLinkModel {
  href: string
  image: IGatsbyImageData | undefined
  alt: string
}

export interface SocialModel {
  facebook: string
  twitter: string
  youtube: string
}

/** A regular service as visitors ask about it: "Evensong, Sunday 6 p.m." */
export interface ServiceTimeModel {
  name: string
  day: string
  /** "10 a.m." */
  time: string
}

/** When and where to find the church, for the footer and Home's "Join us" panel (site.json, data/services). */
export interface VisitModel {
  /** the address as lines: street lines, town, postcode */
  address: readonly string[]
  telephone: string
  email: string
  mapUrl: string
  services: readonly ServiceTimeModel[]
}

/** A run of phone-menu links under one desktop menu item: "Social" › Choir, Serving Team, … */
export interface PhoneGroupModel {
  /** the desktop item's label; undefined for a link that stands alone (Welcome, Contact) */
  label: string | undefined
  links: readonly MenuLinkModel[]
}

export interface LayoutModel {
  siteTitle: string
  /** "St Michael's": names the social media lists */
  everydayName: string
  brandLogo: IGatsbyImageData | undefined
  items: readonly MenuBarItemModel[]
  phone: readonly MenuLinkModel[]
  /** the phone links in their order, in runs that share a desktop menu item (for the phone menu's group labels) */
  phoneGroups: readonly PhoneGroupModel[]
  aliases: RouteAliases
  social: SocialModel
  visit: VisitModel
  footer: {
    missionHeading: string
    mission: readonly string[]
    importantInformationHeading: string
    importantInformation: readonly MenuLinkModel[]
    ecoAward: PictureLinkModel
    dioceseLogo: PictureLinkModel
  }
  /** the year the site was built: the copyright line shows it until the browser knows today's year */
  buildYear: number
}

export { slugify } from "../../content/slug"

type LayoutData = Queries.LayoutDataQuery
type ImageField = { readonly image: IGatsbyImageData | Record<string, unknown> | null } | null | undefined

const imageOf = (file: ImageField) =>
  file?.image ? (getImage(file.image as unknown as IGatsbyImageData) ?? undefined) : undefined

/** Turns the query result into the components' model; throws if required content is missing. */
export function toLayoutModel(data: LayoutData): LayoutModel {
  const { menu, siteFacts } = data
  if (!menu || !siteFacts) {
    throw new Error(
      "The layout needs data/menu/menu.json and data/site/site.json; the content check explains what is missing.",
    )
  }
  const siteLinks: Record<SiteLinkName, string> = {
    donationUrl: siteFacts.donationUrl,
    easyfundraisingUrl: siteFacts.easyfundraisingUrl,
    schoolUrl: siteFacts.schoolUrl,
    dioceseUrl: siteFacts.dioceseUrl,
    ecoChurchUrl: siteFacts.ecoChurchUrl,
    mapUrl: siteFacts.mapUrl,
  }
  const link = (entry: { label: string; to: string | null; siteLink: string | null }): MenuLinkModel =>
    entry.to !== null
      ? { label: entry.label, href: entry.to, external: false }
      : { label: entry.label, href: siteLinks[entry.siteLink as SiteLinkName], external: true }

  const aliases: Record<string, string> = {}
  const noteAliases = (route: string, alsoCurrentOn: readonly string[] | null) => {
    for (const alias of alsoCurrentOn ?? []) aliases[alias] = route
  }

  const items = menu.items.map((item): MenuBarItemModel => {
    const base = { id: slugify(item.label), label: item.label, subLabel: item.subLabel }
    if (item.to !== null) {
      noteAliases(item.to, item.alsoCurrentOn)
      return { ...base, kind: "link", href: item.to }
    }
    if (item.tiles) {
      const tiles = item.tiles.map(tile => {
        noteAliases(tile.to, tile.alsoCurrentOn)
        return { title: tile.title, href: tile.to, image: imageOf(tile.image) }
      })
      return { ...base, kind: "dropdown", tiles }
    }
    const columns = (item.columns ?? []).map((column): ColumnModel => ({
      id: `${base.id}-${slugify(column.heading)}`,
      heading: column.heading,
      text: column.text ?? [],
      tile: column.tile
        ? { title: column.tile.title, href: column.tile.to, image: imageOf(column.tile.image) }
        : undefined,
      groups: (column.groups ?? []).map(group => ({
        title: group.title,
        href: group.to,
        blurb: group.blurb,
        image: imageOf(group.thumbnail),
      })),
      link: column.link ? link(column.link) : undefined,
      logos: (column.logos ?? []).map(logo => ({ title: logo.title, href: logo.to, image: imageOf(logo.logo) })),
    }))
    return { ...base, kind: "mega", columns }
  })

  const { footer } = menu
  const visit: VisitModel = {
    address: [...siteFacts.address.lines, siteFacts.address.town, siteFacts.address.postcode],
    telephone: siteFacts.telephone,
    email: siteFacts.officeEmail,
    mapUrl: siteFacts.mapUrl,
    services: data.allService.nodes.map(service => ({
      name: service.name,
      day: service.day,
      time: formatClockTime(service.startTime),
    })),
  }
  return {
    siteTitle: siteFacts.title,
    everydayName: siteFacts.everydayName,
    brandLogo: imageOf(menu.brandLogo),
    items,
    phone: menu.phone.map(link),
    phoneGroups: groupPhoneLinks(menu.phone.map(link), items),
    aliases,
    social: siteFacts.social,
    visit,
    footer: {
      missionHeading: footer.mission.heading,
      mission: footer.mission.text,
      importantInformationHeading: footer.importantInformation.heading,
      importantInformation: footer.importantInformation.links.map(entry => ({
        ...entry,
        href: entry.to,
        external: false,
      })),
      ecoAward: { href: siteFacts.ecoChurchUrl, image: imageOf(footer.ecoAward.image), alt: footer.ecoAward.imageAlt },
      dioceseLogo: {
        href: siteFacts.dioceseUrl,
        image: imageOf(footer.dioceseLogo.image),
        alt: footer.dioceseLogo.imageAlt,
      },
    },
    buildYear: new Date(data.site?.siteMetadata?.builtAt ?? Date.now()).getUTCFullYear(),
  }
}

/**
 * The phone links, in their order, in runs under the desktop item that holds
 * them, so the long phone list reads in the same sections as the desktop menu.
 * A run of one link needs no label.
 */
export function groupPhoneLinks(
  links: readonly MenuLinkModel[],
  items: readonly MenuBarItemModel[],
): PhoneGroupModel[] {
  const itemOf = (link: MenuLinkModel) =>
    items.find(
      item =>
        routesOf(item).includes(link.href) ||
        (item.kind === "mega" && item.columns.some(column => column.link?.href === link.href)),
    )
  const runs: { item: MenuBarItemModel | undefined; links: MenuLinkModel[] }[] = []
  for (const link of links) {
    const item = itemOf(link)
    const last = runs[runs.length - 1]
    if (last && item && last.item === item) last.links.push(link)
    else runs.push({ item, links: [link] })
  }
  return runs.map(run => ({ label: run.links.length > 1 ? run.item?.label : undefined, links: run.links }))
}

/** Every internal route a drop-down or mega menu holds, so its button can show that the current page is inside. */
export function routesOf(item: MenuBarItemModel): string[] {
  switch (item.kind) {
    case "link":
      return [item.href]
    case "dropdown":
      return item.tiles.map(tile => tile.href)
    case "mega":
      return item.columns.flatMap(column => [
        ...(column.tile ? [column.tile.href] : []),
        ...column.groups.map(group => group.href),
        ...(column.link && !column.link.external ? [column.link.href] : []),
        ...column.logos.map(logo => logo.href),
      ])
  }
}

export function useLayoutData(): LayoutModel {
  const data = useStaticQuery<LayoutData>(graphql`
    query LayoutData {
      site {
        siteMetadata {
          builtAt
        }
      }
      siteFacts {
        title
        everydayName
        social {
          facebook
          twitter
          youtube
        }
        donationUrl
        easyfundraisingUrl
        schoolUrl
        dioceseUrl
        ecoChurchUrl
        mapUrl
        address {
          lines
          town
          postcode
        }
        telephone
        officeEmail
      }
      allService(sort: { order: ASC }) {
        nodes {
          name
          day
          startTime
        }
      }
      menu {
        brandLogo {
          image(preset: BRAND_LOGO)
        }
        items {
          label
          subLabel
          to
          alsoCurrentOn
          tiles {
            title
            to
            alsoCurrentOn
            image {
              image(preset: MENU_TILE)
            }
          }
          columns {
            heading
            text
            tile {
              title
              to
              image {
                image(preset: MEGA_TILE)
              }
            }
            groups {
              title
              to
              blurb
              thumbnail {
                image(preset: GROUP_THUMB)
              }
            }
            link {
              label
              to
              siteLink
            }
            logos {
              title
              to
              logo {
                image(preset: GIVING_LOGO)
              }
            }
          }
        }
        phone {
          label
          to
          siteLink
        }
        footer {
          mission {
            heading
            text
          }
          importantInformation {
            heading
            links {
              label
              to
            }
          }
          ecoAward {
            imageAlt
            image {
              image(preset: ECO_AWARD)
            }
          }
          dioceseLogo {
            imageAlt
            image {
              image(preset: DIOCESE_LOGO)
            }
          }
        }
      }
    }
  `)
  return React.useMemo(() => toLayoutModel(data), [data])
}

/**
 * The Layout's model, for a part of a page that shows the frame's facts again (the rail beside a text page):
 * read once by the Layout, not queried a second time. Undefined outside the Layout (a component's unit test).
 */
export const LayoutModelContext = React.createContext<LayoutModel | undefined>(undefined)
