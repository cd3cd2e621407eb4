import * as React from "react"
import { topId } from "../../dom-markers"
import { colors, media, space, spreadRow } from "../../theme"
import { Branding } from "../Branding"
import { DesktopMenu } from "../DesktopMenu"
import type { LayoutModel } from "../Layout/layout-data"
import { PhoneMenu } from "../PhoneMenu"
import { containerStyles } from "../Primitives"
import { SocialLinks } from "../SocialLinks"
import { useWording } from "../Wording"

/**
 * The site header: branding and the two social icons on white, then the purple
 * menu bar: the full menu from the desktop breakpoint, the Menu button below it.
 * Not sticky: it never covers the content or a focused control as the page scrolls; the footer's
 * "Back to top" link brings it back.
 */
export function SiteHeader({ model }: { model: LayoutModel }) {
  const { pageTop } = useWording()
  return (
    <header id={topId} css={{ background: colors.paper }}>
      <div
        css={{
          ...containerStyles,
          ...spreadRow,
          gap: space.md,
          paddingTop: space.sm,
          paddingBottom: space.sm,
        }}
      >
        <Branding title={model.siteTitle} logo={model.brandLogo} tone="light" />
        <SocialLinks
          tone="light"
          everydayName={model.everydayName}
          networks={["facebook", "twitter"]}
          addresses={model.social}
        />
      </div>
      <nav aria-label={pageTop.menuName} css={{ background: colors.primary, color: colors.onPrimary }}>
        <div css={containerStyles}>
          <div css={{ display: "none", [media.desktop]: { display: "block" } }}>
            <DesktopMenu items={model.items} />
          </div>
          <div css={{ [media.desktop]: { display: "none" } }}>
            <PhoneMenu groups={model.phoneGroups} />
          </div>
        </div>
      </nav>
    </header>
  )
}
