import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { loaded, pageHead } from "../components/PageHead"
import { JumpLinks } from "../components/JumpLinks"
import { PageHeader } from "../components/PageHeader"
import { PersonCard, personCardGridItem } from "../components/PersonCard"
import { WithPageRail } from "../components/PageRail"
import { bareList, space } from "../theme"

/** Where "On this page" leads for each person: their card. */
const personAnchor = (shortName: string) => `person-${shortName}`

/**
 * The narrowest a card gets beside another: two to a row on a laptop, beside the rail, and on a tablet; one on a
 * phone or at large text sizes (rem follows the reader's text size). A name goes under its portrait where it does
 * not fit beside it (PersonCard), so a narrower card never breaks a name.
 */
const cardMinWidth = 20
const columnGap = space.lg
/** Where the list has room for two cards side by side, and not yet three. */
const rowWidth = (cards: number) => `${cards * cardMinWidth + (cards - 1) * parseFloat(columnGap)}rem`
const twoColumns = `(${rowWidth(2)} <= width < ${rowWidth(3)})`

const cardGrid = {
  ...bareList,
  display: "grid",
  gap: columnGap,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMinWidth}rem), 1fr))`,
  // An odd number of people in two columns: the last card, alone in its row, stands in the middle, not at one side.
  [`@container ${twoColumns}`]: {
    "& > li:last-child:nth-child(odd)": {
      gridColumn: "1 / -1",
      justifySelf: "center",
      width: `calc((100% - ${columnGap}) / 2)`,
    },
  },
} as const

/** Who's Who: the people of the parish, one card each, in the editors' order. */
export default function WhosWhoPage({ data }: PageProps<Queries.WhosWhoPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  return (
    <>
      {/* The cards take the width the rail leaves, two to a row beside it on a laptop. */}
      <WithPageRail wide header={<PageHeader title={page.title} lead={page.lead} />}>
        <JumpLinks
          links={data.allPerson.nodes.map(person => ({ id: personAnchor(person.shortName), label: person.name }))}
        />
        {/* The list's own width decides its columns, so it lays out the same beside a rail or without one. */}
        <div css={{ containerType: "inline-size" }}>
          <ul css={cardGrid}>
            {data.allPerson.nodes.map(person => (
              <li
                key={person.shortName}
                id={personAnchor(person.shortName)}
                css={[personCardGridItem, { scrollMarginTop: space.md }]}
              >
                {/* A small portrait, so that in a card half the column wide a name still fits beside it. */}
                <PersonCard person={person} smallPortrait />
              </li>
            ))}
          </ul>
        </div>
      </WithPageRail>
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
