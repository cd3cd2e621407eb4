import * as React from "react"
import { graphql, Link } from "gatsby"
import { fontSizes, fontWeights, media, space } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import type { VisitModel } from "../Layout/layout-data"
import { Panel } from "../Primitives"
import { ChurchAddress, ServiceTimes, telephoneHref } from "../VisitFacts"

export const joinUsWords = graphql`
  fragment HomeJoinUsWords on PageJoinUs {
    heading
    services
    servicesLink
    findUs
    mapLink
    ask
    call
    messageLink
  }
`

/**
 * Home's "Join us" panel, straight after the hero: the question most visitors
 * come with (when and where?) answered in one place: the regular services and
 * their times (data/services), the address with a map link, and the phone.
 */
export function JoinUs({ visit, words }: { visit: VisitModel; words: Queries.HomeJoinUsWordsFragment }) {
  return (
    <Panel as="section" aria-labelledby="join-us">
      <h2 id="join-us">{words.heading}</h2>
      <div
        css={{
          display: "grid",
          gap: space.lg,
          [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [media.desktop]: { gridTemplateColumns: "1.3fr 1fr 1fr" },
        }}
      >
        <div>
          <h3 css={panelHeading}>{words.services}</h3>
          <ServiceTimes services={visit.services} />
          <p css={{ margin: `${space.md} 0 0` }}>
            <Link to="/worship">{words.servicesLink}</Link>
          </p>
        </div>
        <div>
          <h3 css={panelHeading}>{words.findUs}</h3>
          <ChurchAddress visit={visit} css={{ marginBottom: space.sm }} />
          <ExternalLink href={visit.mapUrl}>{words.mapLink}</ExternalLink>
        </div>
        <div>
          <h3 css={panelHeading}>{words.ask}</h3>
          <p css={{ margin: `0 0 ${space.xs}` }}>{words.call}</p>
          <p css={{ margin: `0 0 ${space.sm}`, fontSize: fontSizes.lead, fontWeight: fontWeights.bold }}>
            <a href={telephoneHref(visit.telephone)}>{visit.telephone}</a>
          </p>
          <Link to="/contact">{words.messageLink}</Link>
        </div>
      </div>
    </Panel>
  )
}

const panelHeading = { marginTop: 0, marginBottom: space.sm } as const
