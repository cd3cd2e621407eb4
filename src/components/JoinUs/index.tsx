import * as React from "react"
import { graphql, Link } from "gatsby"
import { fonts, fontSizes, fontWeights, lineHeights, media, space } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { Markdown } from "../Markdown"
import { Panel } from "../Primitives"
import { PostalAddress, keepTogether, ServicesByDay, telephoneHref } from "../VisitFacts"

export const joinUsWords = graphql`
  fragment HomeJoinUsWords on HomePageJoinUs {
    heading
    services
    newHere
    findUs
    mapLink
    ask
    call
    messageLink
  }
`

/**
 * Home's "Join us" panel, straight under the welcome: the question most visitors come with (when and where?)
 * answered on the first screen of a phone or a laptop: the regular services by day (data/services), the address
 * with a map link, and the phone as a link a phone dials.
 */
export function JoinUs({
  facts,
  services,
  words,
}: {
  facts: Queries.VisitFactsFragment
  services: readonly Queries.ServiceTimeFragment[]
  words: Queries.HomeJoinUsWordsFragment
}) {
  return (
    // On a phone a narrower frame and closer columns keep the telephone on the first screen.
    <Panel as="section" aria-labelledby="join-us" css={{ [media.belowTablet]: { padding: space.md } }}>
      <h2 id="join-us" css={{ marginTop: 0 }}>
        {words.heading}
      </h2>
      <div
        css={{
          display: "grid",
          gap: space.md,
          [media.tablet]: { gap: space.lg, gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [media.desktop]: { gridTemplateColumns: "1.3fr 1fr 1fr" },
        }}
      >
        <div css={column}>
          <h3 css={columnHeading}>{words.services}</h3>
          <ServicesByDay services={services} />
          <Markdown text={words.newHere} />
        </div>
        <div css={column}>
          <h3 css={columnHeading}>{words.findUs}</h3>
          <PostalAddress address={facts.address} runOn />
          <ExternalLink href={facts.mapUrl}>{words.mapLink}</ExternalLink>
        </div>
        <div css={column}>
          <h3 css={columnHeading}>{words.ask}</h3>
          <p css={{ margin: 0 }}>
            {words.call}{" "}
            <a href={telephoneHref(facts.telephone)} css={{ fontWeight: fontWeights.bold }}>
              {keepTogether(facts.telephone)}
            </a>
          </p>
          <Link to="/contact">{words.messageLink}</Link>
        </div>
      </div>
    </Panel>
  )
}

/** Each column's parts a small step apart, from the column (no item margins). */
const column = { display: "grid", gap: space.sm, alignContent: "start" } as const

/** Smaller than the panel's own heading: these name the columns, they do not start sections of the page. */
const columnHeading = {
  margin: 0,
  fontFamily: fonts.heading,
  fontSize: fontSizes.h4,
  lineHeight: lineHeights.tight,
} as const
