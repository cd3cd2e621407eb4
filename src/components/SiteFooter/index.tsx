import * as React from "react"
import { graphql } from "gatsby"
import {
  bareList,
  borders,
  colors,
  focusRing,
  fontSizes,
  fontWeights,
  layout,
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
import { PostalAddress, ChurchContacts, ServicesByDay } from "../VisitFacts"
import { SocialLinks } from "../SocialLinks"
import { useWording } from "../Wording"
import { domMarkers, scriptOwnedContent, topId } from "../../dom-markers"
import { FooterMission } from "./FooterMission"
import { headingStyles, subheadingStyles, targetStyles, textLinkStyles } from "./styles"

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
    ...SocialLinks
    ecoChurchUrl
    dioceseUrl
    ...VisitFacts
  }
`

/**
 * The site footer (docs/requirements.md#layout): branding, mission statement, where and when to find us (address, map, phone, email,
 * every regular service), Important Information links, social links, the Eco Church award and diocese logo links,
 * the copyright line for the current year, and a link back to the top. Every link is a 44 px target.
 *
 * Within one screen on a phone (under 800 px at 390 px wide): the mission folds into a disclosure, short items sit
 * two to a row (Important Information beside the social links, the two logos side by side), the services take a
 * line each with the day beside them, and the secondary text is a step smaller.
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
  return (
    <footer
      css={{
        background: colors.primaryDark,
        color: colors.onPrimary,
        // Below the first screen on most pages: the browser lays it out only as it comes near, which takes a good
        // part of the work off the page's load. Meanwhile it holds about its usual height (in rem, as it grows with
        // the text), so the page's length hardly changes.
        contentVisibility: "auto",
        containIntrinsicSize: "auto 49rem",
        [media.desktop]: { containIntrinsicSize: "auto 37rem" },
      }}
    >
      <div
        css={{
          ...containerStyles,
          paddingTop: space.lg,
          paddingBottom: space.lg,
          display: "grid",
          gap: `${space.md} ${space.sm}`,
          gridTemplateColumns: "minmax(0, 1fr) auto",
          gridTemplateAreas: '"brand brand" "visit visit" "info follow" "mission mission" "logos logos"',
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
          // Few words to a line (large text): one thing under another, so no column squeezes its words.
          [media.narrowText]: {
            gridTemplateColumns: "minmax(0, 1fr)",
            gridTemplateAreas: '"brand" "visit" "info" "follow" "mission" "logos"',
            gridTemplateRows: "none",
          },
          "& a:not([data-plain])": { color: colors.onPrimary },
          "& :focus-visible": focusRing,
          // Each block starts at the grid's gap, not a heading's margin below it.
          "& > * > h2:first-child, & > * > * > h2:first-child": { marginTop: 0 },
        }}
      >
        {/* On a phone its parts are the grid's own (the branding first, the mission folded lower down). */}
        <div css={{ gridArea: "mission", [media.belowTablet]: { display: "contents" } }}>
          <Branding title={facts.title} logo={menu.brandLogo} tone="dark" css={{ gridArea: "brand" }} />
          <FooterMission heading={footer.mission.heading} text={footer.mission.text} />
        </div>
        <section aria-labelledby="footer-visit-us" css={{ gridArea: "visit" }}>
          {/* The map link beside the heading, as a "see more" link: one row less on a phone. */}
          <div css={{ ...spreadRow, flexWrap: "wrap", columnGap: space.md, marginBottom: space.xs }}>
            <h2 id="footer-visit-us" css={{ ...headingStyles, margin: 0 }}>
              {words.visitUs}
            </h2>
            <ExternalLink href={facts.mapUrl} css={targetStyles}>
              {words.mapLink}
            </ExternalLink>
          </div>
          <PostalAddress address={facts.address} runOn />
          <ChurchContacts facts={facts} />
          {services.length > 0 && (
            <>
              <h3 css={subheadingStyles}>{words.services}</h3>
              <ServicesByDay services={services} dayBeside />
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
        {facts.social && facts.social.length > 0 && (
          <section aria-labelledby="footer-follow-us" css={{ gridArea: "follow" }}>
            <h2 id="footer-follow-us" css={headingStyles}>
              {words.followUs}
            </h2>
            <SocialLinks tone="dark" everydayName={facts.everydayName} accounts={facts.social} />
          </section>
        )}
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
            // Back to top goes under the copyright line when the two no longer fit side by side.
            flexWrap: "wrap",
            columnGap: space.md,
            paddingTop: space.xs,
            paddingBottom: space.xs,
            fontSize: fontSizes.small,
            color: colors.onPrimaryMuted,
          }}
        >
          {/* Beside Back to top while the line keeps room for the site's name; under it when the text is large. */}
          <p css={{ margin: 0, flex: `1 1 ${layout.brandMinWidth}` }}>
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
              ...targetStyles,
              gap: space.xs,
              flexShrink: 0,
              color: colors.onPrimary,
              fontWeight: fontWeights.bold,
              textUnderlineOffset: "0.2em",
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
        // Both logos the same height, side by side; a little smaller on a phone, where height is short.
        "& img": {
          width: "auto",
          height: layout.footerLogoHeightPhone,
          [media.tablet]: { height: layout.footerLogoHeight },
        },
        "&:hover": { outline: `${borders.medium} solid ${colors.highlight}` },
      }}
    >
      <Picture image={picture.image} alt={picture.imageAlt} />
    </ExternalLink>
  )
}
