import { borders, colors, fontSizes, layout, radii, space, fontWeights } from "../../theme"

/**
 * The look of a main action, for a <button> or a link that should look like one
 * ("See all events"). Large target for older hands (layout.minTarget).
 */
export const buttonStyles = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: layout.minTarget,
  padding: `${space.sm} ${space.lg}`,
  border: `${borders.medium} solid ${colors.primary}`,
  borderRadius: radii.md,
  background: colors.primary,
  color: colors.onPrimary,
  font: "inherit",
  fontSize: fontSizes.body,
  fontWeight: fontWeights.bold,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: colors.primaryDark, borderColor: colors.primaryDark },
} as const
