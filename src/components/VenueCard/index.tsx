import * as React from "react"
import { graphql } from "gatsby"
import { fillIn } from "../../content/template"
import { accessText, venueHeadingId, venueSizeText } from "./venue-text"
import { bareList, borders, colors, fontWeights, imagePresets, media, radii, space } from "../../theme"
import { Picture } from "../Picture"

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
        ...VenueImage
      }
      alt
    }
  }
  fragment VenueCardWords on VenuesPageHall {
    size
    stepFree
    noStepFree
    features
  }
`

/**
 * One hall or room (spec §3): name, size, what it is like, its photos, what
 * it has (feature tags, as a ticked list) and whether it has step-free access.
 * Each photo has its own description (data/venues: photos[].alt).
 */
export function VenueCard({
  venue,
  words,
}: {
  venue: Queries.VenueCardFragment
  /** data/pages/venues.md */
  words: Queries.VenueCardWordsFragment
}) {
  const size = venueSizeText(venue.size)
  const headingId = venueHeadingId(venue.name)
  const photoSize = imagePresets.VENUE
  return (
    <article
      aria-labelledby={headingId}
      css={{
        display: "grid",
        // minmax(0, …): a photo wider than a small phone shrinks to fit instead of widening the page.
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: space.md,
        padding: `${space.lg} 0`,
        borderTop: `${borders.hairline} solid ${colors.border}`,
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
              <span>{fillIn(words.size, { size })}</span>
              {" · "}
            </>
          )}
          <span>{accessText(venue.disabledAccess, words)}</span>
        </p>
        {venue.description.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3 css={{ margin: `0 0 ${space.sm}` }}>{words.features}</h3>
        <ul
          css={{
            ...bareList,
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9rem), 1fr))",
            gap: `${space.xs} ${space.md}`,
          }}
        >
          {venue.features.map(feature => (
            <li key={feature} css={[{ display: "flex", alignItems: "center", gap: space.sm }, tickBefore]}>
              {feature}
            </li>
          ))}
        </ul>
      </div>
      {/* Side by side on a phone (two photos take one screen's height, not two), one above the other beside the text on a desktop. */}
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9rem), 1fr))",
          gap: space.sm,
          alignContent: "start",
          [media.desktop]: { gridTemplateColumns: `${photoSize.width}px` },
        }}
      >
        {venue.photos.map((photo, index) => (
          <Picture key={index} image={photo.photo} alt={photo.alt} css={{ "& img": { borderRadius: radii.md } }} />
        ))}
      </div>
    </article>
  )
}

/**
 * A tick before the item, drawn by CSS: one rule in the page's stylesheet rather than an SVG in the HTML for
 * every feature of every hall (over 300 bytes of Venues' first 14 KB).
 */
export const tickBefore = {
  "&::before": {
    content: '""',
    flexShrink: 0,
    width: "0.35em",
    height: "0.7em",
    margin: "0 0.2em 0.2em",
    border: `solid ${colors.primary}`,
    borderWidth: `0 ${borders.medium} ${borders.medium} 0`,
    transform: "rotate(45deg)",
  },
} as const
