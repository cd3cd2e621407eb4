import * as React from "react"
import { graphql } from "gatsby"
import { topId } from "../../dom-markers"
import { colors, layout, media, space, spreadRow } from "../../theme"
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
 * The site header: branding and the two social icons on white, then the purple
 * menu bar: the full menu from the desktop breakpoint, the Menu button below it.
 * Not sticky: it never covers the content or a focused control as the page scrolls; the footer's
 * "Back to top" link brings it back.
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
    <header id={topId} css={{ background: colors.paper }}>
      <div
        css={{
          ...containerStyles,
          ...spreadRow,
          // When the name and the icons no longer fit side by side (large text), the icons move to a line of their
          // own, at the right, rather than squeezing the name to a word a line or running off the screen.
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
          networks={["facebook", "twitter"]}
          addresses={facts.social}
          css={{ marginLeft: "auto" }}
        />
      </div>
      <nav aria-label={pageTop.menuName} css={{ background: colors.primary, color: colors.onPrimary }}>
        <div css={containerStyles}>
          <div css={{ display: "none", [media.desktop]: { display: "block" } }}>
            <DesktopMenu items={menu.items} siteLinks={facts} />
          </div>
          <div css={{ [media.desktop]: { display: "none" } }}>
            <PhoneMenu menu={menu} siteLinks={facts} />
          </div>
        </div>
      </nav>
    </header>
  )
}
