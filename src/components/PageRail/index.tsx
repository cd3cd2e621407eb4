import * as React from "react"
import { graphql, Link } from "gatsby"
import { fillIn } from "../../content/template"
import { bareList, borders, colors, fontSizes, fontWeights, layout, space } from "../../theme"
import { CurrentPageContext } from "../Navigation/current-page"
import { groupRoute } from "../../content/collections/groups"
import { WhoToAskPanel } from "../GroupAside"
import { MenuLink } from "../MenuLink"
import { type JumpLink, SectionLinks } from "../JumpLinks"
import { Panel, Stack, staysInView, WithAside } from "../Primitives"
import { ServiceTimes, servicesOn } from "../VisitFacts"
import { useWording } from "../Wording"
import { type Section, sectionOf } from "./section-links"

/**
 * A page with the site's furniture: "On this page" at the top of its text once it has enough sections (so a page an
 * editor lengthens gets it too), its text at reading width and, on a desktop, the rail beside it (the pages of its
 * menu section, and when to come on Sunday), sticky so that it stays in view down a long text; on a phone the rail
 * comes after the text. Every page of a menu section is made this way, so sibling pages are dressed alike
 * (docs/design.md, "Asides by section"). A page with a summary of its own (a group's "at a glance", Safeguarding's
 * help now, this week's readings) passes it as `aside`: before the text on a phone, above the rail on a desktop. A
 * page without one, in a section whose group pages name whom to ask, shows that person there instead, so every
 * page of the section offers someone to ask. `wide` gives the page's own column the room the rail does not need
 * (WithAside's `wide`), for a grid of cards or a figure beside the text.
 */
export function WithPageRail({
  children,
  header,
  aside,
  after,
  sections = [],
  wide = false,
}: {
  children: React.ReactNode
  /** the page's header (PageHeader): the aside and the rail start beside it on a desktop (WithAside's `header`) */
  header: React.ReactNode
  aside?: React.ReactNode
  /** a part of the page across its whole width, after the text (WithAside's `after`) */
  after?: React.ReactNode
  /** the page's parts, in order, for "On this page" */
  sections?: readonly JumpLink[]
  wide?: boolean
}) {
  const data = React.useContext(PageRailContext)
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  const section =
    data && sectionOf(data.menu.items, data.facts, data.menu.footer.importantInformation, pathname, aliases)
  const person = !aside && data && section && sectionContact(section, data)
  return (
    <WithAside
      wide={wide}
      header={header}
      aside={aside ?? (person && <WhoToAskPanel person={person} />)}
      after={after}
      rail={data && <PageRail section={section} services={data.services} />}
    >
      <Stack gap="lg">
        <SectionLinks sections={sections} />
        {children}
      </Stack>
    </WithAside>
  )
}

/** The menus' and the site's fields the rail reads, gathered by the page frame's query. */
export const pageRailFields = graphql`
  fragment PageRailMenu on Menu {
    items {
      label
      alsoCurrentOn
      tiles {
        title
        to
      }
      columns {
        tile {
          title
          to
        }
        groups {
          title
          to
        }
        link {
          label
          to
          siteLink
        }
        logos {
          title
          to
        }
      }
    }
    footer {
      importantInformation {
        heading
        links {
          label
          to
        }
      }
    }
  }
  fragment PageRailFacts on SiteFacts {
    ...SiteLinks
  }
  fragment PageRailGroupContact on GroupPage {
    fileName
    contact
  }
`

/** What the rail shows, which the page frame (Layout) has already queried with the header's and footer's data. */
export interface PageRailData {
  menu: Queries.PageRailMenuFragment
  facts: Queries.PageRailFactsFragment
  services: readonly Queries.ServiceTimeFragment[]
  /** whom each group page (data/groups/) names to ask */
  groupContacts: readonly Queries.PageRailGroupContactFragment[]
  people: readonly Queries.GroupAsidePersonFragment[]
}

/** The page frame provides the rail's data to whichever page shows a rail. */
export const PageRailContext = React.createContext<PageRailData | undefined>(undefined)

/** Whom a section's pages ask: the person its first group page names ("Donations": easyfundraising's). */
function sectionContact(section: Section, { groupContacts, people }: PageRailData) {
  const contact = section.links
    .map(link => groupContacts.find(group => groupRoute(group.fileName) === link.href)?.contact)
    .find(Boolean)
  return people.find(person => person.shortName === contact)
}

function PageRail({ section, services }: { section: Section | undefined; services: PageRailData["services"] }) {
  const { pageRail: words } = useWording()
  const sundays = servicesOn(services, "Sunday")
  return (
    <aside css={[{ display: "grid", gap: space.lg }, staysInView]}>
      {section && (
        <nav aria-label={fillIn(words.sectionName, { section: section.label })}>
          <p css={railLabelStyles}>{section.label}</p>
          <ul css={{ ...bareList, borderTop: `${borders.hairline} solid ${colors.border}` }}>
            {section.links.map(link => (
              <li key={link.href}>
                <MenuLink href={link.href} external={link.external} css={railLinkStyles}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sundays.length > 0 && (
        <Panel as="section" aria-labelledby="rail-join-us">
          <h2 id="rail-join-us">{words.joinUs}</h2>
          <ServiceTimes services={sundays} showDay={false} />
          <p css={{ margin: `${space.md} 0 0` }}>
            <Link to="/contact">{words.planVisit}</Link>
          </p>
        </Panel>
      )}
    </aside>
  )
}

const railLabelStyles = {
  margin: `0 0 ${space.xs}`,
  fontSize: fontSizes.small,
  fontWeight: fontWeights.bold,
  color: colors.inkMuted,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
} as const

const railLinkStyles = {
  display: "flex",
  alignItems: "center",
  minHeight: layout.minTarget,
  padding: `${space.xs} ${space.md}`,
  borderBottom: `${borders.hairline} solid ${colors.border}`,
  borderLeft: `${borders.thick} solid transparent`,
  textDecoration: "none",
  "&:hover": { background: colors.primaryTint, textDecoration: "underline" },
  "&[aria-current]": { borderLeftColor: colors.accent, fontWeight: fontWeights.bold, color: colors.ink },
} as const
