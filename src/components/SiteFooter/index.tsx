import * as React from "react"
import { graphql } from "gatsby"
import {
  bareList,
  borders,
  colors,
  focusRingOnDark,
  fonts,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  media,
  radii,
  space,
  spreadRow,
} from "../../theme"
import { Branding } from "../Branding"
import { fillInWith } from "../FillIn"
import { ExternalLink } from "../ExternalLink"
import { MenuLink } from "../MenuLink"
import { Picture } from "../Picture"
import { containerStyles } from "../Primitives"
import { ChurchAddress, ChurchContacts, ServiceTimes, servicesOn } from "../VisitFacts"
import { SocialLinks } from "../SocialLinks"
import { useWording } from "../Wording"
import { domMarkers, scriptOwnedContent, topId } from "../../dom-markers"

export const siteFooterFields = graphql`
  fragment SiteFooterMenu on Menu {
    brandLogo {
      ...BrandLogoImage
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
          ...EcoAwardImage
        }
      }
      dioceseLogo {
        imageAlt
        image {
          ...DioceseLogoImage
        }
      }
    }
  }
  fragment SiteFooterFacts on SiteFacts {
    title
    everydayName
    social {
      facebook
      twitter
      youtube
    }
    ecoChurchUrl
    dioceseUrl
    ...VisitFacts
  }
`

/**
 * The site footer (spec §2): branding, mission statement, where and when to
 * find us (address, map, phone, email, Sunday services), Important
 * Information links, social links, the Eco Church award and diocese logo
 * links, the copyright line for the current year, and a link back to the top.
 *
 * Compact on a phone (under 1,000 px tall at 390 px wide): the facts sit two
 * to a row where they are short (address beside phone and email, the
 * Important Information beside the social links, the two logos side by side)
 * and the secondary text is a step smaller.
 */
