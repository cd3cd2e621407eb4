import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function PassiveGivingPage({ data }: PageProps<Queries.PassiveGivingPageQuery>) {
  const parish = useParishNames()
  const { easyfundraisingUrl } = data.siteFacts!
  return (
    <>
      <PageHeader
        title="Passive Giving: your questions answered"
        lead="Help the church every time you shop online, at no extra cost to you."
      />
      <WithAside aside={<GroupAside page="/passive-giving" />}>
        <Prose>
          <Section title="What is passive giving?">
            <p>
              Many retailers give back part of what people spend with them to a good cause, at no extra cost to the
              shopper. When you shop through a passive-giving scheme and choose {parish.name} as your cause, the
              retailer pays a small donation to the church. You pay exactly the same as you would anyway.
            </p>
            <p>
              It is called passive giving because, once you have set it up, it happens quietly in the background while
              you do your everyday shopping: groceries, holidays, insurance, gifts and much more.
            </p>
          </Section>

          <Section title="How do I sign up?">
            <p>
              Our scheme is easyfundraising, which works with over 4,000 shops. It takes a couple of minutes to join:
            </p>
            <ol>
              <li>
                Go to <ExternalLink href={easyfundraisingUrl}>our cause page on easyfundraising</ExternalLink>.
              </li>
              <li>Sign up with your name, email address and a password.</li>
              <li>
                Before you shop, start from the easyfundraising website or app, or add its browser reminder, so that the
                shop knows to make a donation.
              </li>
            </ol>
            <p>
              There is more detail on our <Link to="/easyfundraising">easyfundraising page</Link>.
            </p>
          </Section>

          <Section title="Is it safe?">
            <p>
              Yes. You still buy from the retailer's own website and pay them in the usual way, so your payment details
              go to the shop, not to the scheme or to the church. The church never sees what you buy; we only see the
              total donated. As with any website, use a strong password of your own for your account.
            </p>
          </Section>

          <Section title="Does it cost more?">
            <p>
              No. Prices are exactly the same whether or not you shop through the scheme: the donation comes out of the
              retailer's marketing budget, not your pocket.
            </p>
          </Section>

          <Section title="What happened to Amazon Smile?">
            <p>
              Amazon closed its Amazon Smile scheme on 20 February 2023, so it no longer raises money for the church.
              See our <Link to="/amazon-smile">Amazon Smile page</Link> for details.
            </p>
          </Section>
        </Prose>
      </WithAside>
    </>
  )
}

export const query = graphql`
  query PassiveGivingPage {
    siteFacts {
      easyfundraisingUrl
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Passive Giving FAQ"
      description={`What passive giving is, how to sign up, whether it is safe and whether it costs more (it does not): support ${parish.withPlace}, automatically as you shop online.`}
      pathname={location.pathname}
    />
  )
}
