import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { pageHead } from "../components/PageHead"
import { JumpLinks } from "../components/JumpLinks"
import { PageHeader } from "../components/PageHeader"
import { PersonCard } from "../components/PersonCard"
import { Stack } from "../components/Primitives"
import { bareList, media, space } from "../theme"

/** Where "On this page" leads for each person: their card. */
const personAnchor = (shortName: string) => `person-${shortName}`

/** Who's Who (spec §2): the people of the parish, one card each, in the editors' order. */
export default function WhosWhoPage({ data }: PageProps<Queries.WhosWhoPageQuery>) {
  const page = data.page
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page) return null
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="lg">
        <JumpLinks
          links={data.allPerson.nodes.map(person => ({ id: personAnchor(person.shortName), label: person.name }))}
        />
        <ul
          css={{
            ...bareList,
            display: "grid",
            gap: space.lg,
            gridTemplateColumns: "1fr",
            [media.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
            [media.desktop]: { gridTemplateColumns: "repeat(3, 1fr)" },
          }}
        >
          {data.allPerson.nodes.map(person => (
            <li key={person.shortName} id={personAnchor(person.shortName)} css={{ scrollMarginTop: space.md }}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      </Stack>
    </>
  )
}

export const query = graphql`
  query WhosWhoPage {
    page: listPage(fileName: { eq: "whos-who" }) {
      title
      lead
      description
    }
    allPerson(sort: { order: ASC }) {
      nodes {
        ...PersonCardFields
      }
    }
  }
`

export const Head = pageHead()
