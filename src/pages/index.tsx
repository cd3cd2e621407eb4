import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { GetInvolved } from "../components/GetInvolved"
import { HomeHero } from "../components/HomeHero"
import { JoinUs } from "../components/JoinUs"
import { useLayoutData } from "../components/Layout/layout-data"
import { PageHeader } from "../components/PageHeader"
import { Stack, WithAside } from "../components/Primitives"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { ParishJsonLd } from "../components/JsonLd"
import { TwitterTimeline } from "../components/TwitterTimeline"
import { UpcomingEvents } from "../components/UpcomingEvents"
import { colors, fontSizes } from "../theme"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { siteFacts, allEvent } = data
  // The footer's facts (address, phone, services) are the panel's too: one query, one model.
  const { visit } = useLayoutData()
  if (!siteFacts) throw new Error("data/site/site.json is missing: the home page needs the site facts")
  const qrCode = siteFacts.qrCode ? getImage(siteFacts.qrCode.image) : undefined
  const heroImage = siteFacts.heroPhoto ? getImage(siteFacts.heroPhoto.image.image) : undefined
  return (
    <>
      <PageHeader title={`Welcome to ${siteFacts.title}`} />
      <Stack gap="xl">
        <HomeHero
          quote={siteFacts.welcomeQuote}
          photo={heroImage && siteFacts.heroPhoto ? { image: heroImage, alt: siteFacts.heroPhoto.alt } : undefined}
        />
        <JoinUs visit={visit} />
        <UpcomingEvents events={allEvent.nodes} />
        <WithAside
          textFirst
          aside={
            <section aria-labelledby="latest-tweets" css={{ fontSize: fontSizes.small, color: colors.inkMuted }}>
              <h2 id="latest-tweets">Latest Tweets</h2>
              <TwitterTimeline handle={siteFacts.social.twitterHandle} accountUrl={siteFacts.social.twitter} />
            </section>
          }
        >
          <GetInvolved easyfundraisingUrl={siteFacts.easyfundraisingUrl} qrCode={qrCode} />
        </WithAside>
      </Stack>
    </>
  )
}

export const query = graphql`
  query HomePage {
    siteFacts {
      title
      welcomeQuote {
        text
        source
      }
      heroPhoto {
        image {
          image(preset: HERO)
        }
        alt
      }
      social {
        twitter
        twitterHandle
      }
      easyfundraisingUrl
      qrCode {
        image(preset: QR_CODE)
      }
    }
    allEvent(filter: { featured: { eq: true } }, sort: { order: ASC }) {
      nodes {
        ...HomeEvent
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Welcome"
      description={`Welcome to ${parish.name}, the Church of England parish church for ${parish.locality}, London N21: service times, upcoming events and volunteering opportunities.`}
      pathname={location.pathname}
    >
      <ParishJsonLd />
    </Seo>
  )
}
