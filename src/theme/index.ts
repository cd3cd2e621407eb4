/**
 * The one theme module: colours, type, spacing, breakpoints and media helpers.
 * Every styled component takes its values from here.
 */
export { imagePresets, type ImagePresetName } from "./images"

/** Colours; every text/background pair used meets WCAG AA (4.5:1) contrast. */
export const colors = {
  ink: "#1d1d2b",
  inkMuted: "#4a4a5e",
  paper: "#ffffff",
  paperTint: "#f6f3ee",
  primary: "#4b2a6e", // liturgical purple: 10.9:1 on white
  primaryDark: "#321b4b",
  onPrimary: "#ffffff",
  accent: "#b8860b", // gold, for borders and large shapes only
  link: "#4b2a6e",
  focus: "#1a5fb4",
  border: "#d6d0c4",
} as const

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: 'Georgia, "Times New Roman", serif',
} as const

/** Type scale in rem; body text is 1.0625rem (17px) for older readers. */
export const fontSizes = {
  small: "0.9375rem",
  body: "1.0625rem",
  lead: "1.25rem",
  h3: "1.3rem",
  h2: "1.6rem",
  h1: "2.1rem",
} as const

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const

/** Breakpoints in px: narrow phones below `tablet`, the full menu from `desktop`. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const

export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const

export const layout = {
  maxWidth: "72rem",
  /** WCAG 2.2 target size minimum is 24px; we aim higher for older hands */
  minTarget: "2.75rem",
} as const

export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: "2px",
} as const
