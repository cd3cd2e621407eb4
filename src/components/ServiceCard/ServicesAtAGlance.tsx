import * as React from "react"
import { formatServiceTime } from "../../content/clock-time"
import { bareList, fontWeights, layout, space } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { Panel } from "../Primitives"
import { PostalAddress } from "../VisitFacts"
import { useWording } from "../Wording"
import { serviceAnchor } from "."

/**
 * Beside Services & Worship's opening words on a desktop (above them on a phone): every regular service with its
 * day and time, each leading to its card further down, and where to come. The week on one screen.
 */
export function ServicesAtAGlance({
  heading,
  services,
  facts,
}: {
  heading: string
  services: readonly Queries.ServiceTimeFragment[]
  facts: Queries.VisitFactsFragment
}) {
  const { footer: words } = useWording()
  return (
    <Panel as="aside" aria-labelledby="services-at-a-glance">
      <h2 id="services-at-a-glance">{heading}</h2>
      <ul css={{ ...bareList, display: "grid", gap: space.xs }}>
        {services.map(service => (
          <li key={service.name}>
            <a
              href={`#${serviceAnchor(service.name)}`}
              css={{ display: "block", minHeight: layout.minTarget, padding: `${space.xs} 0` }}
            >
              <span css={{ display: "block", fontWeight: fontWeights.bold }}>
                {formatServiceTime(service.day, service.startTime)}
              </span>
              {service.name}
            </a>
          </li>
        ))}
      </ul>
      <h3>{words.visitUs}</h3>
      <PostalAddress address={facts.address} />
      <ExternalLink href={facts.mapUrl}>{words.mapLink}</ExternalLink>
    </Panel>
  )
}
