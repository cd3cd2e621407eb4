import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Markdown } from "../components/Markdown"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { PersonCard } from "../components/PersonCard"
import { Stack } from "../components/Primitives"
import { bareList, borders, colors, media, radii, space } from "../theme"

/** Safeguarding (spec §2): where to get help now, the policy statement and commitments, and the two people to contact. */
export default function SafeguardingPage({ data }: PageProps<Queries.SafeguardingPageQuery>) {
  const page = data.page
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page) return null
  const contacts = [data.safeguardingOfficer, data.vicar].filter(person => person != null)
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="xl">
        <Markdown
          text={page.helpNow}
          css={{
            padding: space.lg,
            background: colors.paperTint,
            borderRadius: radii.md,
            borderLeft: `${borders.thick} solid ${colors.primary}`,
          }}
        />
        <Markdown text={page.body} />
        <section aria-labelledby="safeguarding-contacts">
          <h2 id="safeguarding-contacts">{page.contacts.heading}</h2>
          <Markdown text={page.contacts.text} css={{ marginBottom: space.lg }} />
          <ul
            css={{
              ...bareList,
              display: "grid",
              gap: space.lg,
              [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
              [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 24rem))" },
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
