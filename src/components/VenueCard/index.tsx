import * as React from "react"
import { graphql, Link } from "gatsby"
import { fillIn } from "../../content/template"
import { accessText, capacityPhrases, venueHeadingId, venueSizeText } from "./venue-text"
import { bareList, borders, colors, fontWeights, imagePresets, layout, media, radii, space } from "../../theme"
import { fillInWith } from "../FillIn"
import { Picture } from "../Picture"
import { RegularTimesList } from "../RegularTimes"

/** What a card shows of a venue; Venues & Hall Hire spreads this fragment into its query. */
export const venueCardFields = graphql`
  fragment VenueCard on Venue {
    fileName
    name
    size {
      lengthMetres
      widthMetres
    }
    capacity {
      seated
      atTables
      standing
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
    capacity
    stepFree
    noStepFree
    features
    regularUse
    ask
  }
  fragment VenueCapacityWords on VenuesPageCapacity {
    seated
    atTables
    standing
  }
`

/** A figure with its unit, or a size, kept on one line: "15 m × 7 m", never "15 m ×" / "7 m". */
export const unbroken = { whiteSpace: "nowrap" } as const

/**
 * One hall or room: name, then its size, capacity and access at a glance, its photos, what it is like, its regular
 * use (from the services' and activities' data, so a time is typed once) and what it has (feature tags, as a ticked
 * list). Each photo has its own description (data/venues:
 * photos[].alt). On a phone the photos come straight after the facts, with the hall they show; on a desktop
 * they stand beside the text, which keeps a reading width.
 */
export function VenueCard({
  venue,
  words,
  capacityWords,
  regularUse,
  inUse,
  askHref,
}: {
  venue: Queries.VenueCardFragment
  /** the contact form with whoever receives hall enquiries and this hall chosen, while someone does */
  askHref?: string
  /** when it is in use in the next weeks (HallDiary): last, across the card */
  inUse?: React.ReactNode
  /** the services and activities held here (data/services, data/activities), whose times are theirs */
  regularUse: readonly Queries.RegularTimesFragment[]
  /** data/pages/venues.md */
  words: Queries.VenueCardWordsFragment
  capacityWords: Queries.VenueCapacityWordsFragment
}) {
  const size = venueSizeText(venue.size)
  const capacity = capacityPhrases(venue.capacity, capacityWords)
  const headingId = venueHeadingId(venue.name)
  const photoSize = imagePresets.VENUE
  return (
    <article
      aria-labelledby={headingId}
      css={{
        display: "grid",
        // minmax(0, …): a photo wider than a small phone shrinks to fit instead of widening the page.
        gridTemplateColumns: "minmax(0, 1fr)",
        gridTemplateAreas: '"name" "facts" "photos" "text" "diary"',
        rowGap: space.md,
        padding: `${space.lg} 0`,
        borderTop: `${borders.hairline} solid ${colors.border}`,
        [media.desktop]: {
          gridTemplateColumns: `minmax(0, ${layout.readingWidth}) auto`,
          // The diary runs across the card under both, its days in columns (HallDiary).
          gridTemplateAreas: '"name photos" "facts photos" "text photos" "diary diary"',
          gridTemplateRows: "auto auto 1fr auto",
          justifyContent: "space-between",
          columnGap: space.xl,
          alignItems: "start",
        },
      }}
    >
      <h2 id={headingId} css={{ gridArea: "name", margin: 0 }}>
        {venue.name}
      </h2>
      <ul css={{ ...bareList, gridArea: "facts", fontWeight: fontWeights.bold, color: colors.inkMuted }}>
        {size && <li>{fillInWith(words.size, { size: <span css={unbroken}>{size}</span> })}</li>}
        {capacity.length > 0 && <li>{fillIn(words.capacity, { capacity: capacity.join(" · ") })}</li>}
        <li>{accessText(venue.disabledAccess, words)}</li>
      </ul>
      {/* Two side by side on a phone (a screen's height, not two); one above the other beside the text on a desktop. */}
      <div
        css={{
          gridArea: "photos",
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))",
          gap: space.sm,
          alignContent: "start",
          [media.desktop]: { gridTemplateColumns: `${photoSize.width}px` },
        }}
      >
        {venue.photos.map((photo, index) => (
          <Picture key={index} image={photo.photo} alt={photo.alt} css={{ "& img": { borderRadius: radii.md } }} />
        ))}
      </div>
      <div css={{ gridArea: "text" }}>
        {venue.description.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {askHref && (
          <p>
            <Link to={askHref} css={{ fontWeight: fontWeights.bold }}>
              {fillIn(words.ask, { hall: venue.name })}
            </Link>
          </p>
        )}
        {regularUse.length > 0 && (
          <>
            <h3 css={{ margin: `0 0 ${space.sm}` }}>{words.regularUse}</h3>
            <RegularTimesList gatherings={regularUse} halls={[]} showPlace={false} />
          </>
        )}
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
      {inUse && <div css={{ gridArea: "diary" }}>{inUse}</div>}
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
