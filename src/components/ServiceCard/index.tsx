import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { colors, fonts, fontSizes, imagePresets, layout, media, space } from "../../theme"
import { TagList } from "../TagList"
import { formatServiceTime } from "../../content/clock-time"

/** What a card shows of a regular service; Services & Worship spreads this fragment into its query. */
export const serviceCardFields = graphql`
  fragment ServiceCard on Service {
    name
    day
    startTime
    description
    tags
    imageAlt
    image {
      image(preset: SERVICE)
    }
  }
`

/** One regular service on Services & Worship: photo, name, when, what happens, tags. */
export function ServiceCard({ service }: { service: Queries.ServiceCardFragment }) {
  const { name, day, startTime, description, tags, imageAlt } = service
  const image = getImage(service.image.image)
  return (
    <article
      css={{
        display: "grid",
        // minmax(0, 1fr): the column may shrink below the photo's fixed width on narrow phones.
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: space.lg,
        padding: `${space.lg} 0`,
        borderTop: `1px solid ${colors.border}`,
        [media.tablet]: { gridTemplateColumns: "auto 1fr", alignItems: "start" },
      }}
    >
      {image && (
        <GatsbyImage
          image={image}
          alt={imageAlt}
          // A fixed-size photo would overflow a 320px phone (WCAG reflow): let it shrink, keeping its shape.
          css={{
            maxWidth: "100%",
            height: "auto !important",
            aspectRatio: `${imagePresets.SERVICE.width} / ${imagePresets.SERVICE.height}`,
          }}
        />
      )}
      <div css={{ maxWidth: layout.readingWidth }}>
        <h2 css={{ margin: 0 }}>{name}</h2>
        <p css={{ fontSize: fontSizes.lead, fontWeight: 600, margin: `${space.xs} 0 ${space.md}` }}>
          {formatServiceTime(day, startTime)}
        </p>
        {description.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <TagList tags={tags} label={`About ${name}`} />
      </div>
    </article>
  )
}
