import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import { borders, colors, fonts, fontSizes, lineHeights, media, space } from "../../theme"
import { altFor, imageDataOf } from "../Picture"
import { Panel } from "../Primitives"
import { ChurchDrawing } from "./ChurchDrawing"

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
 * Home's hero: the parish photo (site.json's heroPhoto) beside the welcome
 * quotation on wide screens, above it on phones. Until the editors add a photo
 * a drawing of the church in the site's colours stands in, marked decorative.
 */
export function HomeHero({ page }: { page: Queries.HomeHeroFragment }) {
  const quote = page.welcomeQuote
  const photo = page.heroPhoto && imageDataOf(page.heroPhoto.photo)
  return (
    <Panel
      tone="primary"
      accent={false}
      padding="none"
      css={{
        display: "grid",
        overflow: "hidden",
        [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
      }}
    >
      <div
        css={{
          aspectRatio: "2 / 1",
          background: colors.primaryTint,
          [media.tablet]: { order: 2, aspectRatio: "auto" },
        }}
      >
        {photo && page.heroPhoto ? (
          <GatsbyImage
            image={photo}
            alt={altFor(page.heroPhoto.photo, page.heroPhoto.alt)}
            css={{ width: "100%", height: "100%" }}
          />
        ) : (
          <ChurchDrawing />
        )}
      </div>
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
            borderRight: `${borders.thick} solid ${colors.accent}`,
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
