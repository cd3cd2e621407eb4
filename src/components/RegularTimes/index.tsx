import * as React from "react"
import { graphql } from "gatsby"
import { colors, space } from "../../theme"
import { useWording } from "../Wording"
import { placeInWords, whenInWords } from "./schedule-words"

export { placeInWords, timeInWords, whenInWords } from "./schedule-words"

/** What a list of regular gatherings shows of each (a service or an activity alike), and the halls' names. */
export const regularTimesFields = graphql`
  fragment RegularTimes on RegularGathering {
    fileName
    name
    day
    weeksOfMonth
    termTimeOnly
    dates
    startTime
    endTime
    where
  }
  fragment HallName on Venue {
    fileName
    name
  }
`

/**
 * Regular gatherings, one after another: what, when ("Every Tuesday, 6 p.m., in term time") and, unless the list is
 * a hall's own, where. The times are the data's (data/services, data/activities), typed once.
 */
export function RegularTimesList({
  gatherings,
  halls,
  showPlace = true,
}: {
  gatherings: readonly Queries.RegularTimesFragment[]
  halls: readonly Queries.HallNameFragment[]
  showPlace?: boolean
}) {
  const { regular: words } = useWording()
  if (gatherings.length === 0) return null
  return (
    <dl css={{ margin: `0 0 ${space.md}` }}>
      {gatherings.map(gathering => (
        <div key={gathering.fileName + gathering.name} css={{ "& + &": { marginTop: space.md } }}>
          <dt>{gathering.name}</dt>
          <dd css={{ margin: 0 }}>{whenInWords(gathering, words)}</dd>
          {showPlace && (
            <dd css={{ margin: 0, color: colors.inkMuted }}>{placeInWords(gathering.where, halls, words)}</dd>
          )}
        </div>
      ))}
    </dl>
  )
}
