import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { fontSizes, fontWeights, imagePresets, media, radii, space } from "../../theme"
import { TagList, splitTags } from "../TagList"
import { useWording } from "../Wording"
import { serviceTypeIconPath, sundayClubsSentence, teaAndCoffeeNote } from "./event-notes"

/** The fields one event shows; pages spread this fragment into their queries. */
export const eventItemFields = graphql`
  fragment EventItem on Event {
    nameHtml
    nameText
    serviceType
    when
    startsAt
    content
    picture {
      photo {
        image(preset: EVENT)
      }
      alt
    }
    tags
    sundayClubs
    teaAndCoffee
  }
`

/** One event on News & Events: icon, name, date, description, tags and the notes parents look for. */
export function EventItem(event: Queries.EventItemFragment) {
  const { events: words } = useWording()
  const clubs = sundayClubsSentence(event.sundayClubs, words)
  const refreshments = teaAndCoffeeNote(event.teaAndCoffee, words)
  const icon = imagePresets.SERVICE_TYPE_ICON
  const photo = getImage(event.picture?.photo.image ?? null)
  return (
    <article
      css={{
        display: "grid",
        gap: space.md,
        [media.tablet]: { gridTemplateColumns: `${icon.width}px 1fr`, gap: space.lg },
      }}
    >
      {/* Decorative: the heading and tags already say what kind of event it is. */}
      <img src={serviceTypeIconPath(event.serviceType)} alt="" width={icon.width} height={icon.height} />
      <div>
        <h2
          css={{ margin: 0 }}
          // Safe: sanitised at build time to inline formatting only (src/content/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: event.nameHtml }}
        />
        <p css={{ fontSize: fontSizes.lead, fontWeight: fontWeights.bold, margin: `${space.xs} 0 ${space.md}` }}>
          {event.startsAt ? <time dateTime={event.startsAt}>{event.when}</time> : event.when}
        </p>
        {photo && (
          <GatsbyImage
            image={photo}
            alt={event.picture!.alt}
            // Shrinks with a narrow phone, keeping its shape (WCAG reflow).
            css={{ maxWidth: "100%", height: "auto !important", marginBottom: space.md, borderRadius: radii.md }}
          />
        )}
        {event.content.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {clubs && <p css={{ fontWeight: fontWeights.bold }}>{clubs}</p>}
        {refreshments && <p>{refreshments}</p>}
        <TagList tags={splitTags(event.tags)} label={`About ${event.nameText}`} />
      </div>
    </article>
  )
}
