import * as React from "react"
import { colors, fontSizes, media, space } from "../../theme"
import { tableStyles } from "../Markdown"
import { tickBefore } from "../VenueCard"
import { floorAreaText, kitchenOf, venueHeadingId, venueSizeText } from "../VenueCard/venue-text"

/**
 * The halls side by side before their long descriptions: size, step-free
 * access and kitchen, one row each, the hall's name linking to its card
 * below. Narrow enough for a phone without scrolling sideways.
 */
export function VenueComparison({ venues }: { venues: readonly Queries.VenueCardFragment[] }) {
  if (venues.length === 0) return null
  return (
    <section aria-labelledby="compare-the-halls">
      <h2 id="compare-the-halls">Compare the halls</h2>
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
            <th scope="col">Hall</th>
            <th scope="col">Size</th>
            <th scope="col">Step-free access</th>
            <th scope="col">Kitchen</th>
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
                    "Not given"
                  )}
                </td>
                <td>
                  <YesOrNo yes={venue.disabledAccess} />
                </td>
                <td>{kitchen ? <YesOrNo yes>{kitchen}</YesOrNo> : <YesOrNo yes={false} />}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** "✓ Yes" or a quieter "No": said in words, the tick only underlines it. */
function YesOrNo({ yes, children }: { yes: boolean; children?: React.ReactNode }) {
  return (
    <span
      css={[
        { display: "inline-flex", alignItems: "center", gap: space.xs },
        yes ? tickBefore : { color: colors.inkMuted },
      ]}
    >
      {children ?? (yes ? "Yes" : "No")}
    </span>
  )
}
