import * as React from "react"
import { graphql, Link, useStaticQuery } from "gatsby"
import { colors, fontWeights, space } from "../../theme"
import { contactHref, firstNameOf } from "../PersonCard"
import { Panel } from "../Primitives"

type GroupPage = Queries.GroupAsideQuery["allGroupPanel"]["nodes"][number]["page"]

/**
 * The panel beside a group's or giving page's text (data/groups): when and
 * where they meet, and whom to ask, with a Contact link that opens the contact
 * form with that person chosen. On phones it comes before the text (WithAside), so the answers are on the
 * first screen.
 */
export function GroupAside({ page }: { page: GroupPage }) {
  const data = useStaticQuery<Queries.GroupAsideQuery>(graphql`
    query GroupAside {
      allGroupPanel {
        nodes {
          page
          heading
          meetings {
            what
            when
            where
          }
          note
          contact
        }
      }
      allPerson {
        nodes {
          shortName
          name
          role
        }
      }
    }
  `)
  const panel = data.allGroupPanel.nodes.find(node => node.page === page)
  // No panel for this page yet: the text stands alone (the content check lists the pages that can have one).
  if (!panel) return null
  const person = data.allPerson.nodes.find(node => node.shortName === panel.contact)
  const headingId = "at-a-glance"
  return (
    <Panel as="aside" aria-labelledby={headingId}>
      <h2 id={headingId}>{panel.heading}</h2>
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
      {person && (
        <>
          <h3>Who to ask</h3>
          <p css={{ margin: `0 0 ${space.sm}` }}>
            {person.name}, {person.role}
          </p>
          <Link to={contactHref(person.shortName)} css={{ fontWeight: fontWeights.bold }}>
            Contact {firstNameOf(person.name)}
          </Link>
        </>
      )}
    </Panel>
  )
}
