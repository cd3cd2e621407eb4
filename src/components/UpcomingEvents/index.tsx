import * as React from "react"
import { graphql, Link } from "gatsby"
import { bareList, colors, layout, space } from "../../theme"
import { buttonStyles } from "../Button"
import { DateMarker } from "../DateMarker"
import { Panel } from "../Primitives"
import { eventsForHome } from "../../content/collections/events"
import { Markdown } from "../Markdown"

/** What Home shows of each event; the home page spreads this fragment into its query. */
export const homeEventFields = graphql`
  fragment UpcomingEventsWords on HomePageUpcomingEvents {
    heading
    none
    allEvents
  }
  fragment HomeEvent on Event {
    id
    nameHtml
    when
    startsAt
    featured
  }
`

/**
 * Home's "Upcoming Events": the featured events, each a link to the full list on News & Events, and a button to it;
 * on a site without that page, the events alone.
 */
export function UpcomingEvents({
  events,
  words,
  eventsPage,
}: {
  events: readonly Queries.HomeEventFragment[]
  /** data/pages/home.md */
  words: Queries.UpcomingEventsWordsFragment
  /** the page that lists every event; none when the site has no News & Events */
  eventsPage?: string | undefined
}) {
  const shown = eventsForHome(events)
  return (
    <section aria-labelledby="upcoming-events">
      <h2 id="upcoming-events">{words.heading}</h2>
      {shown.length === 0 ? (
        <Markdown text={words.none} />
      ) : (
        <ul
          css={{
            ...bareList,
            display: "grid",
            gap: space.md,
            // auto-fit: two events share the row between them instead of leaving half of it empty.
            gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
          }}
        >
          {shown.map(event => (
            <Panel
              as="li"
              tone="plain"
              key={event.id}
              // The name beside the date while it has a few words' room; under it when the text is made large.
              css={{ display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "flex-start" }}
            >
              {event.startsAt && <DateMarker startsAt={event.startsAt} css={{ flexShrink: 0 }} />}
              <div css={{ flex: "1 1 10rem", minWidth: 0 }}>
                <h3 css={{ margin: 0 }}>
                  {/* The heading is the card's link: not underlined as well as bold and italic; underlined on hover. */}
                  {eventsPage ? (
                    <Link
                      to={eventsPage}
                      css={{
                        display: "inline-block",
                        minHeight: layout.compactTarget,
                        textDecoration: "none",
                        "&:hover, &:focus-visible": { textDecoration: "underline" },
                      }}
                    >
                      <EventName event={event} />
                    </Link>
                  ) : (
                    <EventName event={event} />
                  )}
                </h3>
                <p css={{ margin: `${space.xs} 0 0`, color: colors.inkMuted }}>{event.when}</p>
              </div>
            </Panel>
          ))}
        </ul>
      )}
      {eventsPage && (
        <p css={{ marginTop: space.lg }}>
          <Link to={eventsPage} css={buttonStyles}>
            {words.allEvents}
          </Link>
        </p>
      )}
    </section>
  )
}

/** Safe: an event's name is sanitised at build time to inline formatting only (Event.nameHtml). */
const EventName = ({ event }: { event: Queries.HomeEventFragment }) => (
  <span dangerouslySetInnerHTML={{ __html: event.nameHtml }} />
)