export function SiteFooter({
  menu,
  facts,
  services,
  buildYear,
}: {
  menu: Queries.SiteFooterMenuFragment
  facts: Queries.SiteFooterFactsFragment
  services: readonly Queries.ServiceTimeFragment[]
  /** the year the site was built: the copyright line shows it until the browser knows today's year */
  buildYear: number
}) {
  const { footer } = menu
  const { footer: words } = useWording()
  const sundayServices = servicesOn(services, "Sunday")
  return (
    <footer css={{ background: colors.primaryDark, color: colors.onPrimary }}>
      <div
        css={{
          ...containerStyles,
          paddingTop: space.lg,
          paddingBottom: space.lg,
          display: "grid",
          gap: `${space.md} ${space.sm}`,
          gridTemplateColumns: "minmax(0, 1fr) auto",
          gridTemplateAreas: '"mission mission" "visit visit" "info follow" "logos logos"',
          [media.tablet]: {
            gap: `${space.lg} ${space.xl}`,
            gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
            gridTemplateAreas: '"mission visit" "info follow" "logos logos"',
          },
          [media.desktop]: {
            paddingTop: space.xl,
            paddingBottom: space.xl,
            gridTemplateColumns: "1.6fr 1.2fr 1fr",
            gridTemplateRows: "auto auto 1fr",
            gridTemplateAreas: '"mission visit info" "mission visit follow" "mission visit logos"',
          },
          "& a:not([data-plain])": { color: colors.onPrimary },
          "& a:focus-visible": focusRingOnDark,
          // Each block starts at the grid's gap, not a heading's margin below it.
          "& > * > h2:first-child": { marginTop: 0 },
        }}
      >
        <section aria-labelledby="footer-mission" css={{ gridArea: "mission" }}>
          <Branding title={facts.title} logo={menu.brandLogo} tone="dark" />
          <h2 id="footer-mission" css={headingStyles}>
            {footer.mission.heading}
          </h2>
          {footer.mission.text.map(paragraph => (
            <p key={paragraph} css={secondaryTextStyles}>
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="footer-visit-us" css={{ gridArea: "visit" }}>
          <h2 id="footer-visit-us" css={headingStyles}>
            {words.visitUs}
          </h2>
          <ChurchAddress facts={facts} runOn />
          <ExternalLink href={facts.mapUrl} css={compactLinkStyles}>
            {words.mapLink}
          </ExternalLink>
          <ChurchContacts facts={facts} />
          {sundayServices.length > 0 && (
            <>
              <h3 css={subheadingStyles}>{words.sundays}</h3>
              <ServiceTimes services={sundayServices} showDay={false} inline />
            </>
          )}
        </section>
        <nav aria-labelledby="footer-important-information" css={{ gridArea: "info" }}>
          <h2 id="footer-important-information" css={headingStyles}>
            {footer.importantInformation.heading}
          </h2>
          <ul css={bareList}>
            {footer.importantInformation.links.map(link => (
              <li key={link.to}>
                <MenuLink href={link.to} css={textLinkStyles}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow-us" css={{ gridArea: "follow" }}>
          <h2 id="footer-follow-us" css={headingStyles}>
            {words.followUs}
          </h2>
          <SocialLinks
            tone="dark"
            everydayName={facts.everydayName}
            networks={["facebook", "twitter", "youtube"]}
            addresses={facts.social}
          />
        </section>
        <div css={{ gridArea: "logos", display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: space.md }}>
          <PictureLink href={facts.ecoChurchUrl} picture={footer.ecoAward} />
          <PictureLink href={facts.dioceseUrl} picture={footer.dioceseLogo} />
        </div>
      </div>
      <div css={{ borderTop: `${borders.hairline} solid ${colors.primary}` }}>
        <div
          css={{
            ...containerStyles,
            ...spreadRow,
            columnGap: space.md,
            paddingTop: space.xs,
            paddingBottom: space.xs,
            fontSize: fontSizes.small,
            color: colors.onPrimaryMuted,
          }}
        >
          <p css={{ margin: 0, flex: "1 1 auto" }}>
            {/* The year is the build's until the page's script writes this year's (src/standalone/page-frame.ts). */}
            {fillInWith(words.copyright, {
              year: <span {...{ [domMarkers.copyrightYear]: "" }} {...scriptOwnedContent(String(buildYear))} />,
              name: facts.title,
            })}
          </p>
          {/* An ordinary link to the top of the page: it works without JavaScript, moves nothing and covers nothing. */}
          <a
            href={`#${topId}`}
            css={{
              display: "inline-flex",
              alignItems: "center",
              gap: space.xs,
              flexShrink: 0,
              minHeight: layout.minTarget,
              color: colors.onPrimary,
              fontWeight: fontWeights.bold,
              textUnderlineOffset: "0.2em",
              "&:focus-visible": focusRingOnDark,
            }}
          >
            {words.backToTop}
            <span aria-hidden="true">↑</span>
          </a>
        </div>
      </div>
    </footer>
  )
}

/** A logo that links to another site; its alt text names the link. */
function PictureLink({
  href,
  picture,
}: {
  href: string
  picture: Queries.SiteFooterMenuFragment["footer"]["ecoAward"]
}) {
  return (
    <ExternalLink
      href={href}
      data-plain
      css={{
        display: "inline-flex",
        padding: space.xs,
        background: colors.paper,
        borderRadius: radii.md,
        // Both logos the same height, side by side on a phone too.
        "& img": { width: "auto", height: layout.footerLogoHeight },
        "&:hover": { outline: `${borders.medium} solid ${colors.highlight}` },
      }}
    >
      <Picture image={picture.image} alt={picture.imageAlt} />
    </ExternalLink>
  )
}

const headingStyles = {
  margin: `${space.md} 0 ${space.sm}`,
  fontFamily: fonts.heading,
  fontSize: fontSizes.h4,
  lineHeight: lineHeights.heading,
  color: colors.onPrimary,
  [media.tablet]: { fontSize: fontSizes.h3 },
} as const

/** The mission's paragraphs: a step smaller and quieter than the facts. */
const secondaryTextStyles = {
  margin: `0 0 ${space.sm}`,
  fontSize: fontSizes.small,
  lineHeight: lineHeights.compact,
  color: colors.onPrimaryMuted,
  maxWidth: layout.readingWidth,
} as const

const subheadingStyles = {
  margin: `${space.md} 0 ${space.xs}`,
  fontFamily: fonts.body,
  fontSize: fontSizes.body,
  fontWeight: fontWeights.bold,
  color: colors.onPrimary,
} as const

const compactLinkStyles = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: layout.minTarget,
} as const

const textLinkStyles = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: layout.minTarget,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  "&:hover": { textDecorationThickness: borders.thick },
  "&[aria-current]": { fontWeight: fontWeights.bold },
} as const
