import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { rowByRowTableClass } from "../content/markdown"
import { fillIn } from "../content/template"
import { Markdown, tableStyles } from "../components/Markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import {
  budgetFigures,
  formatPounds,
  summariseBudget,
  Thermometer,
  thermometerBesideFrom,
} from "../components/Thermometer"
import { space } from "../theme"

/**
 * Where the page's column has room for the upright thermometer beside the text (a laptop, beside the rail of the
 * Donations section), it stands there; narrower, the level bar follows the table (Thermometer).
 */
const besideText = `@container (min-width: ${thermometerBesideFrom})`
/** Beside the thermometer, the text's column. */
const textColumn = { [besideText]: { gridColumn: 1 } } as const

/** Fundraising: the budget projection as a table and a thermometer, and how to help close the gap. */
export default function FundraisingPage({ data }: PageProps<Queries.FundraisingPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  const budget = page.budget
  const table = page.table
  const total = summariseBudget(budget.lines)
  const figures = budgetFigures(total, budget.year)
  // The shortfall, and what it is per month; or that income covers the spending.
  const gap = total.shortfall > 0 ? fillIn(page.shortfall, figures) : page.covered
  const thermometerDescription = `${fillIn(page.thermometer.description, figures)} ${gap}`
  return (
    <>
      <WithPageRail wide header={<PageHeader title={page.title} lead={page.lead} />}>
        {/*
          Where there is room the upright thermometer stands beside the text, from its first heading down; on a
          phone, a tablet or a narrow laptop the level bar comes straight after the table, with the figures it draws.
        */}
        <div css={{ containerType: "inline-size" }}>
          <div
            css={{
              display: "grid",
              gridTemplateColumns: "minmax(0, 1fr)",
              gap: space.lg,
              [besideText]: {
                gridTemplateColumns: "minmax(0, 1fr) auto",
                // The last row takes what the thermometer needs beyond the text, so the text keeps its own spacing.
                gridTemplateRows: "auto auto auto 1fr",
                columnGap: space.xl,
                alignItems: "start",
              },
            }}
          >
            <Markdown text={page.body} css={textColumn} />
            <table className={rowByRowTableClass} css={[tableStyles, textColumn, { margin: 0 }]}>
              <caption>{fillIn(table.caption, figures)}</caption>
              <thead>
                <tr>
                  <th scope="col">{table.costs}</th>
                  <th scope="col">{table.income}</th>
                  <th scope="col">{table.spend}</th>
                </tr>
              </thead>
              <tbody>
                {[...budget.lines, { name: table.total, ...total }].map(line => (
                  <tr key={line.name}>
                    <th scope="row">{line.name}</th>
                    <td data-label={table.income}>{formatPounds(line.income)}</td>
                    <td data-label={table.spend}>{formatPounds(line.spend)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div css={{ [besideText]: { gridColumn: 2, gridRow: "1 / -1" } }}>
              <Thermometer
                income={total.income}
                spend={total.spend}
                words={page.thermometer}
                description={thermometerDescription}
              />
            </div>
            <p css={[textColumn, { margin: 0 }]}>{gap}</p>
            <Markdown text={page.after} css={textColumn} />
          </div>
        </div>
      </WithPageRail>
    </>
  )
}

export const query = graphql`
  query FundraisingPage {
    page: fundraisingPage(fileName: { eq: "fundraising" }) {
      title
      lead
      description
      budget {
        year
        lines {
          name
          income
          spend
        }
      }
      body
      table {
        caption
        costs
        income
        spend
        total
      }
      shortfall
      covered
      thermometer {
        goal
        toGo
        raised
        description
      }
      after
    }
  }
`

export const Head = pageHead()
