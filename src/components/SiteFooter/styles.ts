import { borders, colors, fonts, fontSizes, fontWeights, layout, lineHeights, media, space } from "../../theme"

/** The footer's headings: a step smaller than the page's, in the heading face. */
export const headingStyles = {
  margin: `${space.md} 0 ${space.sm}`,
  fontFamily: fonts.heading,
  fontSize: fontSizes.h4,
  fontWeight: fontWeights.heading,
  lineHeight: lineHeights.heading,
  color: colors.onPrimary,
  // Side by side from a tablet up: each heading's line as tall as the map link beside "Visit us", so the headings
  // at the top of the columns line up.
  [media.tablet]: { fontSize: fontSizes.h3, display: "flex", alignItems: "center", minHeight: layout.minTarget },
} as const

/** The mission's paragraphs: a step smaller and quieter than the facts. */
export const secondaryTextStyles = {
  margin: `0 0 ${space.sm}`,
  fontSize: fontSizes.small,
  lineHeight: lineHeights.compact,
  color: colors.onPrimaryMuted,
  maxWidth: layout.readingWidth,
} as const

export const subheadingStyles = {
  margin: `${space.md} 0 ${space.xs}`,
  fontFamily: fonts.body,
  fontSize: fontSizes.body,
  fontWeight: fontWeights.bold,
  color: colors.onPrimary,
} as const

/** Every link in the footer is a 44 px target, however short its words. */
export const targetStyles = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: layout.minTarget,
} as const

export const textLinkStyles = {
  ...targetStyles,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  "&:hover": { textDecorationThickness: borders.thick },
  "&[aria-current]": { fontWeight: fontWeights.bold },
} as const
