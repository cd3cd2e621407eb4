import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { NewsAndEvents, newsAndEventsDescription } from "../components/NewsAndEvents"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

// The old address of News & Events, kept for links and bookmarks: the same screen, pointing search engines to
// /news-and-events as the one address to list.
export default function ParishNewsPage({ data }: PageProps<Queries.ParishNewsPageQuery>) {
  return <NewsAndEvents events={data.allEvent.nodes} />
}

export const query = graphql`
  query ParishNewsPage {
    allEvent(sort: { order: ASC }) {
      nodes {
        ...NewsAndEventsEvent
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="News & Events"
    description={newsAndEventsDescription(useParishNames())}
    pathname={location.pathname}
    canonicalPath="/news-and-events"
  />
)
