import * as React from "react"
import { graphql } from "gatsby"
import { topId } from "../../dom-markers"
import { borders, colors, layout, media, space, spreadRow } from "../../theme"
import { Branding } from "../Branding"
import { DesktopMenu } from "../DesktopMenu"
import { PhoneMenu } from "../PhoneMenu"
import { containerStyles } from "../Primitives"
import { SocialLinks } from "../SocialLinks"
import { useWording } from "../Wording"

export const siteHeaderFields = graphql`
  fragment SiteHeaderMenu on Menu {
    brandLogo {
      ...BrandLogoImage
    }
    ...DesktopMenu
    ...PhoneMenu
  }
  fragment SiteHeaderFacts on SiteFacts {
    title
    ...SocialLinks
    ...SiteLinks
  }
`

/**
 * The site header. On a desktop: branding and the social icons site.json marks `inHeader` on white, then the purple menu bar. Below the
 * desktop breakpoint: one row, the branding and the Menu button at its right end, where a reader expects the
 * page's one control (a social icon there read as a close button); the social links are the footer's. The list
 * the Menu button opens comes down over the page from the header's foot. Not sticky: it never covers the content
 * or a focused control as the page scrolls; the footer's "Back to top" link brings it back.
 */
export function SiteHeader({
  menu,
  facts,
}: {
  menu: Queries.SiteHeaderMenuFragment
  facts: Queries.SiteHeaderFactsFragment
}) {
  const { pageTop } = useWording()
  return (
    <header
      id={topId}
      css={{
        background: colors.paper,
        // The Menu's list is placed from the header's foot.
        position: "relative",
        // A purple rule where the menu bar stands on a desktop.
        [media.belowDesktop]: { borderBottom: `${borders.thick} solid ${colors.primary}` },
      }}
    >
      <div
        css={{
          ...containerStyles,
          ...spreadRow,
          // When the name and the control beside it no longer fit side by side (large text), the control moves to
          // a line of its own, at the right, rather than squeezing the name to a word a line or running off the
          // screen.
          flexWrap: "wrap",
          gap: `${space.xs} ${space.md}`,
          paddingTop: space.sm,
          paddingBottom: space.sm,
        }}
      >
        <Branding
          title={facts.title}
          logo={menu.brandLogo}
          tone="light"
          css={{ flex: `1 1 ${layout.brandMinWidth}` }}
        />
        <SocialLinks
          tone="light"
          everydayName={facts.everydayName}
          accounts={(facts.social ?? []).filter(account => account.inHeader)}
          css={{ marginLeft: "auto", [media.belowDesktop]: { display: "none" } }}
        />
        <nav aria-label={pageTop.menuName} css={{ marginLeft: "auto", [media.desktop]: { display: "none" } }}>
          <PhoneMenu menu={menu} siteLinks={facts} />
        </nav>
      </div>
      <nav
        aria-label={pageTop.menuName}
        css={{ display: "none", [media.desktop]: { display: "block", background: colors.primary } }}
      >
        <div css={[containerStyles, { color: colors.onPrimary }]}>
          <DesktopMenu items={menu.items} siteLinks={facts} />
        </div>
      </nav>
    </header>
  )
}
