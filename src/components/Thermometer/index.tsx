import * as React from "react"
import { colors, fonts, fontWeights } from "../../theme"
import { fillIn } from "../../content/template"
import { formatPounds, thermometerFill } from "./budget"

export { budgetFigures, formatPounds, summariseBudget, thermometerFill, type BudgetLine } from "./budget"

/** The thermometer's words (data/pages/fundraising.md), each with its {amount} or figures to fill in. */
export interface ThermometerWords {
  goal: string
  toGo: string
  raised: string
  /** every figure drawn, in words, for people who cannot see it */
  description: string
}

// The drawing's own coordinates (viewBox units); the SVG scales to its box.
const view = { width: 260, height: 400 }
const tube = { x: 40, width: 44, top: 24, bottom: 318 }
const bulb = { cx: tube.x + tube.width / 2, cy: 350, r: 38 }
const bracketX = tube.x + tube.width + 10
const labelX = bracketX + 22
const labelSize = 16
const drawnScale = 1.3
/** Labels are at least this far apart, however close the marks they name. */
const labelGap = labelSize * 1.5

/**
 * A fundraising thermometer: the fill rises with income towards the spend it
 * must meet. What is still to raise is drawn as a gold hatched band with a
 * bracket and "£3k to go" beside it, so a nearly full tube does not read as
 * the goal reached. It is one image to assistive technology, named by a
 * sentence that states every figure drawn (the page also gives them in a table).
 */
export function Thermometer({
  income,
  spend,
  words,
  description,
}: {
  income: number
  spend: number
  words: ThermometerWords
  /** the text alternative, its figures filled in */
  description: string
}) {
  const fill = thermometerFill(income, spend)
  const shortfall = Math.max(0, spend - income)
  const tubeHeight = tube.bottom - tube.top
  const level = tube.bottom - fill * tubeHeight
  // Label positions: the goal at the top, then the gap, then the income, each at least labelGap below the last.
  const goalLabelY = tube.top
  const gapLabelY = Math.max((tube.top + level) / 2, goalLabelY + labelGap)
  const incomeLabelY = Math.max(level, (shortfall > 0 ? gapLabelY : goalLabelY) + labelGap)
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${view.width} ${view.height}`}
      // Drawn larger than its coordinates, so the gap and its labels read at a glance; it shrinks to fit a phone.
      width={view.width * drawnScale}
      height={view.height * drawnScale}
      css={{ display: "block", maxWidth: "100%", height: "auto", fontFamily: fonts.body }}
    >
      <title>{description}</title>
      <defs>
        <pattern id="thermometer-gap" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill={colors.paperTint} />
          <rect width="4" height="8" fill={colors.accent} />
        </pattern>
      </defs>
      {/* glass: the tube and bulb outlines */}
      <rect
        x={tube.x}
        y={tube.top - tube.width / 2}
        width={tube.width}
        height={tube.bottom - tube.top + tube.width / 2}
        rx={tube.width / 2}
        fill={colors.paper}
        stroke={colors.ink}
        strokeWidth={3}
      />
      <circle cx={bulb.cx} cy={bulb.cy} r={bulb.r} fill={colors.primary} stroke={colors.ink} strokeWidth={3} />
      {/* what is still to raise: from the level up to the goal */}
      {shortfall > 0 && (
        <rect
          data-testid="thermometer-gap"
          x={tube.x + 6}
          y={tube.top}
          width={tube.width - 12}
          height={level - tube.top}
          fill="url(#thermometer-gap)"
        />
      )}
      {/* the level: from the bulb up to the share of the goal raised */}
      <rect
        data-testid="thermometer-level"
        x={tube.x + 6}
        y={level}
        width={tube.width - 12}
        height={bulb.cy - level}
        fill={colors.primary}
      />
      {/* the goal at the top of the tube, and the level reached, each with a leader to its label */}
      <Mark y={tube.top} labelY={goalLabelY} />
      <text x={labelX} y={goalLabelY + labelSize / 3} fontSize={labelSize} fill={colors.ink}>
        {fillIn(words.goal, { amount: formatPounds(spend) })}
      </text>
      {shortfall > 0 && (
        <>
          <path
            d={`M${bracketX} ${tube.top} h6 V${level} h-6 M${bracketX + 6} ${(tube.top + level) / 2} L${labelX - 4} ${gapLabelY}`}
            fill="none"
            stroke={colors.accent}
            strokeWidth={3}
          />
          <text
            x={labelX}
            y={gapLabelY + labelSize / 3}
            fontSize={labelSize}
            fontWeight={fontWeights.bold}
            fill={colors.ink}
          >
            {fillIn(words.toGo, { amount: formatPounds(shortfall) })}
          </text>
        </>
      )}
      <Mark y={level} labelY={incomeLabelY} />
      <text x={labelX} y={incomeLabelY + labelSize / 3} fontSize={labelSize} fill={colors.ink}>
        {fillIn(words.raised, { amount: formatPounds(income) })}
      </text>
    </svg>
  )
}

/** A tick across the tube at `y`, and a leader line from it to its label at `labelY`. */
function Mark({ y, labelY }: { y: number; labelY: number }) {
  return (
    <path
      d={`M${tube.x - 8} ${y} H${tube.x + tube.width + 2} L${labelX - 4} ${labelY}`}
      fill="none"
      stroke={colors.ink}
      strokeWidth={2}
    />
  )
}
