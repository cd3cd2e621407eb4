import * as React from "react"
import { graphql, Link } from "gatsby"
import { bareList, colors, fonts, fontSizes, layout, radii, space } from "../../theme"
import { buttonStyles } from "../Button"
import { eventsForHome } from "./featured"

/** What Home shows of each event; the home page spreads this fragment into its query. */
export const homeEventFields = graphql`
  fragment HomeEvent on Event {
    id
    nameHtml
    when
    featured
  }
`

/** Home's "Upcoming Events": the featured events, each a link to the full list on News & Events. */
export function UpcomingEvents({ events }: { events: readonly Queries.HomeEventFragment[] }) {
  const shown = eventsForHome(events)
  return (
    <section aria-labelledby="upcoming-events">
      <h2 id="upcoming-events" css={{ fontFamily: fonts.heading, fontSize: fontSizes.h2, color: colors.primary }}>
        Upcoming Events
      </h2>
      {shown.length === 0 ? (
        <p>
          No special events are coming up just now, but our regular services continue every week: see the{" "}
          <Link to="/worship">service times</Link>.
        </p>
      ) : (
        <ul
          css={{
            ...bareList,
            display: "grid",
            gap: space.md,
            gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
          }}
        >
          {shown.map(event => (
            <li
              key={event.id}
              css={{ border: `1px solid ${colors.border}`, borderRadius: radii.md, padding: space.md }}
            >
              <h3 css={{ fontSize: fontSizes.h3, margin: 0 }}>
                <Link to="/news-and-events" css={{ display: "inline-block", minHeight: layout.compactTarget }}>
                  {/* Safe: sanitised at build time to inline formatting only (Event.nameHtml). */}
                  <span dangerouslySetInnerHTML={{ __html: event.nameHtml }} />
                </Link>
              </h3>
              <p css={{ margin: `${space.xs} 0 0`, color: colors.inkMuted }}>{event.when}</p>
            </li>
          ))}
        </ul>
      )}
      <p css={{ marginTop: space.lg }}>
        <Link to="/news-and-events" css={buttonStyles}>
          See all events
        </Link>
      </p>
    </section>
  )
}
