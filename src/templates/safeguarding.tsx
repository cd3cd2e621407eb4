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
 * Safeguarding: where to get help now, the policy statement and commitments, and the people to contact: those
 * ticked as safeguarding contacts, then whoever leads the parish (data/people). Where to get help comes first on a phone and beside the text on a desktop, above the rail of the page's
 * menu section, which stays beside the policy as the reader scrolls; the people come after, side by side.
 */
export default function SafeguardingPage({ data }: PageProps<Queries.SafeguardingPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  // The safeguarding contacts, then whoever leads the parish (once, if they are both); either may be vacant.
  const contacts = [...data.safeguardingContacts.nodes, ...data.parishLeads.nodes].filter(
    (person, index, all) => all.findIndex(other => other.shortName === person.shortName) === index,
  )
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
    safeguardingContacts: allPerson(filter: { safeguardingContact: { eq: true } }, sort: { order: ASC }) {
      nodes {
        ...PersonCardFields
      }
    }
    parishLeads: allPerson(filter: { leadsParish: { eq: true } }, sort: { order: ASC }) {
      nodes {
        ...PersonCardFields
      }
    }
  }
`

export const Head = pageHead()
