import {
  bareList,
  borders,
  colors,
  focusRing,
  focusRingInside,
  fonts,
  fontSizes,
  fontWeights,
  imagePresets,
  layout,
  media,
  motion,
  radii,
  shadows,
  space,
  zIndex,
} from "../../theme"

/** The desktop menu's looks: the bar, its items, the panels and what they hold. */

/**
 * Selectors for an open item: opened by its button (data-open), or, without
 * JavaScript, hovered or holding focus.
 */
const openItem = (inside: string) =>
  [
    `& > li[data-open] > ${inside}`,
    `&:not([data-enhanced]) > li:hover > ${inside}`,
    `&:not([data-enhanced]) > li:focus-within > ${inside}`,
  ].join(", ")

export const barStyles = {
  ...bareList,
  display: "flex",
  // Larger text settings wrap the bar onto two lines rather than cutting items off.
  flexWrap: "wrap",
  justifyContent: "space-between",
  // The panels hang from the whole bar, so that wide ones never run off the screen.
  position: "relative",
  "& > li": { display: "flex" },
  "& [data-panel]": { display: "none" },
  [openItem("[data-panel]")]: { display: "block" },
  [openItem("button")]: {
    background: colors.paper,
    color: colors.primary,
    "& [data-sub-label]": { color: colors.inkMuted },
  },
  "& > li[data-open] > button svg": { transform: "rotate(180deg)" },
} as const

export const itemStyles = {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  minHeight: layout.menuItemHeight,
  padding: `${space.sm} 0.3rem`,
  border: 0,
  borderBottom: `${borders.thick} solid transparent`,
  background: "transparent",
  color: colors.onPrimary,
  font: "inherit",
  lineHeight: 1.25,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  "&:hover": { background: colors.primaryDark },
  "&[aria-current]": { background: colors.primaryDark, borderBottomColor: colors.highlight },
  "&:focus-visible": focusRingInside,
} as const

export const panelStyles = {
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: zIndex.menu,
  padding: space.lg,
  background: colors.paper,
  color: colors.ink,
  borderTop: `${borders.thick} solid ${colors.highlight}`,
  borderRadius: `0 0 ${radii.md} ${radii.md}`,
  boxShadow: shadows.panel,
  textAlign: "left",
  "@keyframes menu-panel-in": {
    from: { opacity: 0, transform: "translateY(-0.25rem)" },
    to: { opacity: 1, transform: "none" },
  },
  animation: `menu-panel-in ${motion.fast}`,
  [media.reducedMotion]: { animation: "none" },
} as const

/** A drop-down is as wide as its tiles (its item, or else the bar, is the panel's positioned ancestor). */
export const dropdownFromLeft = { right: "auto", width: "max-content" } as const
export const dropdownFromRight = { left: "auto", width: "max-content" } as const

export const columnHeadingStyles = {
  margin: `0 0 ${space.sm}`,
  fontFamily: fonts.heading,
  fontSize: fontSizes.h3,
  color: colors.primary,
} as const

const linkFocus = { "&:focus-visible": focusRing } as const

export const tileLinkStyles = {
  display: "inline-flex",
  flexDirection: "column",
  gap: space.sm,
  color: colors.link,
  fontWeight: fontWeights.bold,
  textDecoration: "none",
  borderRadius: radii.sm,
  // Shown at their required size (docs/requirements.md#pictures), which also sets the width of a mega menu's tile column.
  "& img": { maxWidth: "none", borderRadius: radii.sm },
  // The title (the last line), not a picture's labels above it.
  "&:hover > span:last-child, &[aria-current] > span:last-child": { textDecoration: "underline" },
  "&[aria-current]": { background: colors.primaryTint, boxShadow: `0 0 0 ${space.sm} ${colors.primaryTint}` },
  ...linkFocus,
} as const

/**
 * Names under a wide tile's picture, one under each equal part of it, as the Children's Clubs picture draws the
 * Sunday School's groups side by side.
 */
export const tileLabelsStyles = {
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0, 1fr)",
  gap: space.xs,
  textAlign: "center",
  fontSize: fontSizes.small,
  color: colors.ink,
} as const

/** A group: its thumbnail (at its own size, never squeezed) beside its name, and the blurb with Read More. */
export const groupStyles = {
  display: "grid",
  gridTemplateColumns: `${imagePresets.GROUP_THUMB.width}px minmax(0, 1fr)`,
  columnGap: space.md,
  alignItems: "start",
  "& img": { borderRadius: radii.sm },
} as const

/** An arrow after a link that leads on, which screen readers skip (the empty alternative after the slash). */
const arrowAfter = { "&::after": { content: '"→" / ""' } } as const

export const readMoreStyles = {
  display: "inline-flex",
  justifySelf: "start",
  alignItems: "center",
  gap: space.xs,
  ...arrowAfter,
  minHeight: layout.minTarget,
  color: colors.link,
  fontWeight: fontWeights.bold,
  textUnderlineOffset: "0.2em",
  "&:hover": { textDecorationThickness: borders.medium },
  ...linkFocus,
} as const

export const buttonLinkStyles = {
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  minHeight: layout.minTarget,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radii.md,
  background: colors.primary,
  color: colors.onPrimary,
  fontWeight: fontWeights.bold,
  textDecoration: "none",
  "&:hover": { background: colors.primaryDark, textDecoration: "underline" },
  ...linkFocus,
} as const

/** A passive-giving scheme: logo, name and arrow in a bordered row, taller than a button. */
export const schemeLinkStyles = {
  display: "flex",
  alignItems: "center",
  gap: space.md,
  ...arrowAfter,
  minHeight: layout.minTarget,
  padding: `${space.xs} ${space.md}`,
  border: `${borders.medium} solid ${colors.border}`,
  borderRadius: radii.md,
  color: colors.link,
  fontWeight: fontWeights.bold,
  textDecoration: "none",
  "&:hover": { borderColor: colors.primary, background: colors.primaryTint },
  "&[aria-current]": { borderColor: colors.primary, background: colors.primaryTint },
  "& img": { display: "block" },
  ...linkFocus,
} as const
