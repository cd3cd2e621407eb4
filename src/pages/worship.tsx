import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { ServicesJsonLd } from "../components/JsonLd"
import { ServiceCard } from "../components/ServiceCard"
import { layout, space } from "../theme"

export default function WorshipPage({ data }: PageProps<Queries.WorshipPageQuery>) {
  return (
    <>
      <PageHeader
        title="Services & Worship"
        lead="Everyone is welcome at every service: you do not need to book, dress up or know what to do."
      />
      <div css={{ maxWidth: layout.readingWidth, marginBottom: space.lg }}>
        <p>
          We worship together three times a week, on Sunday morning and evening and on Wednesday morning. Each service
          has its own character, from the sung Parish Eucharist with our choir and Sunday Clubs for the children to the
          quiet of Evensong and the simple mid-week Communion. If you would like to talk about baptisms, weddings or
          funerals, or anything else, please <Link to="/contact">get in touch</Link>.
        </p>
        <p>
          {/* A real file written at build time from the same service data (gatsby/calendar-feeds.ts). */}
          <a href="/services.ics">Add the services to your calendar</a> (an iCalendar file for phones, Outlook and
          Google Calendar).
        </p>
      </div>
      {data.allService.nodes.map(service => (
        <ServiceCard key={service.name} service={service} />
      ))}
    </>
  )
}

export const query = graphql`
  query WorshipPage {
    allService(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Services & Worship"
      description={`Traditional Church of England worship at ${parish.withPlace}: Main Parish Eucharist on Sunday at 10 a.m., Evensong on Sunday at 6 p.m. and a Mid-week Eucharist on Wednesday at 10 a.m.`}
      pathname={location.pathname}
    >
      <ServicesJsonLd />
    </Seo>
  )
}
