import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function EasyfundraisingPage({ data }: PageProps<Queries.EasyfundraisingPageQuery>) {
  const parish = useParishNames()
  const { easyfundraisingUrl } = data.siteFacts!
  return (
    <>
      <PageHeader
        title="Easyfundraising"
        lead={`Raise money for ${parish.everyday} every time you shop online, at no extra cost.`}
      />
      <WithAside aside={<GroupAside page="/easyfundraising" />}>
        <Prose>
          <Section title="How it works">
            <p>
              easyfundraising is a free service that works with over 4,000 shops and sites, from supermarkets and
              department stores to travel, insurance and utility companies. When you shop with them through
              easyfundraising, the retailer gives a donation to the cause you have chosen. You pay the same price as
              usual.
            </p>
          </Section>

          <Section title="How to sign up to our cause">
            <ol>
              <li>
                Go to <ExternalLink href={easyfundraisingUrl}>{parish.name} on easyfundraising</ExternalLink>.
              </li>
              <li>Select the button to support this cause and sign up with your name and email address.</li>
              <li>
                Whenever you shop online, start from the easyfundraising website or app first, or install its donation
                reminder in your web browser, which will prompt you when a shop you visit can give a donation.
              </li>
            </ol>
            <p>That is all: the donations come to the church automatically.</p>
          </Section>

          <Section title="Any questions?">
            <p>
              Our <Link to="/passive-giving">passive giving questions and answers</Link> explain whether it is safe and
              whether it costs more. If you would like a hand getting started, please{" "}
              <Link to="/contact">contact us</Link>.
            </p>
          </Section>
        </Prose>
      </WithAside>
    </>
  )
}

export const query = graphql`
  query EasyfundraisingPage {
    siteFacts {
      easyfundraisingUrl
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Easyfundraising"
      description={`Support ${parish.withPlace}, through easyfundraising: over 4,000 shops give a donation when you shop online, at no extra cost. How to sign up to our cause.`}
      pathname={location.pathname}
    />
  )
}
