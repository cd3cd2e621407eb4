import * as React from "react"
import { graphql } from "gatsby"
import { borders, colors, fonts, fontSizes, lineHeights, media, space } from "../../theme"
import { imageDataOf, Picture } from "../Picture"
import { Panel } from "../Primitives"

export const homeHeroFields = graphql`
  fragment HomeHero on HomePage {
    welcomeQuote {
      text
      source
    }
    heroPhoto {
      photo {
        ...HeroImage
      }
      alt
    }
  }
`

/**
 * Home's hero: the parish photo (home.md's heroPhoto) beside the welcome
 * quotation on wide screens, above it on phones; without one, the quotation
 * alone. Until the editors save a photo, its file is a drawing of the church
 * (npm run placeholders), which Picture describes as a drawing. A plain
 * <picture>, like every other: GatsbyImage's wrapper clipped it at 320 px and
 * its markup fails the Nu HTML Checker.
 */
export function HomeHero({ page }: { page: Queries.HomeHeroFragment }) {
  const quote = page.welcomeQuote
  const hero = page.heroPhoto
  const photo = hero && imageDataOf(hero.photo)
  return (
    <Panel
      tone="primary"
      accent={false}
      padding="none"
      css={{
        display: "grid",
        overflow: "hidden",
        [media.tablet]: photo ? { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } : {},
      }}
    >
      {photo && hero && (
        // The picture covers its half of the panel, cropped to it, whatever the quotation's height.
        <Picture
          image={hero.photo}
          alt={hero.alt}
          css={{
            display: "block",
            aspectRatio: "2 / 1",
            background: colors.primaryTint,
            [media.tablet]: { order: 2, aspectRatio: "auto" },
            "& img": { width: "100%", height: "100%", maxWidth: "none", objectFit: "cover" },
          }}
        />
      )}
      <figure
        css={{
          margin: 0,
          // On a phone, where it is a box with the gold bar like every panel, it has their padding.
          padding: space.md,
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          borderTop: `${borders.thick} solid ${colors.accent}`,
          [media.tablet]: {
            padding: `${space.xl} ${space.lg}`,
            borderTop: "none",
            borderRight: photo ? `${borders.thick} solid ${colors.accent}` : "none",
          },
          [media.desktop]: { padding: `${space.xl} ${space.xl}` },
        }}
      >
        <blockquote css={{ margin: 0, padding: 0, border: "none" }}>
          <p
            css={{
              fontFamily: fonts.heading,
              fontSize: fontSizes.lead,
              lineHeight: lineHeights.tight,
              margin: 0,
              [media.desktop]: { fontSize: fontSizes.h3 },
            }}
          >
            &ldquo;{quote.text}&rdquo;
          </p>
        </blockquote>
        <figcaption css={{ marginTop: space.md, color: colors.onPrimaryMuted }}>{quote.source}</figcaption>
      </figure>
    </Panel>
  )
}
