import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { buttonStyles } from "../components/Button"
import { markdownJumpLinks, SectionLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { contactHref, PersonCard } from "../components/PersonCard"
import { Stack, WithAside } from "../components/Primitives"
import { VenueCard } from "../components/VenueCard"
import { comparisonHeadingId, VenueComparison } from "../components/VenueComparison"
import { venueHeadingId } from "../components/VenueCard/venue-text"
import { space } from "../theme"
import { HallDiary } from "../components/HallDiary"

/**
 * Venues & Hall Hire: how to book (data/pages/venues.md) beside the card of the person who receives hall enquiries
 * (the Halls Manager, ticked in data/people), whom a hirer asks, then the table comparing the halls across the page's width, then the halls in the editors' order.
 */
export default function VenuesPage({ data }: PageProps<Queries.VenuesPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  const manager = data.hallEnquiries
  // If no one receives hall enquiries (a vacancy), the contact form still opens, with no one chosen.
  const bookingHref = manager ? contactHref(manager.shortName) : "/contact"
  const howToBook = (
    <>
      <Markdown text={page.body} />
      <p css={{ marginTop: space.md }}>
        <Link to={bookingHref} css={buttonStyles}>
          {page.booking}
        </Link>
      </p>
    </>
  )
  // "On this page": the text's sections, the table and each hall, once there are enough of them to need it.
  const sections = [
    ...markdownJumpLinks(page.body),
    { id: comparisonHeadingId, label: page.comparison.heading },
    ...data.allVenue.nodes.map(venue => ({ id: venueHeadingId(venue.name), label: venue.name })),
  ]
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="xl">
        <SectionLinks sections={sections} />
        {manager ? (
          <WithAside textFirst aside={<PersonCard person={manager} headingLevel={3} />}>
            {howToBook}
          </WithAside>
        ) : (
          <div>{howToBook}</div>
        )}
        <VenueComparison venues={data.allVenue.nodes} words={page.comparison} capacityWords={page.capacity} />
        {data.allVenue.nodes.map(venue => (
          <VenueCard
            key={venue.name}
            venue={venue}
            words={page.hall}
            capacityWords={page.capacity}
            regularUse={[...data.services.nodes, ...data.activities.nodes].filter(use => use.where === venue.fileName)}
            inUse={<HallDiary hall={venue.fileName} data={data} words={page.diary} />}
            askHref={manager ? contactHref(manager.shortName, venue.fileName) : undefined}
          />
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
      capacity {
        ...VenueCapacityWords
      }
      diary {
        ...HallDiaryWords
      }
    }
    hallEnquiries: person(receivesHallEnquiries: { eq: true }) {
      ...PersonCardFields
    }
    allVenue(sort: { order: ASC }) {
      nodes {
        ...VenueCard
      }
    }
    services: allService(sort: { order: ASC }) {
      nodes {
        ...RegularTimes
      }
    }
    activities: allActivity(sort: { order: ASC }) {
      nodes {
        ...RegularTimes
      }
    }
    ...HallDiaryData
  }
`

export const Head = pageHead()
