import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { accessText, venueSizeText } from "./venue-text"
import { bareList, colors, fontSizes, fontWeights, media, radii, space } from "../../theme"

/** What a card shows of a venue; Venues & Hall Hire spreads this fragment into its query. */
export const venueCardFields = graphql`
  fragment VenueCard on Venue {
    name
    size {
      lengthMetres
      widthMetres
    }
    description
    features
    disabledAccess
    photos {
      photo {
        image(preset: VENUE)
      }
      alt
    }
  }
`

/**
 * One hall or room (spec §3): name, size, what it is like, its photos, feature
 * tags and whether it has step-free access. Each photo has its own
 * description (data/venues: photos[].alt).
 */
export function VenueCard({ venue }: { venue: Queries.VenueCardFragment }) {
  const size = venueSizeText(venue.size)
  const headingId = `venue-${venue.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`
  return (
    <article
      aria-labelledby={headingId}
      css={{
        display: "grid",
        // minmax(0, …): a photo wider than a small phone shrinks to fit instead of widening the page.
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: space.md,
        padding: `${space.lg} 0`,
        borderTop: `1px solid ${colors.border}`,
        [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) auto", columnGap: space.xl },
      }}
    >
      <div>
        <h2 id={headingId} css={{ margin: `0 0 ${space.xs}` }}>
          {venue.name}
        </h2>
        <p css={{ margin: `0 0 ${space.md}`, fontWeight: fontWeights.bold, color: colors.inkMuted }}>
          {size && (
            <>
              <span>Size: {size}</span>
              {" · "}
            </>
          )}
          <span>{accessText(venue.disabledAccess)}</span>
        </p>
        {venue.description.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3 css={{ margin: `0 0 ${space.sm}` }}>Features</h3>
        <ul css={{ ...bareList, display: "flex", flexWrap: "wrap", gap: space.sm }}>
          {venue.features.map(feature => (
            <li
              key={feature}
              css={{
                padding: `${space.xs} ${space.sm}`,
                background: colors.primaryTint,
                color: colors.ink,
                borderRadius: radii.sm,
                fontSize: fontSizes.small,
              }}
            >
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div
        css={{
          display: "flex",
          flexWrap: "wrap",
          gap: space.sm,
          alignContent: "flex-start",
          [media.desktop]: { flexDirection: "column", flexWrap: "nowrap" },
        }}
      >
        {venue.photos.map((photo, index) => {
          const image = getImage(photo.photo.image)
          return image ? (
            <GatsbyImage key={index} image={image} alt={photo.alt} css={{ borderRadius: radii.md, maxWidth: "100%" }} />
          ) : null
        })}
      </div>
    </article>
  )
}
