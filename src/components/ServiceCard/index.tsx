import * as React from "react"
import { graphql } from "gatsby"
import { borders, colors, fontSizes, fontWeights, layout, media, space } from "../../theme"
import { Picture } from "../Picture"
import { TagList } from "../TagList"
import { formatServiceTime } from "../../content/clock-time"
import { slugify } from "../../content/slug"

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
      ...ServiceImage
    }
  }
`

/** Where links to a service on its page lead ("On this page", the services at a glance): its card. */
export const serviceAnchor = (name: string) => `service-${slugify(name)}`

/** One regular service on Services & Worship: photo, name, when, what happens, tags. */
export function ServiceCard({ service }: { service: Queries.ServiceCardFragment }) {
  const { name, day, startTime, description, tags, imageAlt } = service
  return (
    <article
      id={serviceAnchor(name)}
      css={{
        scrollMarginTop: space.md,
        display: "grid",
        // minmax(0, 1fr): the column may shrink below the photo's fixed width on narrow phones.
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: space.lg,
        padding: `${space.lg} 0`,
        borderTop: `${borders.hairline} solid ${colors.border}`,
        [media.tablet]: { gridTemplateColumns: "auto 1fr", alignItems: "start" },
      }}
    >
      {/* On a 320-pixel-wide phone it shrinks to the column, keeping its shape (WCAG reflow). */}
      <Picture image={service.image} alt={imageAlt} />
      <div css={{ maxWidth: layout.readingWidth }}>
        <h2 css={{ margin: 0 }}>{name}</h2>
        <p css={{ fontSize: fontSizes.lead, fontWeight: fontWeights.bold, margin: `${space.xs} 0 ${space.md}` }}>
          {formatServiceTime(day, startTime)}
        </p>
        {description.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <TagList tags={tags} of={name} />
      </div>
    </article>
  )
}
