import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { FactTable, Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { budgetProjection2022, formatPounds, summariseBudget, Thermometer } from "../components/Thermometer"
import { media, space } from "../theme"

export default function FundraisingPage({ data }: PageProps<Queries.FundraisingPageQuery>) {
  const { donationUrl } = data.siteFacts!
  const total = summariseBudget(budgetProjection2022)
  const rows = [
    ...budgetProjection2022.map(line => [line.name, formatPounds(line.income), formatPounds(line.spend)]),
    ["Total", formatPounds(total.income), formatPounds(total.spend)],
  ]
  return (
    <>
      <PageHeader title="Fundraising" lead="Our 2022 budget projection, and how you can help us close the gap." />
      <div
        css={{
          display: "flex",
          flexDirection: "column",
          gap: space.xl,
          [media.tablet]: { flexDirection: "row", alignItems: "flex-start" },
        }}
      >
        <Prose>
          <Section title="The 2022 budget projection">
            <p>
              Like every household, the parish has felt costs rise sharply. In setting the budget for 2022, the parish
              council assumed that our income would be 17% up on 2021, but that our expenditure would be 30% up, not
              least because of energy prices and the upkeep of the church and halls.
            </p>
            <FactTable caption="2022 budget projection" columns={["Costs", "Income", "Spend"]} rows={rows} />
            <p>
              Our fixed costs of {formatPounds(budgetProjection2022[0]!.spend)} are met by{" "}
              {formatPounds(budgetProjection2022[0]!.income)} of income. Our variable costs, however, are projected at{" "}
              {formatPounds(budgetProjection2022[1]!.spend)} against {formatPounds(budgetProjection2022[1]!.income)} of
              income. That leaves a {formatPounds(total.shortfall)} shortfall, which is{" "}
              {formatPounds(total.shortfallPerMonth)} per month.
            </p>
          </Section>

          <Section title="How you can help close the gap">
            <ul>
              <li>
                <ExternalLink href={donationUrl}>Make a donation online</ExternalLink>, once or every month. If you are
                a UK taxpayer, please add Gift Aid: it adds 25p to every pound you give, at no cost to you.
              </li>
              <li>
                Give as you shop online through <Link to="/passive-giving">passive giving</Link>, such as{" "}
                <Link to="/easyfundraising">easyfundraising</Link>.
              </li>
              <li>
                Come along to our <Link to="/community-and-outreach">social and fundraising events</Link>.
              </li>
            </ul>
            <p>Thank you for whatever you are able to give: every gift makes a difference.</p>
          </Section>
        </Prose>
        <div css={{ flexShrink: 0 }}>
          <Thermometer income={total.income} spend={total.spend} />
        </div>
      </div>
    </>
  )
}

export const query = graphql`
  query FundraisingPage {
    siteFacts {
      donationUrl
    }
  }
`

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Fundraising"
    description="The 2022 budget projection for St Michael and All Angels, Ashgrove: a £3k shortfall, which is £250 per month, and how you can help close the gap."
    pathname={location.pathname}
  />
)
