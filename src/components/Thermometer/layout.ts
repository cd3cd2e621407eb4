import { thermometerFill } from "./budget"

/**
 * Where the upright thermometer's parts go, in the drawing's own coordinates (viewBox units; the SVG scales to
 * its box). Worked out apart from the drawing so a test can hold its rules: labels in the order of what they
 * name and never on top of each other, leader lines that do not cross.
 */

export const view = { width: 260, height: 400 }
export const tube = { x: 40, width: 44, top: 24, bottom: 318 }
export const bulb = { cx: tube.x + tube.width / 2, cy: 350, r: 38 }
/** The bracket beside the tube that spans what is still to raise. */
const bracketX = tube.x + tube.width + 10
/** Where every leader line starts (just right of the bracket) and ends (just left of the labels). */
const leaderStartX = bracketX + 8
export const labelX = leaderStartX + 34
const leaderEndX = labelX - 4
export const labelSize = 16
/** Labels are at least this far apart, however close the marks they name. */
export const labelGap = labelSize * 1.5
/** The first label's middle is no higher than this, so its letters stay inside the drawing. */
const labelTop = labelSize * 0.75

export interface Point {
  x: number
  y: number
}

/** A straight piece of a leader line. */
export type Segment = readonly [Point, Point]

export interface ThermometerLayout {
  /** the top of the coloured level */
  level: number
  /** the goal's label and the leader to it */
  goal: { labelY: number; leader: Segment }
  /** what is still to raise, when anything is: the band above the level, its bracket and label */
  gap?: { top: number; bottom: number; labelY: number; leader: Segment }
  /** the income's label and the leader to it */
  income: { labelY: number; leader: Segment }
}

/**
 * Label heights as near as possible to the heights they name, in the same order and at least `gap` apart, none
 * above `top`: labels that would overlap are set as one evenly spaced group, centred on what they name.
 */
export function spreadLabels(wanted: readonly number[], gap: number, top: number): number[] {
  const groups: { first: number; count: number; start: number }[] = []
  wanted.forEach((_, index) => {
    let group = { first: index, count: 1, start: wanted[index]! }
    for (let previous = groups.at(-1); previous; previous = groups.at(-1)) {
      if (previous.start + previous.count * gap <= group.start) break
      groups.pop()
      const count = previous.count + group.count
      const members = wanted.slice(previous.first, previous.first + count)
      const start = members.reduce((sum, y, offset) => sum + y - offset * gap, 0) / count
      group = { first: previous.first, count, start }
    }
    groups.push(group)
  })
  const placed = groups.flatMap(group => Array.from({ length: group.count }, (_, offset) => group.start + offset * gap))
  // Pushed down from the top where the first group would start above it, keeping every gap.
  return placed.reduce<number[]>(
    (done, y, index) => [...done, Math.max(y, index === 0 ? top : done[index - 1]! + gap)],
    [],
  )
}

export function thermometerLayout(income: number, spend: number): ThermometerLayout {
  const fill = thermometerFill(income, spend)
  const level = tube.bottom - fill * (tube.bottom - tube.top)
  const shortfall = spend > income
  const gapMiddle = (tube.top + level) / 2
  const marks = shortfall ? [tube.top, gapMiddle, level] : [tube.top, level]
  const labels = spreadLabels(marks, labelGap, labelTop)
  // All leaders run between the same two upright lines, and labels keep the order of their marks, so no two cross.
  const leader = (from: number, to: number): Segment => [
    { x: leaderStartX, y: from },
    { x: leaderEndX, y: to },
  ]
  return {
    level,
    goal: { labelY: labels[0]!, leader: leader(tube.top, labels[0]!) },
    ...(shortfall && {
      gap: { top: tube.top, bottom: level, labelY: labels[1]!, leader: leader(gapMiddle, labels[1]!) },
    }),
    income: { labelY: labels.at(-1)!, leader: leader(level, labels.at(-1)!) },
  }
}

/** The bracket's path: out from the tube at the goal, down to the level, back to the tube. */
export const bracketPath = (top: number, bottom: number) =>
  `M${bracketX} ${top} H${leaderStartX} V${bottom} H${bracketX}`

/** A tick across the tube at `y`, out to where the leaders start. */
export const tickPath = (y: number) => `M${tube.x - 8} ${y} H${leaderStartX}`
