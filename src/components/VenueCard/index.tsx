import * as React from "react"
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { bareList, colors, fonts, fontSizes, media, radii, space } from "../../theme"

export interface VenueCardVenue {
  name: string
  size?: { lengthMetres: number; widthMetres: number } | null
  description: readonly string[]
  features: readonly string[]
  disabledAccess: boolean
  photoAlt: string
  photos: readonly { image: IGatsbyImageData | null }[]
}

/** "15 m × 7 m" (length by width), or nothing when the venue has no size. */
export function venueSizeText(size: VenueCardVenue["size"]): string | undefined {
  if (!size) return undefined
  const metres = (value: number) => value.toLocaleString("en-GB", { maximumFractionDigits: 2 })
  return `${metres(size.lengthMetres)} m × ${metres(size.widthMetres)} m`
}

/** The access statement every venue carries, so no one books a room they cannot reach. */
export const accessText = (disabledAccess: boolean) => (disabledAccess ? "Step-free access" : "No disabled access")

/**
 * One hall or room (spec §3): name, size, what it is like, its photos, feature
 * tags and whether it has step-free access. The photos share one description
 * (photoAlt, which describes them all): the first carries it, the rest are
 * marked decorative so a screen reader does not hear it twice.
 */
export function VenueCard({ venue }: { venue: VenueCardVenue }) {
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
        <p css={{ margin: `0 0 ${space.md}`, fontWeight: 600, color: colors.inkMuted }}>
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
          const image = getImage(photo.image)
          return image ? (
            <GatsbyImage
              key={index}
              image={image}
              alt={index === 0 ? venue.photoAlt : ""}
              css={{ borderRadius: radii.md, maxWidth: "100%" }}
            />
          ) : null
        })}
      </div>
    </article>
  )
}
