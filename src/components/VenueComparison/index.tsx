import * as React from "react"
import { graphql } from "gatsby"
import { borders, colors, fontSizes, fontWeights, space, visuallyHidden } from "../../theme"
import { rowByRowTableClass } from "../../content/markdown"
import { tableStyles } from "../Markdown"
import { tickBefore, unbroken } from "../VenueCard"
import { capacityPhrases, floorAreaText, kitchenOf, venueHeadingId, venueSizeText } from "../VenueCard/venue-text"

/** The table's words, from data/pages/venues.md. */
export const venueComparisonWords = graphql`
  fragment VenueComparisonWords on VenuesPageComparison {
    heading
    hall
    size
    capacity
    stepFree
    kitchen
    notGiven
    yes
    no
  }
`

/** Narrower than this, the table's rows become short blocks: a table of five columns cannot fit. */
const tableFrom = "36rem"

/**
 * Each hall's row as a block, its cells side by side while they fit and each named by its column's heading: the
 * way a narrow screen, or text made large, reads the table without scrolling sideways. The elements keep their
 * table roles, so a screen reader still hears a table with its headers.
 */
const rowsAsBlocks = {
  [`@container (width < ${tableFrom})`]: {
    display: "block",
    border: 0,
    background: "none",
    "& thead tr": visuallyHidden,
    "& tbody, & tbody tr": { display: "block" },
    // One grid for every hall, so the same fact sits in the same place in each: two to a line on a phone, one at large text.
    "& tbody tr": {
      display: "grid",
      gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9em), 1fr))",
      columnGap: space.lg,
      rowGap: space.xs,
      padding: `${space.sm} 0`,
      borderBottom: `${borders.hairline} solid ${colors.border}`,
    },
    "& tbody th, & tbody td": { display: "block", padding: 0, border: 0 },
    "& tbody th": { gridColumn: "1 / -1" },
    "& tbody td::before": {
      content: "attr(data-label)",
      display: "block",
      fontWeight: fontWeights.bold,
      color: colors.inkMuted,
    },
  },
} as const

/**
 * The halls side by side before their long descriptions: size, capacity, step-free access and kitchen, one row
 * each, the hall's name linking to its card below. Figures never break across lines.
 */
/** Where "On this page" leads for the table. */
export const comparisonHeadingId = "compare-the-halls"

export function VenueComparison({
  venues,
  words,
  capacityWords,
}: {
  venues: readonly Queries.VenueCardFragment[]
  words: Queries.VenueComparisonWordsFragment
  capacityWords: Queries.VenueCapacityWordsFragment
}) {
  if (venues.length === 0) return null
  return (
    // The section is the size container: the table's layout follows the room it has, beside a text or not.
    <section aria-labelledby={comparisonHeadingId} css={{ containerType: "inline-size" }}>
      <h2 id={comparisonHeadingId}>{words.heading}</h2>
      {/* The site's table look (the budget's, and the ones editors write), a step smaller to fit more in. */}
      {/*
        The table's own roles, written out: a browser may drop them from an element whose display is changed, and
        narrow screens lay the rows out as blocks. (jsx-a11y counts a <td> as interactive, as in a grid.)
      */}
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      <table
        role="table"
        className={rowByRowTableClass}
        css={[tableStyles, { fontSize: fontSizes.small }, rowsAsBlocks]}
      >
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {words.hall}
            </th>
            <th scope="col" role="columnheader">
              {words.size}
            </th>
            <th scope="col" role="columnheader">
              {words.capacity}
            </th>
            <th scope="col" role="columnheader">
              {words.stepFree}
            </th>
            <th scope="col" role="columnheader">
              {words.kitchen}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {venues.map(venue => {
            const kitchen = kitchenOf(venue.features)
            const capacity = capacityPhrases(venue.capacity, capacityWords)
            return (
              <tr key={venue.name} role="row">
                <th scope="row" role="rowheader">
                  <a href={`#${venueHeadingId(venue.name)}`}>{venue.name}</a>
                </th>
                <td role="cell" data-label={words.size}>
                  {venue.size ? (
                    <>
                      <span css={[unbroken, { display: "block" }]}>{venueSizeText(venue.size)}</span>
                      <span css={[unbroken, { display: "block", color: colors.inkMuted }]}>
                        {floorAreaText(venue.size)}
                      </span>
                    </>
                  ) : (
                    words.notGiven
                  )}
                </td>
                <td role="cell" data-label={words.capacity}>
                  {capacity.length > 0
                    ? capacity.map(phrase => (
                        <span key={phrase} css={[unbroken, { display: "block" }]}>
                          {phrase}
                        </span>
                      ))
                    : words.notGiven}
                </td>
                <td role="cell" data-label={words.stepFree}>
                  <YesOrNo yes={venue.disabledAccess} words={words} />
                </td>
                <td role="cell" data-label={words.kitchen}>
                  {kitchen ? (
                    <YesOrNo yes words={words}>
                      {kitchen}
                    </YesOrNo>
                  ) : (
                    <YesOrNo yes={false} words={words} />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </section>
  )
}

/** "✓ Yes" or a quieter "No": said in words, the tick only underlines it. */
function YesOrNo({
  yes,
  words,
  children,
}: {
  yes: boolean
  words: Pick<Queries.VenueComparisonWordsFragment, "yes" | "no">
  children?: React.ReactNode
}) {
  return (
    <span
      css={[
        { display: "inline-flex", alignItems: "center", gap: space.xs },
        yes ? tickBefore : { color: colors.inkMuted },
      ]}
    >
      {children ?? (yes ? words.yes : words.no)}
    </span>
  )
}
