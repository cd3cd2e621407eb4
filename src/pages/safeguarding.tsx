import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { markdownJumpLinks, SectionLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import { PersonCard } from "../components/PersonCard"
import { Panel, Stack } from "../components/Primitives"
import { bareList, media, space } from "../theme"

const contactsId = "safeguarding-contacts"

/**
 * Safeguarding (spec §2): where to get help now, the policy statement and commitments, and the two people to
 * contact. Where to get help comes first on a phone and beside the text on a desktop, above the rail of the page's
 * menu section, which stays beside the policy and the people as the reader scrolls.
 */
export default function SafeguardingPage({ data }: PageProps<Queries.SafeguardingPageQuery>) {
  const page = data.page
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page) return null
  const contacts = [data.safeguardingOfficer, data.vicar].filter(person => person != null)
  const helpSections = markdownJumpLinks(page.helpNow)
  const sections = [...helpSections, ...markdownJumpLinks(page.body), { id: contactsId, label: page.contacts.heading }]
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <WithPageRail
        aside={
          <Panel as="section" aria-labelledby={helpSections[0]?.id}>
            <Markdown text={page.helpNow} />
          </Panel>
        }
      >
        <Stack gap="xl">
          <SectionLinks sections={sections} />
          <Markdown text={page.body} />
          <section aria-labelledby={contactsId}>
            <h2 id={contactsId}>{page.contacts.heading}</h2>
            <Markdown text={page.contacts.text} css={{ marginBottom: space.lg }} />
            <ul
              css={{
                ...bareList,
                display: "grid",
                gap: space.lg,
                // Side by side on a tablet; one above the other in the text's column on a desktop, beside the rail.
                [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
                [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr)" },
              }}
            >
              {contacts.map(person => (
                <li key={person.shortName}>
                  <PersonCard person={person} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        </Stack>
      </WithPageRail>
    </>
  )
}

export const query = graphql`
  query SafeguardingPage {
    page: safeguardingPage(fileName: { eq: "safeguarding" }) {
      title
      lead
      description
      helpNow
      body
      contacts {
        heading
        text
      }
    }
    safeguardingOfficer: person(role: { eq: "Church Safeguarding Officer" }) {
      ...PersonCardFields
    }
    vicar: person(role: { eq: "Vicar" }) {
      ...PersonCardFields
    }
  }
`

export const Head = pageHead()
