import * as React from "react"
import { borders, colors, fonts, fontWeights, radii, space } from "../../theme"
import { fillIn } from "../../content/template"
import { formatPounds, thermometerFill } from "./budget"
import { bracketPath, bulb, labelSize, labelX, thermometerLayout, tickPath, tube, view, type Segment } from "./layout"

export { budgetFigures, formatPounds, summariseBudget, thermometerFill, type BudgetLine } from "./budget"

/** The thermometer's words (data/pages/fundraising.md), each with its {amount} or figures to fill in. */
export interface ThermometerWords {
  goal: string
  toGo: string
  raised: string
  /** every figure drawn, in words, for people who cannot see it */
  description: string
}

interface ThermometerProps {
  income: number
  spend: number
  words: ThermometerWords
  /** the text alternative, its figures filled in */
  description: string
}

/** The drawing is larger than its coordinates, so the gap and its labels read at a glance. */
const drawnScale = 1.3

/**
 * A fundraising thermometer: the fill rises with income towards the spend it must meet. What is still to raise
 * is drawn as a gold hatched band, so a nearly full tube does not read as the goal reached. It is one image to
 * assistive technology, named by a sentence that states every figure drawn (the page also gives them in a
 * table). Upright beside the text where its column has room; on a phone or tablet a level bar whose labels are text, which
 * takes a few lines under the figures instead of a screen of its own and grows with the reader's text size.
 */
export function Thermometer(props: ThermometerProps) {
  const upright = `@container (min-width: ${thermometerBesideFrom})`
  return (
    <>
      <UprightThermometer {...props} css={{ display: "none", [upright]: { display: "block" } }} />
      <ThermometerBar {...props} css={{ [upright]: { display: "none" } }} />
    </>
  )
}

/**
 * The width of the column around the thermometer (its nearest size container) from which it stands upright beside
 * the text: its drawing and the text's shortest comfortable lines.
 */
export const thermometerBesideFrom = "46rem"

function UprightThermometer({
  income,
  spend,
  words,
  description,
  className,
}: ThermometerProps & { className?: string }) {
  const layout = thermometerLayout(income, spend)
  const { level, gap } = layout
  const label = (y: number, text: string, bold = false) => (
    <text
      x={labelX}
      y={y + labelSize / 3}
      fontSize={labelSize}
      fontWeight={bold ? fontWeights.bold : undefined}
      fill={colors.ink}
    >
      {text}
    </text>
  )
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${view.width} ${view.height}`}
      width={view.width * drawnScale}
      height={view.height * drawnScale}
      className={className}
      css={{ maxWidth: "100%", height: "auto", fontFamily: fonts.body }}
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
      {gap && (
        <rect
          data-testid="thermometer-gap"
          x={tube.x + 6}
          y={gap.top}
          width={tube.width - 12}
          height={gap.bottom - gap.top}
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
      {/* ticks at the goal and the level, a gold bracket over what is still to raise, a leader to each label */}
      <path
        d={`${tickPath(tube.top)} ${leaderPath(layout.goal.leader)}`}
        fill="none"
        stroke={colors.ink}
        strokeWidth={2}
      />
      <path
        d={`${tickPath(level)} ${leaderPath(layout.income.leader)}`}
        fill="none"
        stroke={colors.ink}
        strokeWidth={2}
      />
      {gap && (
        <path
          d={`${bracketPath(gap.top, gap.bottom)} ${leaderPath(gap.leader)}`}
          fill="none"
          stroke={colors.accent}
          strokeWidth={3}
        />
      )}
      {label(layout.goal.labelY, fillIn(words.goal, { amount: formatPounds(spend) }))}
      {gap && label(gap.labelY, fillIn(words.toGo, { amount: formatPounds(spend - income) }), true)}
      {label(layout.income.labelY, fillIn(words.raised, { amount: formatPounds(income) }))}
    </svg>
  )
}

const leaderPath = ([from, to]: Segment) => `M${from.x} ${from.y} L${to.x} ${to.y}`

/** Gold and pale stripes: what is still to raise, as in the upright drawing. */
const hatched = `repeating-linear-gradient(45deg, ${colors.accent} 0 0.25rem, ${colors.paperTint} 0.25rem 0.5rem)`

/** The level bar: the bulb and tube on their side, the income and goal named above it, what is left below it. */
function ThermometerBar({ income, spend, words, description, className }: ThermometerProps & { className?: string }) {
  const fill = thermometerFill(income, spend)
  const shortfall = Math.max(0, spend - income)
  return (
    <div role="img" aria-label={description} className={className}>
      <div css={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", columnGap: space.md }}>
        <span>{fillIn(words.raised, { amount: formatPounds(income) })}</span>
        <span>{fillIn(words.goal, { amount: formatPounds(spend) })}</span>
      </div>
      <div css={{ display: "flex", alignItems: "center", marginBlock: space.xs }}>
        <span
          css={{
            flexShrink: 0,
            width: "2.5rem",
            height: "2.5rem",
            borderRadius: "50%",
            background: colors.primary,
            border: `${borders.medium} solid ${colors.ink}`,
          }}
        />
        {/* The tube, tucked under the bulb's edge; its fill starts inside the bulb. */}
        <span
          css={{
            flex: 1,
            height: "1.5rem",
            marginLeft: `-${space.sm}`,
            overflow: "hidden",
            borderRadius: `0 ${radii.md} ${radii.md} 0`,
            border: `${borders.medium} solid ${colors.ink}`,
            borderLeft: 0,
            background: shortfall > 0 ? hatched : colors.primary,
          }}
        >
          <span css={{ display: "block", height: "100%", width: `${fill * 100}%`, background: colors.primary }} />
        </span>
      </div>
      {shortfall > 0 && (
        <p css={{ margin: 0, maxWidth: "none", textAlign: "end", fontWeight: fontWeights.bold }}>
          {fillIn(words.toGo, { amount: formatPounds(shortfall) })}
        </p>
      )}
    </div>
  )
}
