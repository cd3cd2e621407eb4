import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { GroupAside } from "../components/GroupAside"
import { markdownJumpLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"

/**
 * A group's page (Choir, Autumn Group, easyfundraising...): its title, its text and the "at a glance" panel, all
 * from its file in data/groups/ (gatsby/create-pages.ts makes one page per file, at the address of its name), with
 * "On this page" when the text has enough sections, and the rail of its menu section as on the section's text pages.
 */
export default function GroupPage({ data, pageContext }: PageProps<Queries.GroupPageQuery, { calendar?: string }>) {
  const group = loaded(data, "page")?.page
  if (!group) return null
  return (
    <>
      <WithPageRail
        header={<PageHeader title={group.title} lead={group.lead} />}
        sections={markdownJumpLinks(group.body)}
        aside={
          <GroupAside
            panel={group}
            person={data.person}
            gatherings={[...data.services.nodes, ...data.activities.nodes]}
            halls={data.halls.nodes}
            calendar={pageContext.calendar}
          />
        }
      >
        <Markdown text={group.body} />
      </WithPageRail>
    </>
  )
}

export const query = graphql`
  query GroupPage($fileName: String, $contact: String, $route: String) {
    page: groupPage(fileName: { eq: $fileName }) {
      title
      lead
      description
      body
      ...GroupAsidePanel
    }
    person(shortName: { eq: $contact }) {
      ...GroupAsidePerson
    }
    services: allService(filter: { pages: { eq: $route } }, sort: { order: ASC }) {
      nodes {
        ...RegularTimes
      }
    }
    activities: allActivity(filter: { pages: { eq: $route } }, sort: { order: ASC }) {
      nodes {
        ...RegularTimes
      }
    }
    halls: allVenue {
      nodes {
        ...HallName
      }
    }
  }
`

export const Head = pageHead()
