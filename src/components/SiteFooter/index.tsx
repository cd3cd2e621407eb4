import * as React from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import { bareList, borders, colors, focusRingOnDark, fonts, fontSizes, layout, media, radii, space } from "../../theme"
import { Branding } from "../Branding"
import { ExternalLink } from "../ExternalLink"
import type { LayoutModel, PictureLinkModel } from "../Layout/layout-data"
import { MenuLink } from "../MenuLink"
import { SocialLinks } from "../SocialLinks"
import { hooks, scriptOwnedContent } from "../../standalone/hooks"

/**
 * The site footer (spec §2): branding, mission statement, Important
 * Information links, social links, the Eco Church award and diocese logo
 * links, and the copyright line for the current year.
 */
export function SiteFooter({ model }: { model: LayoutModel }) {
  const { footer } = model
  return (
    <footer css={{ background: colors.primaryDark, color: colors.onPrimary, marginTop: space.xxl }}>
      <div
        css={{
          maxWidth: layout.maxWidth,
          margin: "0 auto",
          padding: `${space.xl} ${space.md}`,
          display: "grid",
          gap: space.xl,
          [media.tablet]: { gridTemplateColumns: "1fr 1fr" },
          [media.desktop]: { gridTemplateColumns: "2fr 1fr 1fr" },
          "& a:not([data-plain])": { color: colors.onPrimary },
          "& a:focus-visible": focusRingOnDark,
        }}
      >
        <section
          aria-labelledby="footer-mission"
          css={{ [media.tablet]: { gridColumn: "1 / -1" }, [media.desktop]: { gridColumn: "auto" } }}
        >
          <Branding title={model.siteTitle} logo={model.brandLogo} tone="dark" />
          <h2 id="footer-mission" css={headingStyles}>
            {footer.missionHeading}
          </h2>
          {footer.mission.map(paragraph => (
            <p
              key={paragraph}
              css={{ margin: `0 0 ${space.md}`, color: colors.onPrimaryMuted, maxWidth: layout.readingWidth }}
            >
              {paragraph}
            </p>
          ))}
        </section>
        <nav aria-labelledby="footer-important-information">
          <h2 id="footer-important-information" css={headingStyles}>
            {footer.importantInformationHeading}
          </h2>
          <ul css={bareList}>
            {footer.importantInformation.map(link => (
              <li key={link.href}>
                <MenuLink href={link.href} css={textLinkStyles}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow-us">
          <h2 id="footer-follow-us" css={headingStyles}>
            Follow us
          </h2>
          <SocialLinks
            tone="dark"
            label={`${model.everydayName} on social media`}
            links={[
              { network: "facebook", href: model.social.facebook },
              { network: "twitter", href: model.social.twitter },
              { network: "youtube", href: model.social.youtube },
            ]}
          />
          <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.md, marginTop: space.lg }}>
            <PictureLink picture={footer.ecoAward} />
            <PictureLink picture={footer.dioceseLogo} />
          </div>
        </section>
      </div>
      <div css={{ borderTop: `${borders.hairline} solid ${colors.primary}` }}>
        <p
          css={{
            maxWidth: layout.maxWidth,
            margin: "0 auto",
            padding: `${space.md} ${space.md}`,
            fontSize: fontSizes.small,
            color: colors.onPrimaryMuted,
          }}
        >
          © <span {...{ [hooks.copyrightYear]: "" }} {...scriptOwnedContent(String(model.buildYear))} />{" "}
          {model.siteTitle}
        </p>
      </div>
    </footer>
  )
}

/** A logo that links to another site; its alt text names the link. */
function PictureLink({ picture }: { picture: PictureLinkModel }) {
  return (
    <ExternalLink
      href={picture.href}
      data-plain
      css={{
        display: "inline-flex",
        padding: space.xs,
        background: colors.paper,
        borderRadius: radii.md,
        "&:hover": { outline: `${borders.medium} solid ${colors.highlight}` },
      }}
    >
      {picture.image ? (
        <GatsbyImage image={picture.image} alt={picture.alt} />
      ) : (
        <span css={{ color: colors.link, padding: space.sm }}>{picture.alt}</span>
      )}
    </ExternalLink>
  )
}

const headingStyles = {
  margin: `${space.md} 0 ${space.sm}`,
  fontFamily: fonts.heading,
  fontSize: fontSizes.h3,
  fontWeight: 400,
  color: colors.onPrimary,
} as const

const textLinkStyles = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: layout.minTarget,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  "&:hover": { textDecorationThickness: borders.thick },
  "&[aria-current]": { fontWeight: 700 },
} as const
