import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function AutumnGroupPage() {
  return (
    <>
      <PageHeader title="Autumn Group" lead="Friendship, good food and days out for the over 60s." />
      <WithAside aside={<GroupAside page="/autumn-group" />}>
        <Prose>
          <Section title="About the group">
            <p>
              The Autumn Group is for anyone aged 60 or over, whether or not you come to church. It is a chance to meet
              old friends and make new ones, and to enjoy some time out together.
            </p>
          </Section>

          <Section title="When we meet">
            <p>We meet quarterly, four times a year. Each season brings something different, for example:</p>
            <ul>
              <li>lunches together</li>
              <li>afternoon tea</li>
              <li>outings</li>
              <li>theatre trips</li>
            </ul>
            <p>
              Dates are given out at each gathering and on our <Link to="/news-and-events">News & Events</Link> page.
            </p>
          </Section>

          <Section title="Joining in">
            <p>
              There is no membership fee; you simply pay for your meal, ticket or coach seat. If getting about is
              difficult, let us know and we will do our best to help with transport. Please{" "}
              <Link to="/contact">contact us</Link> to be added to the list.
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
      title="Autumn Group"
      description={`The Autumn Group at ${parish.withPlace}, for the over 60s: meets quarterly for lunches, afternoon tea, outings and theatre trips, with friendship and companionship.`}
      pathname={location.pathname}
    />
  )
}
