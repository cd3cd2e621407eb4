import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { GetInvolved } from "../components/GetInvolved"
import { HomeHero } from "../components/HomeHero"
import { JoinUs } from "../components/JoinUs"
import { ParishJsonLd, WeekJsonLd } from "../components/JsonLd"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { Stack } from "../components/Primitives"
import { SocialBox } from "../components/SocialBox"
import { ThisWeek, weekSourcesOf } from "../components/ThisWeek"
import { UpcomingEvents } from "../components/UpcomingEvents"
import { media, space } from "../theme"

/** Home: its words and photo from data/pages/home.md, the services and events from their folders. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const content = loaded(data, "page", "siteFacts")
  if (!content) return null
  const { page, siteFacts, allEvent, allService } = content
  return (
    <>
      {/*
        A newcomer's first screens answer "when and where", in reading order on both widths: the welcome, then the
        services, address and phone, then what is on this week and the events coming up (side by side on a
        desktop), then the quotation and the ways to help, with the QR code and the social media box beside them.
      */}
      <PageHeader title={page.title} lead={page.lead} spaceBelow="lg" wide />
      <Stack gap="xl">
        <JoinUs facts={siteFacts} services={allService.nodes} words={page.joinUs} />
        <div
          css={{
            display: "grid",
            gap: space.xl,
            [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
          }}
        >
          <ThisWeek data={content} days={7} words={page.thisWeek} headingId="this-week" />
          <UpcomingEvents
            events={allEvent.nodes}
            words={page.upcomingEvents}
            eventsPage={weekSourcesOf(content).eventsPage}
          />
        </div>
        <HomeHero page={page} />
        <GetInvolved
          words={page.getInvolved}
          qrCode={siteFacts.qrCode}
          beside={
            siteFacts.social && siteFacts.social.length > 0 ? (
              <SocialBox accounts={siteFacts.social} words={page.social} />
            ) : undefined
          }
        />
      </Stack>
    </>
  )
}

export const query = graphql`
  query HomePage {
    page: homePage(fileName: { eq: "home" }) {
      title
      lead
      description
      ...HomeHero
      joinUs {
        ...HomeJoinUsWords
      }
      thisWeek {
        heading
        nothing
        calendar
      }
      upcomingEvents {
        ...UpcomingEventsWords
      }
      social {
        ...SocialBoxWords
      }
      getInvolved {
        ...GetInvolvedWords
      }
    }
    siteFacts {
      title
      ...VisitFacts
      ...GetInvolvedQrCode
      ...SocialBoxAccounts
    }
    allService(sort: { order: ASC }) {
      nodes {
        ...ServiceTime
      }
    }
    allEvent(filter: { featured: { eq: true } }, sort: { order: ASC }) {
      nodes {
        ...HomeEvent
      }
    }
    ...ThisWeekData
  }
`

// The home page is the site itself in the browser tab and in search results.
export const Head = pageHead<Queries.HomePageQuery>({
  tabTitle: data => data.siteFacts?.title,
  extra: (
    <>
      <ParishJsonLd />
      <WeekJsonLd />
    </>
  ),
})
