import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function CommunityAndOutreachPage() {
  const parish = useParishNames()
  return (
    <>
      <PageHeader
        title="Community & Outreach"
        lead="Social events and fundraising: bringing our church and our neighbours together."
      />
      <WithAside aside={<GroupAside page="/community-and-outreach" />}>
        <Prose>
          <Section title="Social events">
            <p>
              Through the year our Community & Outreach group arranges events for the whole parish, churchgoers or not:
              a summer street party, quiz nights, a harvest supper, the Christmas fair and carols, and coffee mornings
              in the church halls.
            </p>
            <p>
              Look out for dates on our <Link to="/news-and-events">News & Events</Link> page and on the{" "}
              <Link to="/notice-board">Notice Board</Link>.
            </p>
          </Section>

          <Section title="Fundraising">
            <p>
              The group also raises money, both for the upkeep of our church and halls and for charities near and far.
              Every penny helps: see how the parish budget stands on our <Link to="/fundraising">Fundraising</Link>{" "}
              page, and how your online shopping can help through <Link to="/passive-giving">passive giving</Link>.
            </p>
          </Section>

          <Section title="Reaching out">
            <p>
              We want {parish.everyday} to be a good neighbour. We support local food banks and collect for overseas
              disaster appeals, and our halls are home to many community groups through the week.
            </p>
          </Section>

          <Section title="Lend a hand">
            <p>
              New faces and new ideas are always welcome, whether you can help run an event, bake a cake or simply come
              along. Please <Link to="/contact">get in touch</Link>.
            </p>
          </Section>
        </Prose>
      </WithAside>
    </>
  )
}

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Community & Outreach"
      description={`Social events and fundraising at ${parish.withPlace}: street parties, quiz nights, fairs and appeals that bring the parish together.`}
      pathname={location.pathname}
    />
  )
}
