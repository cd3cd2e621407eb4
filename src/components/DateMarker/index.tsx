import * as React from "react"
import { borders, colors, fonts, fontSizes, fontWeights, layout, lineHeights, radii, space } from "../../theme"
import { dateParts } from "./date-parts"

/**
 * An event's day and month at a glance, like a page torn from a wall
 * calendar: the month on a purple band, the day large below it, the weekday
 * under that. Hidden from screen readers: the event's date is written out in
 * full beside it.
 */
export function DateMarker({ startsAt, className }: { startsAt: string; className?: string }) {
  const parts = dateParts(startsAt)
  if (!parts) return null
  return (
    <span
      aria-hidden="true"
      className={className}
      css={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        width: layout.dateMarkerWidth,
        overflow: "hidden",
        border: `${borders.medium} solid ${colors.primary}`,
        borderRadius: radii.md,
        background: colors.paper,
        lineHeight: lineHeights.tight,
        textAlign: "center",
      }}
    >
      <span
        css={{
          alignSelf: "stretch",
          padding: `${space.xs} 0`,
          background: colors.primary,
          color: colors.onPrimary,
          fontSize: fontSizes.small,
          fontWeight: fontWeights.bold,
          textTransform: "uppercase",
          letterSpacing: "0.08em",
        }}
      >
        {parts.month}
      </span>
      <span
        css={{
          paddingTop: space.xs,
          fontFamily: fonts.heading,
          fontWeight: fontWeights.heading,
          fontSize: fontSizes.h2,
          color: colors.primary,
        }}
      >
        {parts.day}
      </span>
      <span css={{ paddingBottom: space.xs, fontSize: fontSizes.small, color: colors.inkMuted }}>{parts.weekday}</span>
    </span>
  )
}
