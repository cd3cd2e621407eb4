import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { contactHref } from "../components/PersonCard"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { VenueCard } from "../components/VenueCard"
import { AskAboutBooking } from "../components/AskAboutBooking"
import { VenueComparison } from "../components/VenueComparison"
import { WithAside } from "../components/Primitives"
import { layout, space } from "../theme"

/** Venues & Hall Hire (spec §2): how to book, then the five halls and the suite in the editors' order. */
export default function VenuesPage({ data }: PageProps<Queries.VenuesPageQuery>) {
  const hallsManager = data.hallsManager
  // If no one holds the role, the contact form still opens, with no one chosen.
  const bookingHref = hallsManager ? contactHref(hallsManager.shortName) : "/contact"
  const managerName = hallsManager ? `${hallsManager.name}, our Halls Manager` : "our Halls Manager"
  return (
    <>
      <PageHeader
        title="Venues & Hall Hire"
        lead="Five halls and a small suite beside the church, for parties, classes, clubs, meetings and celebrations."
      />
      <WithAside textFirst aside={<VenueComparison venues={data.allVenue.nodes} />} css={{ marginBottom: space.xl }}>
      <section aria-labelledby="hiring" css={{ maxWidth: layout.readingWidth }}>
        <h2 id="hiring">Hiring a hall</h2>
        <p>
          Our halls are used every week by local groups, classes and families, and the income helps keep the church open
          for everyone. To check availability, arrange a visit or book, please contact {managerName}, who will talk you
          through the hire agreement and help you choose the right space.
        </p>
        <p>
          Rates depend on the room, the day and the length of your booking: please ask the Halls Manager for current
          rates.
        </p>
        <AskAboutBooking href={bookingHref} who={managerName} />
      </section>
      </WithAside>
      {data.allVenue.nodes.map(venue => (
        <VenueCard key={venue.name} venue={venue} />
      ))}
    </>
  )
}

export const query = graphql`
  query VenuesPage {
    hallsManager: person(role: { eq: "Halls Manager" }) {
      name
      shortName
    }
    allVenue(sort: { order: ASC }) {
      nodes {
        ...VenueCard
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Venues & Hall Hire"
      description={`Hire a hall at ${parish.withPlace}: the Celebration Hall, Gabriel Hall, Frank Burton Hall and Room, Angels Rest and the Raphael Suite, with sizes, photos, facilities and access.`}
      pathname={location.pathname}
    />
  )
}
