import * as React from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import {
  bareList,
  borders,
  colors,
  focusRingOnDark,
  fonts,
  fontSizes,
  fontWeights,
  layout,
  media,
  radii,
  space,
} from "../../theme"
import { Branding } from "../Branding"
import { ExternalLink } from "../ExternalLink"
import type { LayoutModel, PictureLinkModel } from "../Layout/layout-data"
import { MenuLink } from "../MenuLink"
import { containerStyles } from "../Primitives"
import { ChurchAddress, ChurchContacts, ServiceTimes, servicesOn } from "../VisitFacts"
import { SocialLinks } from "../SocialLinks"
import { hooks, scriptOwnedContent } from "../../dom-markers"

/**
 * The site footer (spec §2): branding, mission statement, where and when to
 * find us (address, map, phone, email, Sunday services), Important
 * Information links, social links, the Eco Church award and diocese logo
 * links, and the copyright line for the current year.
 */
export function SiteFooter({ model }: { model: LayoutModel }) {
  const { footer, visit } = model
  const sundayServices = servicesOn(visit.services, "Sunday")
  return (
    <footer css={{ background: colors.primaryDark, color: colors.onPrimary, marginTop: space.xxl }}>
      <div
        css={{
          ...containerStyles,
          paddingTop: space.xl,
          paddingBottom: space.xl,
          display: "grid",
          gap: space.xl,
          [media.tablet]: { gridTemplateColumns: "1fr 1fr" },
          [media.desktop]: { gridTemplateColumns: "1.6fr 1.2fr 1fr" },
          "& a:not([data-plain])": { color: colors.onPrimary },
          "& a:focus-visible": focusRingOnDark,
        }}
      >
        <section aria-labelledby="footer-mission">
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
        <section aria-labelledby="footer-visit-us">
          <h2 id="footer-visit-us" css={headingStyles}>
            Visit us
          </h2>
          <ChurchAddress visit={visit} css={{ marginBottom: space.xs }} />
          <p css={{ margin: `0 0 ${space.md}` }}>
            <ExternalLink href={visit.mapUrl}>Find us on a map</ExternalLink>
          </p>
          <ChurchContacts visit={visit} />
          {sundayServices.length > 0 && (
            <>
              <h3 css={subheadingStyles}>Sundays</h3>
              <ServiceTimes services={sundayServices} showDay={false} />
            </>
          )}
        </section>
        <div>
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
      </div>
      <div css={{ borderTop: `${borders.hairline} solid ${colors.primary}` }}>
        <p
          css={{
            ...containerStyles,
            paddingTop: space.md,
            paddingBottom: space.md,
            marginTop: 0,
            marginBottom: 0,
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
  color: colors.onPrimary,
} as const

const subheadingStyles = {
  margin: `${space.lg} 0 ${space.xs}`,
  fontFamily: fonts.body,
  fontSize: fontSizes.body,
  fontWeight: fontWeights.bold,
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
