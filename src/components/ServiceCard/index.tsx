import * as React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { colors, fonts, fontSizes, layout, media, space } from "../../theme"
import { TagList } from "../TagList"
import { formatServiceTime } from "./format-time"

export interface ServiceCardProps {
  name: string
  day: string
  startTime: string
  description: readonly string[]
  tags: readonly string[]
  image?: IGatsbyImageData
  imageAlt: string
}

/** One regular service on Services & Worship: photo, name, when, what happens, tags. */
export function ServiceCard({ name, day, startTime, description, tags, image, imageAlt }: ServiceCardProps) {
  return (
    <article
      css={{
        display: "grid",
        gap: space.lg,
        padding: `${space.lg} 0`,
        borderTop: `1px solid ${colors.border}`,
        [media.tablet]: { gridTemplateColumns: "auto 1fr", alignItems: "start" },
      }}
    >
      {image && <GatsbyImage image={image} alt={imageAlt} />}
      <div css={{ maxWidth: layout.readingWidth }}>
        <h2 css={{ fontFamily: fonts.heading, fontSize: fontSizes.h2, color: colors.primary, margin: 0 }}>{name}</h2>
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
