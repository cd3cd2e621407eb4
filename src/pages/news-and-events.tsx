import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { NewsAndEvents, newsAndEventsDescription } from "../components/NewsAndEvents"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { EventsJsonLd } from "../components/JsonLd"

export default function NewsAndEventsPage({ data }: PageProps<Queries.NewsAndEventsPageQuery>) {
  return <NewsAndEvents events={data.allEvent.nodes} />
}

export const query = graphql`
  query NewsAndEventsPage {
    allEvent(sort: { order: ASC }) {
      nodes {
        ...NewsAndEventsEvent
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => (
  <Seo title="News & Events" description={newsAndEventsDescription(useParishNames())} pathname={location.pathname}>
    <EventsJsonLd />
  </Seo>
)
