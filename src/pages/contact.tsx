import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { fillIn } from "../content/template"
import { ContactForm } from "../islands/ContactForm"
import { MapEmbed } from "../components/MapEmbed"
import { Markdown } from "../components/Markdown"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { ChurchAddress, ChurchContacts } from "../components/VisitFacts"
import { layout, media, space } from "../theme"

/** Contact (spec §2): the message form, the parish office, the map, then facilities, transport and parking. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const { page, siteFacts } = data
  // A file missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page || !siteFacts) return null
  const { form, office, map } = page
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <div
        css={{
          display: "grid",
          gap: space.xl,
          [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
          "& > section > h2:first-child": { marginTop: 0 },
        }}
      >
        <section aria-labelledby="send-a-message">
          <h2 id="send-a-message">{form.heading}</h2>
          <p css={{ maxWidth: layout.readingWidth }}>{form.text}</p>
          <ContactForm words={form} />
        </section>
        <section aria-labelledby="parish-office">
          <h2 id="parish-office">{office.heading}</h2>
          <ChurchAddress facts={siteFacts} css={{ marginBottom: space.md }} />
          <ChurchContacts facts={siteFacts} />
        </section>
      </div>
      <section aria-labelledby="map" css={{ marginTop: space.xl }}>
        <h2 id="map">{map.heading}</h2>
        <p css={{ maxWidth: layout.readingWidth }}>{map.text}</p>
        <MapEmbed
          point={siteFacts.geo}
          mapUrl={siteFacts.mapUrl}
          words={{
            ...map,
            frameTitle: fillIn(map.frameTitle, {
              parishName: siteFacts.parishName,
              street: siteFacts.address.lines.at(-1) ?? siteFacts.locality,
            }),
          }}
        />
      </section>
      <Markdown text={page.body} css={{ marginTop: space.xl }} />
    </>
  )
}

export const query = graphql`
  query ContactPage {
    page: contactPage(fileName: { eq: "contact" }) {
      title
      lead
      description
      form {
        heading
        text
        ...ContactFormWords
      }
      office {
        heading
      }
      map {
        heading
        text
        show
        hide
        open
        frameTitle
      }
      body
    }
    siteFacts {
      ...VisitFacts
      parishName
      locality
      address {
        lines
      }
      mapUrl
      geo {
        latitude
        longitude
      }
    }
  }
`

export const Head = pageHead()
