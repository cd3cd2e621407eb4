import * as React from "react"
import { graphql, Link } from "gatsby"
import { fillIn } from "../../content/template"
import { colors, fontWeights, space } from "../../theme"
import { firstNameOf } from "../../content/collections/people"
import { contactHref } from "../PersonCard"
import { Panel } from "../Primitives"
import { RegularTimesList } from "../RegularTimes"
import { useWording } from "../Wording"

/** What the panel shows of a group (data/groups/<group>.md). */
export const groupAsideFields = graphql`
  fragment GroupAsidePanel on GroupPage {
    panelHeading
    meetings {
      what
      when
      where
    }
    note
  }
  fragment GroupAsidePerson on Person {
    shortName
    name
    role
  }
`

/**
 * The "at a glance" panel beside a group's page text: when and where they meet (the regular gatherings that list the
 * page, with a calendar feed of them, then any meetings its file describes in words), and whom to ask, with a Contact
 * link that opens the contact form with that person chosen. On phones it comes before the text (WithAside), so the
 * answers are on the first screen.
 */
export function GroupAside({
  panel,
  person,
  gatherings,
  halls,
  calendar,
}: {
  panel: Queries.GroupAsidePanelFragment
  person: Queries.GroupAsidePersonFragment | null
  /** the services and activities that list this page (data/services, data/activities), with the halls' names */
  gatherings: readonly Queries.RegularTimesFragment[]
  halls: readonly Queries.HallNameFragment[]
  /** the page's own calendar feed, when it has regular gatherings */
  calendar?: string
}) {
  const wording = useWording()
  const headingId = "at-a-glance"
  return (
    <Panel as="aside" aria-labelledby={headingId}>
      <h2 id={headingId}>{panel.panelHeading}</h2>
      <RegularTimesList gatherings={gatherings} halls={halls} />
      {calendar && gatherings.some(gathering => gathering.day || gathering.dates?.length) && (
        <p>
          <a href={calendar}>{wording.groupPanel.calendar}</a>
        </p>
      )}
      {panel.meetings.length > 0 && (
        <dl css={{ margin: `0 0 ${space.md}` }}>
          {panel.meetings.map(meeting => (
            <div key={meeting.what} css={{ "& + &": { marginTop: space.md } }}>
              <dt>{meeting.what}</dt>
              <dd css={{ margin: 0 }}>{meeting.when}</dd>
              <dd css={{ margin: 0, color: colors.inkMuted }}>{meeting.where}</dd>
            </div>
          ))}
        </dl>
      )}
      {panel.note && <p>{panel.note}</p>}
      {person && <WhoToAsk person={person} Heading="h3" />}
    </Panel>
  )
}

/**
 * Whom to ask, and a Contact link that opens the contact form with them chosen: in a group's "at a glance" panel,
 * or in a panel of its own on a page of a section that has one (WhoToAskPanel).
 */
function WhoToAsk({ person, Heading }: { person: Queries.GroupAsidePersonFragment; Heading: "h2" | "h3" }) {
  const wording = useWording()
  return (
    <>
      <Heading id={Heading === "h2" ? whoToAskHeadingId : undefined}>{wording.groupPanel.whoToAsk}</Heading>
      <p css={{ margin: `0 0 ${space.sm}` }}>
        {fillIn(wording.groupPanel.person, { name: person.name, role: person.role })}
      </p>
      <Link to={contactHref(person.shortName)} css={{ fontWeight: fontWeights.bold }}>
        {fillIn(wording.person.contact, { name: firstNameOf(person.name) })}
      </Link>
    </>
  )
}

const whoToAskHeadingId = "who-to-ask"

/** Whom to ask about a section's pages, for a page of it that has no "at a glance" panel of its own. */
export function WhoToAskPanel({ person }: { person: Queries.GroupAsidePersonFragment }) {
  return (
    <Panel as="aside" aria-labelledby={whoToAskHeadingId}>
      <WhoToAsk person={person} Heading="h2" />
    </Panel>
  )
}
