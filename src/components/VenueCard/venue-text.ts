// Kept apart from the card (which carries a GraphQL fragment) so tests can import them outside Gatsby.

/** "15 m × 7 m" (length by width), or nothing when the venue has no size. */
export function venueSizeText(size: Queries.VenueCardFragment["size"] | undefined): string | undefined {
  if (!size) return undefined
  const metres = (value: number) => value.toLocaleString("en-GB", { maximumFractionDigits: 2 })
  return `${metres(size.lengthMetres)} m × ${metres(size.widthMetres)} m`
}

/** The access statement every venue carries, so no one books a room they cannot reach. */
export const accessText = (disabledAccess: boolean) => (disabledAccess ? "Step-free access" : "No disabled access")
