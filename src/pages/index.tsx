import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { GetInvolved } from "../components/GetInvolved"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { ParishJsonLd } from "../components/JsonLd"
import { TwitterTimeline } from "../components/TwitterTimeline"
import { UpcomingEvents } from "../components/UpcomingEvents"
import { WelcomeQuote } from "../components/WelcomeQuote"
import { colors, fonts, fontSizes, space } from "../theme"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { siteFacts, allEvent } = data
  if (!siteFacts) throw new Error("data/site/site.json is missing: the home page needs the site facts")
  const qrCode = siteFacts.qrCode ? getImage(siteFacts.qrCode.image) : undefined
  return (
    <>
      <PageHeader title={`Welcome to ${siteFacts.title}`} />
      <WelcomeQuote text={siteFacts.welcomeQuote.text} source={siteFacts.welcomeQuote.source} />
      <div css={{ display: "grid", gap: space.xxl }}>
        <UpcomingEvents events={allEvent.nodes} />
        <section aria-labelledby="latest-tweets">
          <h2 id="latest-tweets" css={{ fontFamily: fonts.heading, fontSize: fontSizes.h2, color: colors.primary }}>
            Latest Tweets
          </h2>
          <TwitterTimeline handle={siteFacts.social.twitterHandle} accountUrl={siteFacts.social.twitter} />
        </section>
        <GetInvolved easyfundraisingUrl={siteFacts.easyfundraisingUrl} qrCode={qrCode} />
      </div>
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
