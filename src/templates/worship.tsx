import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ServicesJsonLd } from "../components/JsonLd"
import { markdownJumpLinks, SectionLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { Stack, WithAside } from "../components/Primitives"
import { ServiceCard, serviceAnchor } from "../components/ServiceCard"
import { ServicesAtAGlance } from "../components/ServiceCard/ServicesAtAGlance"

/**
 * Services & Worship: the page's words (data/pages/worship.md) beside every service at a glance, then
 * the regular services in order, each a card the glance and "On this page" lead to.
 */
export default function WorshipPage({ data }: PageProps<Queries.WorshipPageQuery>) {
  const content = loaded(data, "page", "siteFacts")
  if (!content) return null
  const { page, siteFacts } = content
  const services = data.allService.nodes
  const sections = [
    ...markdownJumpLinks(page.body),
    ...services.map(service => ({ id: serviceAnchor(service.name), label: service.name })),
  ]
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="lg">
        <WithAside aside={<ServicesAtAGlance heading={page.glance.heading} services={services} facts={siteFacts} />}>
          <Stack gap="lg">
            <SectionLinks sections={sections} />
            <Markdown text={page.body} />
          </Stack>
        </WithAside>
        {services.map(service => (
          <ServiceCard key={service.name} service={service} />
        ))}
      </Stack>
    </>
  )
}

export const query = graphql`
  query WorshipPage {
    page: worshipPage(fileName: { eq: "worship" }) {
      title
      lead
      description
      body
      glance {
        heading
      }
    }
    siteFacts {
      ...VisitFacts
    }
    allService(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
        ...ServiceTime
      }
    }
  }
`

export const Head = pageHead({ extra: <ServicesJsonLd /> })
