import { colors, fontSizes, layout, radii, space } from "../../theme"

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
  border: `2px solid ${colors.primary}`,
  borderRadius: radii.md,
  background: colors.primary,
  color: colors.onPrimary,
  font: "inherit",
  fontSize: fontSizes.body,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: colors.primaryDark, borderColor: colors.primaryDark },
} as const
