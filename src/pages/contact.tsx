import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { fillIn } from "../content/template"
import { ContactForm } from "../islands/ContactForm"
import type { HallCalendar } from "../contact/hall-booking"
import { markdownJumpLinks, SectionLinks } from "../components/JumpLinks"
import { MapEmbed } from "../components/MapEmbed"
import { Markdown } from "../components/Markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { Stack } from "../components/Primitives"
import { OfficeDetails } from "../components/VisitFacts"
import { layout, media, space } from "../theme"

const sectionIds = { form: "send-a-message", office: "parish-office", map: "map" } as const

/**
 * Contact: the message form, the parish office, the map, then facilities, transport and parking. On a
 * desktop they stand in two columns, the map under the form and the rest beside it, so that neither column runs
 * on alone beside an empty half of the screen.
 */
export default function ContactPage({
  data,
  pageContext,
}: PageProps<Queries.ContactPageQuery, { hallCalendar: HallCalendar }>) {
  const content = loaded(data, "page", "siteFacts")
  if (!content) return null
  const { page, siteFacts } = content
  const { form, office, map } = page
  const sections = [
    { id: sectionIds.form, label: form.heading },
    { id: sectionIds.office, label: office.heading },
    { id: sectionIds.map, label: map.heading },
    ...markdownJumpLinks(page.body),
  ]
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="lg">
        <SectionLinks sections={sections} />
        <div
          css={{
            display: "grid",
            gap: space.xl,
            alignItems: "start",
            "& > * > h2:first-child": { marginTop: 0 },
            // The form, and the map under it; the office, then facilities, transport and parking beside them. In
            // the HTML (and on a phone) they keep the spec's order: form, office, map, the rest.
            [media.desktop]: {
              gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
              gridTemplateAreas: '"form office" "form details" "map details"',
              // The last row takes what the right column runs on beyond the form, so the map follows the form closely.
              gridTemplateRows: "auto auto 1fr",
              columnGap: space.xxl,
            },
          }}
        >
          <section aria-labelledby={sectionIds.form} css={{ [media.desktop]: { gridArea: "form" } }}>
            <h2 id={sectionIds.form}>{form.heading}</h2>
            <p css={{ maxWidth: layout.readingWidth }}>{form.text}</p>
            <ContactForm words={form} calendar={pageContext.hallCalendar} />
          </section>
          <section aria-labelledby={sectionIds.office} css={{ [media.desktop]: { gridArea: "office" } }}>
            <h2 id={sectionIds.office}>{office.heading}</h2>
            <OfficeDetails facts={siteFacts} />
          </section>
          <section aria-labelledby={sectionIds.map} css={{ [media.desktop]: { gridArea: "map" } }}>
            <h2 id={sectionIds.map}>{map.heading}</h2>
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
          <Markdown text={page.body} css={{ [media.desktop]: { gridArea: "details" } }} />
        </div>
      </Stack>
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
      mapUrl
      geo {
        latitude
        longitude
      }
    }
  }
`

export const Head = pageHead()
