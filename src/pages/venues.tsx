import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { buttonStyles } from "../components/Button"
import { Markdown } from "../components/Markdown"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { contactHref } from "../components/PersonCard"
import { Stack, WithAside } from "../components/Primitives"
import { VenueCard } from "../components/VenueCard"
import { VenueComparison } from "../components/VenueComparison"
import { space } from "../theme"

/** Venues & Hall Hire (spec §2): how to book (data/pages/venues.md), then the halls in the editors' order. */
export default function VenuesPage({ data }: PageProps<Queries.VenuesPageQuery>) {
  const page = data.page
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page) return null
  // If no one holds the role, the contact form still opens, with no one chosen.
  const bookingHref = data.hallsManager ? contactHref(data.hallsManager.shortName) : "/contact"
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="xl">
        <WithAside textFirst aside={<VenueComparison venues={data.allVenue.nodes} words={page.comparison} />}>
          <Markdown text={page.body} />
          <p css={{ marginTop: space.md }}>
            <Link to={bookingHref} css={buttonStyles}>
              {page.booking}
            </Link>
          </p>
        </WithAside>
        {data.allVenue.nodes.map(venue => (
          <VenueCard key={venue.name} venue={venue} words={page.hall} />
        ))}
      </Stack>
    </>
  )
}

export const query = graphql`
  query VenuesPage {
    page: venuesPage(fileName: { eq: "venues" }) {
      title
      lead
      description
      body
      booking
      comparison {
        ...VenueComparisonWords
      }
      hall {
        ...VenueCardWords
      }
    }
    hallsManager: person(role: { eq: "Halls Manager" }) {
      shortName
    }
    allVenue(sort: { order: ASC }) {
      nodes {
        ...VenueCard
      }
    }
  }
`

export const Head = pageHead()
