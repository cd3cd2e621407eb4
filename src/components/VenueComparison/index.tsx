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
 * way a narrow screen, or text made large, reads the table without scrolling sideways. Chromium and WebKit keep a
 * data table's roles whatever its display (checked in their accessibility trees at 390 px), so a screen reader
 * still hears a table with its headers; roles written out on its rows and cells would be invalid HTML.
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
      <table
        aria-labelledby={comparisonHeadingId}
        className={rowByRowTableClass}
        css={[tableStyles, { fontSize: fontSizes.small }, rowsAsBlocks]}
      >
        <thead>
          <tr>
            <th scope="col">{words.hall}</th>
            <th scope="col">{words.size}</th>
            <th scope="col">{words.capacity}</th>
            <th scope="col">{words.stepFree}</th>
            <th scope="col">{words.kitchen}</th>
          </tr>
        </thead>
        <tbody>
          {venues.map(venue => {
            const kitchen = kitchenOf(venue.features)
            const capacity = capacityPhrases(venue.capacity, capacityWords)
            return (
              <tr key={venue.name}>
                <th scope="row">
                  <a href={`#${venueHeadingId(venue.name)}`}>{venue.name}</a>
                </th>
                <td data-label={words.size}>
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
                <td data-label={words.capacity}>
                  {capacity.length > 0
                    ? capacity.map(phrase => (
                        <span key={phrase} css={[unbroken, { display: "block" }]}>
                          {phrase}
                        </span>
                      ))
                    : words.notGiven}
                </td>
                <td data-label={words.stepFree}>
                  <YesOrNo yes={venue.disabledAccess} words={words} />
                </td>
                <td data-label={words.kitchen}>
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
