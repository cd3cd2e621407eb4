import * as React from "react"
import { graphql } from "gatsby"
import { formatClockTime } from "../../content/clock-time"
import { officeAddressOf } from "../../content/collections/site"
import { bareList, fontWeights, layout, media, space } from "../../theme"
import { telephoneHref, WrappableEmail } from "../PersonCard"
import { useWording } from "../Wording"
import { keepTogether } from "./keep-together"

export { telephoneHref, keepTogether }

/**
 * The facts most visitors come for (when and where), written once for the footer of every page, Home's "Join us"
 * panel and the Contact page: from data/site/site.json and data/services.
 */
export const visitFactsFields = graphql`
  fragment VisitFacts on SiteFacts {
    address {
      lines
      town
      postcode
    }
    officeAddress {
      lines
      town
      postcode
    }
    telephone
    officeEmail
    mapUrl
  }
  fragment ServiceTime on Service {
    name
    day
    startTime
  }
`

type VisitFacts = Queries.VisitFactsFragment
type ServiceTime = Queries.ServiceTimeFragment
/** The church's address and the office's have the same fields (GraphQL gives each a type of its own). */
type PostalAddressLines = VisitFacts["address"]

/**
 * A postal address (the church's, or the office's: site.json's `address` and `officeAddress`) in an <address>
 * element: one line each, or with `runOn` one after another with commas between them on a phone, where four short
 * lines would waste the width.
 */
export function PostalAddress({
  address,
  runOn = false,
  className,
}: {
  address: PostalAddressLines
  runOn?: boolean
  className?: string
}) {
  return (
    <address
      className={className}
      css={{
        fontStyle: "normal",
        "& > span": { display: "block" },
        ...(runOn && {
          [media.belowTablet]: { "& > span": { display: "inline" }, "& > span + span::before": { content: '", "' } },
        }),
      }}
    >
      {[...address.lines, address.town].map(line => (
        <span key={line}>{line}</span>
      ))}
      <span>{keepTogether(address.postcode)}</span>
    </address>
  )
}

/**
 * Telephone and email as links a phone or mail program opens, each after its label on one line, each link a
 * 44 px target. The number never breaks across lines.
 */
export function ChurchContacts({ facts }: { facts: VisitFacts }) {
  const { person: labels } = useWording()
  return (
    <dl
      css={{
        display: "grid",
        gridTemplateColumns: "auto minmax(0, 1fr)",
        alignItems: "baseline",
        columnGap: space.sm,
        margin: 0,
        "& dd": { margin: 0 },
        "& a": { display: "inline-flex", alignItems: "center", minHeight: layout.minTarget },
        // Few words to a line (large text): each label above its link, which then has the whole line.
        [media.narrowText]: { gridTemplateColumns: "minmax(0, 1fr)" },
      }}
    >
      <dt>{labels.phone}</dt>
      <dd>
        <a href={telephoneHref(facts.telephone)}>{keepTogether(facts.telephone)}</a>
      </dd>
      <dt>{labels.email}</dt>
      <dd>
        <a href={`mailto:${facts.officeEmail}`}>
          <span>
            <WrappableEmail email={facts.officeEmail} />
          </span>
        </a>
      </dd>
    </dl>
  )
}

/**
 * The parish office, for the Contact page: where post goes (site.json's `officeAddress`, or the church's address
 * while the office is at the church), then its telephone and email.
 */
export function OfficeDetails({ facts }: { facts: VisitFacts }) {
  return (
    <>
      <PostalAddress address={officeAddressOf(facts)} css={{ marginBottom: space.md }} />
      <ChurchContacts facts={facts} />
    </>
  )
}

/**
 * Services with their day and time: "Sunday 10 a.m." above "Main Parish Eucharist", or with `inline` on one
 * line each, "10 a.m. Main Parish Eucharist" (the footer, where space is short).
 */
export function ServiceTimes({
  services,
  showDay = true,
  inline = false,
}: {
  services: readonly ServiceTime[]
  showDay?: boolean
  inline?: boolean
}) {
  return (
    <ul css={{ ...bareList, display: "grid", gap: inline ? space.xs : space.sm }}>
      {services.map(service => (
        <li key={`${service.name}-${service.day}-${service.startTime}`}>
          <span css={{ fontWeight: fontWeights.bold, display: inline ? "inline" : "block" }}>
            {showDay ? `${service.day} ${formatClockTime(service.startTime)}` : formatClockTime(service.startTime)}
          </span>
          {inline && " "}
          {service.name}
        </li>
      ))}
    </ul>
  )
}

/**
 * Every regular service under its day, the day once: "Sunday" over "10 a.m. Main Parish Eucharist" and "6 p.m.
 * Evensong". Shorter than a day on every line, so Home's first screen on a phone holds the week. With
 * `dayBeside` the day stands to the left of its services, one line each (the footer, where height is short); a
 * line too narrow for that (large text) puts the day above again. A service's name is one box: where it does not fit
 * beside its time it goes to the next line whole ("10 a.m." / "Main Parish Eucharist"), never "Main Parish" /
 * "Eucharist" or "Mid-" / "week", and breaks inside only when it is wider than the line itself.
 */
export function ServicesByDay({
  services,
  dayBeside = false,
}: {
  services: readonly ServiceTime[]
  dayBeside?: boolean
}) {
  const days = [...new Set(services.map(service => service.day))]
  return (
    <dl css={[{ display: "grid", gap: space.sm, margin: 0 }, dayBeside && daysBeside]}>
      {days.map(day => (
        <div key={day}>
          <dt css={{ fontWeight: fontWeights.bold }}>{day}</dt>
          {servicesOn(services, day).map(service => (
            <dd key={`${service.name}-${service.startTime}`} css={{ margin: 0 }}>
              <span css={{ fontWeight: fontWeights.bold }}>{formatClockTime(service.startTime)}</span>{" "}
              <span css={{ display: "inline-block" }}>{service.name}</span>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}

/**
 * Days in a column of their own, their services beside them, lined up across days (a subgrid). The column is just
 * wider than a bold "Wednesday" in the web font (5.3em) and in its fallback (5.43em) alike, so the services do not
 * move sideways when the web fonts come in; no wider, as the footer at 1024 px has no room to spare for the services'
 * names. A longer day name still widens it.
 */
const daysBeside = {
  gridTemplateColumns: "minmax(max-content, 5.5em) minmax(0, 1fr)",
  gap: `${space.xs} ${space.sm}`,
  "& > div": { display: "grid", gridColumn: "1 / -1", gridTemplateColumns: "subgrid" },
  "& dt": { gridColumn: 1 },
  "& dd": { gridColumn: 2 },
  [media.narrowText]: {
    gridTemplateColumns: "minmax(0, 1fr)",
    "& > div": { display: "block" },
  },
} as const

/** The regular services on a given day, e.g. Sunday's for the footer. */
export const servicesOn = (services: readonly ServiceTime[], day: string) =>
  services.filter(service => service.day === day)
