import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"

// A first Who's Who: the person cards in full come with the other screens.
export default function WhosWhoPage({ data }: PageProps<Queries.WhosWhoPageQuery>) {
  return (
    <>
      <PageHeader title="Who's Who" />
      <ul>
        {data.allPerson.nodes.map(person => {
          const portrait = getImage(person.portrait.image)
          return (
            <li key={person.shortName}>
              {portrait && <GatsbyImage image={portrait} alt={`Portrait of ${person.name}`} />}
              <h2>{person.name}</h2>
              <p>{person.role}</p>
            </li>
          )
        })}
      </ul>
    </>
  )
}

export const query = graphql`
  query WhosWhoPage {
    allPerson(sort: { order: ASC }) {
      nodes {
        name
        shortName
        role
        portrait {
          image(preset: PORTRAIT)
        }
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => <Seo title="Who's Who" pathname={location.pathname} />
