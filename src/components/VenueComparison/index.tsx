import * as React from "react"
import { graphql } from "gatsby"
import { colors, fontSizes, media, space } from "../../theme"
import { tableStyles } from "../Markdown"
import { tickBefore } from "../VenueCard"
import { floorAreaText, kitchenOf, venueHeadingId, venueSizeText } from "../VenueCard/venue-text"

/** The table's words, from data/pages/venues.md. */
export const venueComparisonWords = graphql`
  fragment VenueComparisonWords on VenuesPageComparison {
    heading
    hall
    size
    stepFree
    kitchen
    notGiven
    yes
    no
  }
`

/**
 * The halls side by side before their long descriptions: size, step-free
 * access and kitchen, one row each, the hall's name linking to its card
 * below. Narrow enough for a phone without scrolling sideways.
 */
export function VenueComparison({
  venues,
  words,
}: {
  venues: readonly Queries.VenueCardFragment[]
  words: Queries.VenueComparisonWordsFragment
}) {
  if (venues.length === 0) return null
  return (
    <section aria-labelledby="compare-the-halls">
      <h2 id="compare-the-halls">{words.heading}</h2>
      {/* The site's table look (the budget's, and the ones editors write), a step smaller and tighter to fit a phone. */}
      <table
        css={[
          tableStyles,
          {
            fontSize: fontSizes.small,
            "& th, & td": { padding: `${space.sm} ${space.xs}`, [media.tablet]: { padding: space.sm } },
          },
        ]}
      >
        <thead>
          <tr>
            <th scope="col">{words.hall}</th>
            <th scope="col">{words.size}</th>
            <th scope="col">{words.stepFree}</th>
            <th scope="col">{words.kitchen}</th>
          </tr>
        </thead>
        <tbody>
          {venues.map(venue => {
            const kitchen = kitchenOf(venue.features)
            return (
              <tr key={venue.name}>
                <th scope="row">
                  <a href={`#${venueHeadingId(venue.name)}`}>{venue.name}</a>
                </th>
                <td>
                  {venue.size ? (
                    <>
                      {venueSizeText(venue.size)}
                      <span css={{ display: "block", color: colors.inkMuted }}>{floorAreaText(venue.size)}</span>
                    </>
                  ) : (
                    words.notGiven
                  )}
                </td>
                <td>
                  <YesOrNo yes={venue.disabledAccess} words={words} />
                </td>
                <td>
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
