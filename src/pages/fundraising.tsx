import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { FactTable, Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { formatPounds, summariseBudget, Thermometer } from "../components/Thermometer"
import { media, space } from "../theme"

/** "a £3k shortfall, which is £250 per month", or that income covers the spend: worked out from the figures. */
function gapInWords({ shortfall, shortfallPerMonth }: ReturnType<typeof summariseBudget>): string {
  return shortfall > 0
    ? `That leaves a ${formatPounds(shortfall)} shortfall, which is ${formatPounds(shortfallPerMonth)} per month.`
    : "Our income is projected to cover our spending."
}

/** One budget line in words: met by its income, or projected against a smaller income. */
function lineInWords({ name, income, spend }: Queries.SiteFactsBudgetLines): string {
  return income >= spend
    ? `Our ${name.toLowerCase()} of ${formatPounds(spend)} are met by ${formatPounds(income)} of income.`
    : `Our ${name.toLowerCase()} are projected at ${formatPounds(spend)} against ${formatPounds(income)} of income.`
}

export default function FundraisingPage({ data }: PageProps<Queries.FundraisingPageQuery>) {
  const { donationUrl, budget } = data.siteFacts!
  const total = summariseBudget(budget.lines)
  const rows = [
    ...budget.lines.map(line => [line.name, formatPounds(line.income), formatPounds(line.spend)]),
    ["Total", formatPounds(total.income), formatPounds(total.spend)],
  ]
  return (
    <>
      <PageHeader
        title="Fundraising"
        lead={`Our ${budget.year} budget projection, and how you can help us close the gap.`}
      />
      <div
        css={{
          display: "flex",
          flexDirection: "column",
          gap: space.xl,
          [media.tablet]: { flexDirection: "row", alignItems: "flex-start" },
        }}
      >
        <Prose>
          <Section title={`The ${budget.year} budget projection`}>
            <p>
              Like every household, the parish has felt costs rise sharply. In setting the budget for {budget.year}, the
              parish council assumed that our income would be {budget.incomeRisePercent}% up on {budget.year - 1}, but
              that our expenditure would be {budget.spendRisePercent}% up, not least because of energy prices and the
              upkeep of the church and halls.
            </p>
            <FactTable
              caption={`${budget.year} budget projection`}
              columns={["Costs", "Income", "Spend"]}
              rows={rows}
            />
            <p>{[...budget.lines.map(lineInWords), gapInWords(total)].join(" ")}</p>
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
      title
      donationUrl
      budget {
        year
        incomeRisePercent
        spendRisePercent
        lines {
          name
          income
          spend
        }
      }
    }
  }
`

export const Head: HeadFC<Queries.FundraisingPageQuery> = ({ data, location }) => {
  const { title, budget } = data.siteFacts!
  const total = summariseBudget(budget.lines)
  const gap =
    total.shortfall > 0
      ? `a ${formatPounds(total.shortfall)} shortfall, which is ${formatPounds(total.shortfallPerMonth)} per month`
      : "income that covers our spending"
  return (
    <Seo
      title="Fundraising"
      description={`The ${budget.year} budget projection for ${title}: ${gap}, and how you can help close the gap.`}
      pathname={location.pathname}
    />
  )
}
