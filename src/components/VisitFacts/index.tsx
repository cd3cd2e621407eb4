import * as React from "react"
import { bareList, fontWeights, media, space } from "../../theme"
import type { ServiceTimeModel, VisitModel } from "../Layout/layout-data"
import { telephoneHref, WrappableEmail } from "../PersonCard"
import { useWording } from "../Wording"

export { telephoneHref }

/**
 * The facts most visitors come for (when and where), written once for the
 * footer of every page and Home's "Join us" panel.
 */

/**
 * The church's postal address in an <address> element: one line each, or with `runOn` one after another with
 * commas between them on a phone, where four short lines would waste the width.
 */
export function ChurchAddress({
  visit,
  runOn = false,
  className,
}: {
  visit: VisitModel
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
      {visit.address.map(line => (
        <span key={line}>{line}</span>
      ))}
    </address>
  )
}

/** Telephone and email as links a phone or mail program opens, each after its label on one line. */
export function ChurchContacts({ visit }: { visit: VisitModel }) {
  const { person: labels } = useWording()
  return (
    <dl
      css={{
        display: "grid",
        gridTemplateColumns: "auto minmax(0, 1fr)",
        columnGap: space.sm,
        margin: 0,
        "& dd": { margin: 0, overflowWrap: "break-word" },
      }}
    >
      <dt>{labels.phone}</dt>
      <dd>
        <a href={telephoneHref(visit.telephone)}>{visit.telephone}</a>
      </dd>
      <dt>{labels.email}</dt>
      <dd>
        <a href={`mailto:${visit.email}`}>
          <WrappableEmail email={visit.email} />
        </a>
      </dd>
    </dl>
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
  services: readonly ServiceTimeModel[]
  showDay?: boolean
  inline?: boolean
}) {
  return (
    <ul css={{ ...bareList, display: "grid", gap: inline ? space.xs : space.sm }}>
      {services.map(service => (
        <li key={`${service.name}-${service.day}-${service.time}`}>
          <span css={{ fontWeight: fontWeights.bold, display: inline ? "inline" : "block" }}>
            {showDay ? `${service.day} ${service.time}` : service.time}
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
 * Evensong". Shorter than a day on every line, so Home's first screen on a phone holds the week.
 */
export function ServicesByDay({ services }: { services: readonly ServiceTimeModel[] }) {
  const days = [...new Set(services.map(service => service.day))]
  return (
    <dl css={{ display: "grid", gap: space.sm, margin: 0 }}>
      {days.map(day => (
        <div key={day}>
          <dt css={{ fontWeight: fontWeights.bold }}>{day}</dt>
          {servicesOn(services, day).map(service => (
            <dd key={`${service.name}-${service.time}`} css={{ margin: 0 }}>
              <span css={{ fontWeight: fontWeights.bold }}>{service.time}</span> {service.name}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}

/** The regular services on a given day, e.g. Sunday's for the footer. */
export const servicesOn = (services: readonly ServiceTimeModel[], day: string) =>
  services.filter(service => service.day === day)
