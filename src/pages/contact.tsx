import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ContactForm } from "../components/ContactForm"
import { ExternalLink } from "../components/ExternalLink"
import { MapEmbed } from "../components/MapEmbed"
import { PageHeader } from "../components/PageHeader"
import { telephoneHref } from "../components/PersonCard"
import { Seo } from "../components/Seo"
import { layout, media, space } from "../theme"

// Fixed outside link for "Public transport" (spec §7), kept here so the content schema stays the same for
// every screen; change it here if Transport for London moves its pages.
/** Transport for London's bus route maps and timetables. */
const BUS_ROUTES_URL = "https://tfl.gov.uk/bus/"

/** What the church and halls offer visitors; the venues page has each room's own details. */
const facilities = [
  "Step-free access to the church by the ramp at the west door, and to the halls from the car park",
  "An accessible toilet beside the Celebration Hall",
  "A hearing loop in church: switch your hearing aid to T",
  "Large-print service books and hymn books: please ask a sidesperson",
  "Baby-changing facilities next to the Celebration Hall",
  "A children's corner in church, with books and soft toys",
  "A car park with blue-badge spaces (see Parking)",
]

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
            {facilities.map(facility => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="public-transport" css={sectionStyle}>
          <h2 id="public-transport">Public transport</h2>
          <p>
            Buses 125, 329 and W8 stop on Ashgrove Road, a two-minute walk from the church; the W8 stops right outside
            the lych-gate.{" "}
            <ExternalLink href={BUS_ROUTES_URL}>Bus routes and times from Transport for London</ExternalLink>.
          </p>
          <p>
            The nearest station is Ashgrove, on the Great Northern line from Moorgate and Finsbury Park, about ten
            minutes' walk along Station Road.
          </p>
        </section>
        <section aria-labelledby="parking" css={sectionStyle}>
          <h2 id="parking">Parking</h2>
          <p>
            Our car park on Ashgrove Road is free for churchgoers and hall hirers, with three blue-badge spaces by the
            hall entrance. On school days it is used by St Michael's School: please do not park there between 8 and 9.30
            a.m. or between 3 and 4 p.m.
          </p>
          <p>
            Street parking nearby is free on Sundays; on weekdays the roads around the church are a controlled parking
            zone from 10 a.m. to noon.
          </p>
        </section>
      </div>
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
      geo {
        latitude
        longitude
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Contact us"
    description="Contact St Michael and All Angels, Ashgrove: send a message to the Vicar's team, the Halls Manager or the Safeguarding Officer, find our address and map, facilities, buses, trains and parking."
    pathname={location.pathname}
  />
)
