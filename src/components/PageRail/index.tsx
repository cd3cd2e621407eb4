import * as React from "react"
import { graphql, Link } from "gatsby"
import { fillIn } from "../../content/template"
import { bareList, borders, colors, fontSizes, fontWeights, layout, space } from "../../theme"
import { CurrentPageContext } from "../Navigation/current-page"
import { phoneMenuGroups } from "../PhoneMenu"
import { MenuLink } from "../MenuLink"
import { type JumpLink, SectionLinks, sectionsForJumpLinks } from "../JumpLinks"
import { Panel, Stack, staysInView, WithAside } from "../Primitives"
import { ServiceTimes, servicesOn } from "../VisitFacts"
import { useWording } from "../Wording"
import { sectionLinks } from "./section-links"

/**
 * A page with the site's furniture: "On this page" at the top of its text once it has enough sections (so a page an
 * editor lengthens gets it too), its text at reading width and, on a desktop, the rail beside it (the other pages of
 * its menu section, and when to come on Sunday), sticky so that it stays in view down a long text; on a phone the
 * rail comes after the text. Every page of a menu section is made this way, so sibling pages are dressed alike.
 * A page with a summary of its own (a group's "at a glance", Safeguarding's help now) passes it as `aside`: before
 * the text on a phone, above the rail on a desktop. Its rail leaves out "Join us on Sunday" unless the page is long
 * (it lists its sections), so that the column beside a short text does not run on long after it, and the one beside
 * a long text keeps something in view all the way down.
 */
export function WithPageRail({
  children,
  aside,
  after,
  sections = [],
}: {
  children: React.ReactNode
  aside?: React.ReactNode
  /** a part of the page across its whole width, after the text (WithAside's `after`) */
  after?: React.ReactNode
  /** the page's parts, in order, for "On this page" */
  sections?: readonly JumpLink[]
}) {
  const long = sections.length >= sectionsForJumpLinks
  return (
    <WithAside aside={aside} after={after} rail={<PageRail withSundays={!aside || long} />}>
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
    ...PhoneMenu
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
`

/** What the rail shows, which the page frame (Layout) has already queried with the header's and footer's data. */
export interface PageRailData {
  menu: Queries.PageRailMenuFragment
  facts: Queries.PageRailFactsFragment
  services: readonly Queries.ServiceTimeFragment[]
}

/** The page frame provides the rail's data to whichever page shows a rail. */
export const PageRailContext = React.createContext<PageRailData | undefined>(undefined)

function PageRail({ withSundays }: { withSundays: boolean }) {
  const data = React.useContext(PageRailContext)
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  const { pageRail: words } = useWording()
  if (!data) return null
  const { menu, facts, services } = data
  const section = sectionLinks(phoneMenuGroups(menu, facts), menu.footer.importantInformation, pathname, aliases)
  const sundays = withSundays ? servicesOn(services, "Sunday") : []
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
