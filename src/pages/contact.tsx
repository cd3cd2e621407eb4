import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ContactForm } from "../components/ContactForm"
import { ExternalLink } from "../components/ExternalLink"
import { MapEmbed } from "../components/MapEmbed"
import { PageHeader } from "../components/PageHeader"
import { telephoneHref } from "../components/PersonCard"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { layout, media, space } from "../theme"

const sectionStyle = { marginBottom: space.xl }
const listStyle = { paddingLeft: space.lg, li: { marginBottom: space.xs } }

/** Contact (spec §2): the message form, how to find us, facilities, transport and parking. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const siteFacts = data.siteFacts
  return (
    <>
      <PageHeader
        title="Contact us"
        lead="Send a message to the right person, call the parish office, or come and see us."
      />
      <div
        css={{
          display: "grid",
          gap: space.xl,
          [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
          "& > section > h2:first-child": { marginTop: 0 },
        }}
      >
        <section aria-labelledby="send-a-message">
          <h2 id="send-a-message">Send us a message</h2>
          <p css={{ maxWidth: layout.readingWidth }}>Choose who your message is for and it will go straight to them.</p>
          <ContactForm />
        </section>
        {siteFacts && (
          <section aria-labelledby="parish-office">
            <h2 id="parish-office">Parish office</h2>
            <address css={{ fontStyle: "normal", marginBottom: space.md }}>
              {siteFacts.address.lines.map(line => (
                <React.Fragment key={line}>
                  {line}
                  <br />
                </React.Fragment>
              ))}
              {siteFacts.address.town}
              <br />
              {siteFacts.address.postcode}
            </address>
            <p>
              Telephone: <a href={telephoneHref(siteFacts.telephone)}>{siteFacts.telephone}</a>
              <br />
              Email: <a href={`mailto:${siteFacts.officeEmail}`}>{siteFacts.officeEmail}</a>
            </p>
          </section>
        )}
      </div>
      {siteFacts && (
        <section aria-labelledby="map" css={{ ...sectionStyle, marginTop: space.xl }}>
          <h2 id="map">Map</h2>
          <p css={{ maxWidth: layout.readingWidth }}>
            The map comes from OpenStreetMap and is only loaded if you ask for it.
          </p>
          <MapEmbed
            point={siteFacts.geo}
            mapUrl={siteFacts.mapUrl}
            placeName={`${siteFacts.parishName} Church, ${siteFacts.address.lines.at(-1) ?? siteFacts.locality}`}
          />
        </section>
      )}
      {siteFacts && (
        <div
          css={{
            display: "grid",
            columnGap: space.xl,
            [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          <section aria-labelledby="facilities" css={sectionStyle}>
            <h2 id="facilities">Facilities</h2>
            <ul css={listStyle}>
              {siteFacts.visiting.facilities.map(facility => (
                <li key={facility}>{facility}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="public-transport" css={sectionStyle}>
            <h2 id="public-transport">Public transport</h2>
            {siteFacts.visiting.publicTransport.map(paragraph => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <ExternalLink href={siteFacts.visiting.transportLink.url}>
                {siteFacts.visiting.transportLink.text}
              </ExternalLink>
            </p>
          </section>
          <section aria-labelledby="parking" css={sectionStyle}>
            <h2 id="parking">Parking</h2>
            {siteFacts.visiting.parking.map(paragraph => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        </div>
      )}
    </>
  )
}

export const query = graphql`
  query ContactPage {
    siteFacts {
      parishName
      locality
      address {
        lines
        town
        postcode
      }
      telephone
      officeEmail
      mapUrl
      visiting {
        facilities
        publicTransport
        transportLink {
          text
          url
        }
        parking
      }
      geo {
        latitude
        longitude
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Contact us"
      description={`Contact ${parish.withPlace}: send a message to the Vicar's team, the Halls Manager or the Safeguarding Officer, find our address and map, facilities, buses, trains and parking.`}
      pathname={location.pathname}
    />
  )
}
