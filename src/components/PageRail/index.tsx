import * as React from "react"
import { graphql, Link, useStaticQuery } from "gatsby"
import { fillIn } from "../../content/template"
import { bareList, borders, colors, fontSizes, fontWeights, layout, media, space } from "../../theme"
import { CurrentPageContext } from "../Navigation/current-page"
import { phoneMenuGroups } from "../PhoneMenu"
import { MenuLink } from "../MenuLink"
import { Panel, WithAside } from "../Primitives"
import { ServiceTimes, servicesOn } from "../VisitFacts"
import { useWording } from "../Wording"
import { sectionLinks } from "./section-links"

/**
 * A text page without an aside of its own, laid out like one with: the text at reading width, and beside it
 * on a desktop (after it on a phone) the other pages of its menu section and when to come on Sunday. So at
 * 1280 px a page of text uses the width as the group pages do, instead of leaving the right half empty.
 */
export function WithPageRail({ children }: { children: React.ReactNode }) {
  return (
    <WithAside textFirst aside={<PageRail />}>
      {children}
    </WithAside>
  )
}

function PageRail() {
  const { menu, siteFacts, allService } = useStaticQuery<Queries.PageRailQuery>(graphql`
    query PageRail {
      menu {
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
      siteFacts {
        ...SiteLinks
      }
      allService(sort: { order: ASC }) {
        nodes {
          ...ServiceTime
        }
      }
    }
  `)
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  const { pageRail: words } = useWording()
  if (!menu || !siteFacts) return null
  const section = sectionLinks(phoneMenuGroups(menu, siteFacts), menu.footer.importantInformation, pathname, aliases)
  const sundays = servicesOn(allService.nodes, "Sunday")
  return (
    <div css={{ display: "grid", gap: space.lg, [media.desktop]: { position: "sticky", top: space.lg } }}>
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
    </div>
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
