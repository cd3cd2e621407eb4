import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { EventsJsonLd } from "../components/JsonLd"
import { NewsAndEvents } from "../components/NewsAndEvents"
import { loaded, pageHead } from "../components/PageHead"

/**
 * News & Events, made at /news-and-events and at its old address /parish-news by gatsby/create-pages.ts:
 * one template, two addresses, with the old one pointing search engines to the new.
 */
export default function NewsAndEventsPage({ data }: PageProps<Queries.NewsAndEventsPageQuery>) {
  const content = loaded(data, "page")
  return content && <NewsAndEvents page={content.page} events={content.allEvent.nodes} weeks={content} />
}

export const query = graphql`
  query NewsAndEventsPage {
    page: newsAndEventsPage(fileName: { eq: "news-and-events" }) {
      ...NewsAndEventsWords
    }
    allEvent(sort: { order: ASC }) {
      nodes {
        ...NewsAndEventsEvent
      }
    }
    ...ThisWeekData
  }
`

export const Head = pageHead({ extra: <EventsJsonLd /> })
