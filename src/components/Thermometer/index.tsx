import * as React from "react"
import { colors, fonts } from "../../theme"
import { formatPounds, thermometerDescription, thermometerFill } from "./budget"

export { formatPounds, summariseBudget, thermometerDescription, thermometerFill, type BudgetLine } from "./budget"

// The drawing's own coordinates (viewBox units); the SVG scales to its box.
const view = { width: 240, height: 400 }
const tube = { x: 60, width: 44, top: 24, bottom: 318 }
const bulb = { cx: tube.x + tube.width / 2, cy: 350, r: 38 }
const labelX = tube.x + tube.width + 14
const labelSize = 16

/**
 * A fundraising thermometer: the fill rises with income towards the spend it
 * must meet. It is one image to assistive technology, named by a sentence that
 * states every figure drawn (the page also gives the figures in a table).
 */
export function Thermometer({ income, spend }: { income: number; spend: number }) {
  const fill = thermometerFill(income, spend)
  const description = thermometerDescription(income, spend)
  const tubeHeight = tube.bottom - tube.top
  const level = tube.bottom - fill * tubeHeight
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${view.width} ${view.height}`}
      width={view.width}
      height={view.height}
      css={{ display: "block", maxWidth: "100%", height: "auto", fontFamily: fonts.body }}
    >
      <title>{description}</title>
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
      {/* the level: from the bulb up to the share of the goal raised */}
      <rect
        data-testid="thermometer-level"
        x={tube.x + 6}
        y={level}
        width={tube.width - 12}
        height={bulb.cy - level}
        fill={colors.primary}
      />
      {/* the goal at the top of the tube, and the level reached */}
      <line x1={tube.x - 10} x2={labelX - 4} y1={tube.top} y2={tube.top} stroke={colors.ink} strokeWidth={2} />
      <text x={labelX} y={tube.top + labelSize / 3} fontSize={labelSize} fill={colors.ink}>
        Goal {formatPounds(spend)}
      </text>
      <line x1={tube.x - 10} x2={labelX - 4} y1={level} y2={level} stroke={colors.ink} strokeWidth={2} />
      <text
        x={labelX}
        // Keep the level's label clear of the goal's when they are close.
        y={Math.max(level, tube.top + labelSize * 1.6) + labelSize / 3}
        fontSize={labelSize}
        fill={colors.ink}
      >
        Income {formatPounds(income)}
      </text>
    </svg>
  )
}
