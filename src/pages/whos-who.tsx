import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { PersonCard } from "../components/PersonCard"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { bareList, media, space } from "../theme"

/** Who's Who (spec §2): the ten people of the parish, one card each, in the editors' order. */
export default function WhosWhoPage({ data }: PageProps<Queries.WhosWhoPageQuery>) {
  const parish = useParishNames()
  return (
    <>
      <PageHeader
        title="Who's Who"
        lead={`The clergy, officers and volunteers who look after the life of ${parish.everyday}. Do get in touch: we are glad to help.`}
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
          <li key={person.shortName}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
    </>
  )
}

export const query = graphql`
  query WhosWhoPage {
    allPerson(sort: { order: ASC }) {
      nodes {
        ...PersonCardFields
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Who's Who"
      description={`Meet the Vicar, Churchwardens, Licensed Lay Minister, Halls Manager, Youth Worker, Safeguarding Officer and others who serve ${parish.withPlace}, and find how to contact them.`}
      pathname={location.pathname}
    />
  )
}
