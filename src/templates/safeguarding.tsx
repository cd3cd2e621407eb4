import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { markdownJumpLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import { PersonCard, personCardGridItem } from "../components/PersonCard"
import { Panel } from "../components/Primitives"
import { bareList, media, space } from "../theme"

const contactsId = "safeguarding-contacts"

/**
 * Safeguarding: where to get help now, the policy statement and commitments, and the two people to
 * contact. Where to get help comes first on a phone and beside the text on a desktop, above the rail of the page's
 * menu section, which stays beside the policy as the reader scrolls; the people come after, side by side.
 */
export default function SafeguardingPage({ data }: PageProps<Queries.SafeguardingPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  const contacts = [data.safeguardingOfficer, data.vicar].filter(person => person != null)
  const helpSections = markdownJumpLinks(page.helpNow)
  const sections = [...helpSections, ...markdownJumpLinks(page.body), { id: contactsId, label: page.contacts.heading }]
  return (
    <>
      <WithPageRail
        header={<PageHeader title={page.title} lead={page.lead} />}
        sections={sections}
        // Across the page's width below the text: the two people side by side from a tablet up.
        after={
          <section aria-labelledby={contactsId}>
            <h2 id={contactsId}>{page.contacts.heading}</h2>
            <Markdown text={page.contacts.text} css={{ marginBottom: space.lg }} />
            <ul
              css={{
                ...bareList,
                display: "grid",
                // minmax(0, 1fr): a card as wide as the page, not as its longest word (an e-mail address in large text).
                gridTemplateColumns: "minmax(0, 1fr)",
                gap: space.lg,
                [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
              }}
            >
              {contacts.map(person => (
                <li key={person.shortName} css={personCardGridItem}>
                  <PersonCard person={person} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        }
        aside={
          <Panel as="section" aria-labelledby={helpSections[0]?.id}>
            <Markdown text={page.helpNow} />
          </Panel>
        }
      >
        <Markdown text={page.body} />
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
