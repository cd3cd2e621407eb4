import * as React from "react"
import { graphql } from "gatsby"
import { serviceTypeIconPath } from "../../content/service-type-icon"
import { fontSizes, fontWeights, imagePresets, layout, media, radii, space } from "../../theme"
import { DateMarker } from "../DateMarker"
import { fetchAfterText, Picture } from "../Picture"
import { TagList } from "../TagList"
import { useWording } from "../Wording"
import { sundayClubsSentence, teaAndCoffeeNote } from "./event-notes"

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
        ...EventImage
      }
      alt
    }
    tags
    sundayClubs
    teaAndCoffee
  }
`

/** Narrower than this (in the list's width, which follows the reader's text size), the date goes above the name. */
const stackedBelow = "20rem"

/**
 * One event on News & Events: a calendar-page date marker and the service-type icon, then the name, the date
 * in words, photo, description, the notes parents look for, and tags.
 */
export function EventItem(event: Queries.EventItemFragment) {
  const { events: words } = useWording()
  const clubs = sundayClubsSentence(event.sundayClubs, words)
  const refreshments = teaAndCoffeeNote(event.teaAndCoffee, words)
  const icon = imagePresets.SERVICE_TYPE_ICON
  return (
    <article
      css={{
        display: "grid",
        gridTemplateColumns: `${layout.dateMarkerWidth} minmax(0, 1fr)`,
        gridTemplateAreas: '"marker heading" "body body"',
        gap: `${space.md} ${space.md}`,
        alignItems: "start",
        [media.tablet]: { gridTemplateAreas: '"marker heading" "marker body"', columnGap: space.lg },
        // Too narrow for the date beside a name at the reader's text size (large text on a phone): one column.
        [`@container (width < ${stackedBelow})`]: {
          gridTemplateColumns: "minmax(0, 1fr)",
          gridTemplateAreas: '"marker" "heading" "body"',
          "& > :first-child": { justifyItems: "start" },
        },
      }}
    >
      <div css={{ gridArea: "marker", display: "grid", justifyItems: "center", gap: space.md }}>
        {event.startsAt && <DateMarker startsAt={event.startsAt} />}
        {/* Decorative: the heading and tags already say what kind of event it is. */}
        <img
          {...fetchAfterText}
          src={serviceTypeIconPath(event.serviceType)}
          alt=""
          width={icon.width}
          height={icon.height}
          css={{ width: "100%", maxWidth: `${icon.width}px`, height: "auto" }}
        />
      </div>
      <div css={{ gridArea: "heading" }}>
        <h2
          css={{ margin: 0 }}
          // Safe: sanitised at build time to inline formatting only (src/content/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: event.nameHtml }}
        />
        <p css={{ fontSize: fontSizes.lead, fontWeight: fontWeights.bold, margin: `${space.xs} 0 0` }}>
          {event.startsAt ? <time dateTime={event.startsAt}>{event.when}</time> : event.when}
        </p>
      </div>
      <div css={{ gridArea: "body", "& > :last-child": { marginBottom: 0 } }}>
        {event.picture && (
          <Picture
            image={event.picture.photo}
            alt={event.picture.alt}
            css={{ display: "block", marginBottom: space.md, "& img": { borderRadius: radii.md } }}
          />
        )}
        {event.content.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {clubs && <p css={{ fontWeight: fontWeights.bold }}>{clubs}</p>}
        {refreshments && <p>{refreshments}</p>}
        <TagList tags={event.tags} of={event.nameText} />
      </div>
    </article>
  )
}
