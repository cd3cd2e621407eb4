import * as React from "react"
import { bareList, fontWeights, space } from "../../theme"
import type { ServiceTimeModel, VisitModel } from "../Layout/layout-data"
import { telephoneHref, WrappableEmail } from "../PersonCard"
import { useWording } from "../Wording"

export { telephoneHref }

/**
 * The facts most visitors come for (when and where), written once for the
 * footer of every page and Home's "Join us" panel.
 */

/** The church's postal address, one line each, in an <address> element. */
export function ChurchAddress({ visit, className }: { visit: VisitModel; className?: string }) {
  return (
    <address className={className} css={{ fontStyle: "normal" }}>
      {visit.address.map((line, index) => (
        <React.Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </React.Fragment>
      ))}
    </address>
  )
}

/** Telephone and email as links a phone or mail program opens, each labelled above, so a long address has the full width. */
export function ChurchContacts({ visit }: { visit: VisitModel }) {
  const { person: labels } = useWording()
  return (
    <dl css={{ margin: 0, "& dd": { margin: `0 0 ${space.sm}`, overflowWrap: "break-word" } }}>
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

/** Services with their day and time: "Main Parish Eucharist — Sunday 10 a.m." */
export function ServiceTimes({
  services,
  showDay = true,
}: {
  services: readonly ServiceTimeModel[]
  showDay?: boolean
}) {
  return (
    <ul css={{ ...bareList, display: "grid", gap: space.sm }}>
      {services.map(service => (
        <li key={`${service.name}-${service.day}-${service.time}`} css={{ margin: 0 }}>
          <span css={{ fontWeight: fontWeights.bold, display: "block" }}>
            {showDay ? `${service.day} ${service.time}` : service.time}
          </span>
          {service.name}
        </li>
      ))}
    </ul>
  )
}

/** The regular services on a given day, e.g. Sunday's for the footer. */
export const servicesOn = (services: readonly ServiceTimeModel[], day: string) =>
  services.filter(service => service.day === day)
