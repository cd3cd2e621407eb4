import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ServicesJsonLd } from "../components/JsonLd"
import { Markdown } from "../components/Markdown"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { Stack } from "../components/Primitives"
import { ServiceCard } from "../components/ServiceCard"

/** Services & Worship (spec §2): the page's words (data/pages/worship.md), then the regular services in order. */
export default function WorshipPage({ data }: PageProps<Queries.WorshipPageQuery>) {
  const page = data.page
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page) return null
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="lg">
        <Markdown text={page.body} />
        {data.allService.nodes.map(service => (
          <ServiceCard key={service.name} service={service} />
        ))}
      </Stack>
    </>
  )
}

export const query = graphql`
  query WorshipPage {
    page: textPage(fileName: { eq: "worship" }) {
      title
      lead
      description
      body
    }
    allService(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`

export const Head = pageHead({ extra: <ServicesJsonLd /> })
