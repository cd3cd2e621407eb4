// Kept apart from the card (which carries a GraphQL fragment) so tests can import them outside Gatsby.
import { fillIn } from "../../content/template"

/** The ways a hall is set out, in the order its capacity is told. */
const capacityWays = ["seated", "atTables", "standing"] as const

type VenueSize = Queries.VenueCardFragment["size"] | undefined
/** A capacity from the data layer (null where not given) or from a venue's file (absent where not given). */
type VenueCapacity = Partial<Record<(typeof capacityWays)[number], number | null>> | null | undefined

/**
 * What a hall holds, one phrase per way its file gives, in the words of data/pages/venues.md: "100 seated",
 * "70 at tables". Empty when the file gives none.
 */
export function capacityPhrases(
  capacity: VenueCapacity,
  words: Record<(typeof capacityWays)[number], string>,
): string[] {
  return capacityWays.flatMap(way => {
    const count = capacity?.[way]
    return count == null ? [] : [fillIn(words[way], { count: count.toLocaleString("en-GB") })]
  })
}

/** "6.5 m", with a no-break space: a number is never parted from its unit. */
export const metresText = (value: number) => `${value.toLocaleString("en-GB", { maximumFractionDigits: 2 })}\u00a0m`

/** "15 m × 7 m" (length by width), or nothing when the venue has no size. */
export function venueSizeText(size: VenueSize): string | undefined {
  if (!size) return undefined
  return `${metresText(size.lengthMetres)} × ${metresText(size.widthMetres)}`
}

/** "105 m²": the floor area, to compare halls by; nothing when the venue has no size. */
export function floorAreaText(size: VenueSize): string | undefined {
  if (!size) return undefined
  return `${Math.round(size.lengthMetres * size.widthMetres).toLocaleString("en-GB")} m²`
}

/**
 * The access statement every venue carries, so no one books a room they cannot reach, in the words of
 * data/pages/venues.md.
 */
export const accessText = (disabledAccess: boolean, words: { stepFree: string; noStepFree: string }) =>
  disabledAccess ? words.stepFree : words.noStepFree

/**
 * The venue's kitchen as its feature tags name it ("Kitchen", "Kitchenette"), or nothing. The venue schema has
 * no kitchen field: editors list it among the features, so this reads it from there.
 */
export const kitchenOf = (features: readonly string[]): string | undefined =>
  features.find(feature => /kitchen/i.test(feature))

/** The id of the venue's heading, for the comparison table's links: "Frank Burton Hall" → "venue-frank-burton-hall". */
export const venueHeadingId = (name: string) => `venue-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`
