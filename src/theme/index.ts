/**
 * The one theme module: colours, type, spacing, breakpoints and media helpers.
 * Every styled component takes its values from here.
 */
export { imagePresets, type ImagePresetName } from "./images"

/** Colours; every text/background pair used meets WCAG AAA (7:1) contrast, for our older readers. */
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
  /** the focus ring, on every background: gold, edged with ink where the background is light (focusRing) */
  focus: "#ffd966",
  focusEdge: "#1d1d2b",
  border: "#d6d0c4",
  /** sub-labels and secondary text on the purple nav bar and footer */
  onPrimaryMuted: "#e3d7f0",
  /** pale purple behind hovered or current items on white */
  primaryTint: "#efe8f6",
  /** gold bar under the current menu item, on purple */
  highlight: "#f2c14e",
  /** form errors: messages, the summary's border, invalid fields */
  error: "#9c1f18",
} as const

/**
 * Every text colour on every background the site uses, so a unit test can hold
 * each text pair to WCAG AAA (7:1), and focus rings and large shapes to 3:1.
 */
export const contrastPairs: readonly {
  foreground: string
  background: string
  /** "text" is held to 7:1 (WCAG AAA); "non-text" (focus rings, bars, large shapes) to 3:1 */
  kind: "text" | "non-text"
  use: string
}[] = [
  { foreground: colors.ink, background: colors.paper, kind: "text", use: "body text" },
  { foreground: colors.error, background: colors.paper, kind: "text", use: "form error messages" },
  { foreground: colors.inkMuted, background: colors.paper, kind: "text", use: "secondary text" },
  { foreground: colors.ink, background: colors.paperTint, kind: "text", use: "text on tinted panels" },
  { foreground: colors.inkMuted, background: colors.paperTint, kind: "text", use: "secondary text on tinted panels" },
  { foreground: colors.link, background: colors.paper, kind: "text", use: "links" },
  { foreground: colors.link, background: colors.paperTint, kind: "text", use: "links on tinted panels" },
  { foreground: colors.link, background: colors.primaryTint, kind: "text", use: "hovered or current links in menus" },
  { foreground: colors.onPrimary, background: colors.primary, kind: "text", use: "nav bar labels" },
  { foreground: colors.onPrimaryMuted, background: colors.primary, kind: "text", use: "nav bar sub-labels" },
  { foreground: colors.onPrimary, background: colors.primaryDark, kind: "text", use: "current nav item, footer" },
  { foreground: colors.onPrimaryMuted, background: colors.primaryDark, kind: "text", use: "footer secondary text" },
  { foreground: colors.highlight, background: colors.primaryDark, kind: "non-text", use: "current-item bar" },
  { foreground: colors.focusEdge, background: colors.paper, kind: "non-text", use: "focus ring's edge on white" },
  { foreground: colors.focusEdge, background: colors.paperTint, kind: "non-text", use: "focus ring's edge on tints" },
  { foreground: colors.focusEdge, background: colors.focus, kind: "non-text", use: "focus ring's edge on its gold" },
  { foreground: colors.focus, background: colors.primary, kind: "non-text", use: "focus ring on the nav bar" },
  { foreground: colors.focus, background: colors.primaryDark, kind: "non-text", use: "focus ring in the footer" },
]

/** The self-hosted faces (src/theme/font-faces.ts): chosen for older and low-vision readers. */
export const fontFamilies = {
  /** Atkinson Hyperlegible Next: designed by the Braille Institute so similar letters (Il1, O0) cannot be confused */
  body: "Atkinson Hyperlegible Next",
  /** Source Serif 4: an open, sturdy text serif, giving headings a traditional, church-like voice */
  heading: "Source Serif 4",
} as const

export const fontWeights = { regular: 400, bold: 700, heading: 600 } as const

/**
 * Font stacks: the web font, then its metric-matched fallbacks ("… Fallback: Arial",
 * a local font resized to the web font's metrics; src/theme/font-faces.ts), then the plain local fonts.
 */
export const fonts = {
  body: `"${fontFamilies.body}", "${fontFamilies.body} Fallback: Arial", "${fontFamilies.body} Fallback: Roboto", Arial, Roboto, sans-serif`,
  heading: `"${fontFamilies.heading}", "${fontFamilies.heading} Fallback: Georgia", "${fontFamilies.heading} Fallback: Noto Serif", "${fontFamilies.heading} Fallback: Times New Roman", Georgia, serif`,
} as const

/**
 * Type scale in rem (about a major third, 1.25); body text is 1.125rem (18px)
 * for older readers. h1 and h2 grow smoothly with the screen, between a size
 * that keeps a long title to three lines on a 320px phone and a desktop size.
 */
export const fontSizes = {
  /** the menu bar's sub-labels: nine items must fit across a 1024px screen */
  menuSub: "0.875rem",
  /** the menu bar's labels */
  menu: "1rem",
  /** the site title beside the logo: phones, then wider screens */
  brand: "1.2rem",
  brandWide: "1.45rem",
  small: "1rem",
  body: "1.125rem",
  lead: "1.3rem",
  h4: "1.15rem",
  h3: "1.35rem",
  h2: "clamp(1.55rem, 1.3rem + 0.9vw, 1.95rem)",
  h1: "clamp(1.9rem, 1.45rem + 2.1vw, 2.75rem)",
} as const

export const lineHeights = {
  body: 1.6,
  /** smaller secondary text (the footer's mission) */
  compact: 1.45,
  heading: 1.2,
  tight: 1.3,
} as const

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const

/** A step of the spacing scale, by name. */
export type Space = keyof typeof space

/** Breakpoints in px: narrow phones below `tablet`, the full menu from `desktop`. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const

/**
 * The page frame is a size container (src/components/Layout), so a style can ask how many words fit across the page
 * rather than how many pixels: its width in rem, which grows with the reader's text size. Below `narrowText` a
 * line holds only a few words: a 320 px phone, or any phone once the text is set large (200%).
 */
export const pageContainer = { name: "page", narrowText: "22rem" } as const

export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  belowTablet: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 0.02}px)`,
  /** few words to a line: lay out for reading down, not across (see pageContainer) */
  narrowText: `@container ${pageContainer.name} (max-width: ${pageContainer.narrowText})`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const

export const layout = {
  maxWidth: "72rem",
  /** the longest comfortable line of running text */
  readingWidth: "38rem",
  /** the room the site's name needs beside the header's icons before they move to a line of their own */
  brandMinWidth: "11rem",
  /** the narrowest an aside beside running text gets */
  asideMinWidth: "16rem",
  /** an event's calendar-page date marker */
  dateMarkerWidth: "4.5rem",
  /** the footer's award and diocese logos, shown at one height */
  footerLogoHeight: "4.5rem",
  footerLogoHeightPhone: "3.5rem",
  /** height of a menu bar item with its sub-label */
  menuItemHeight: "3.75rem",
  /** smaller targets for links set among text (still above WCAG's 24px) */
  compactTarget: "1.75rem",
  /** WCAG 2.2 target size minimum is 24px; we aim higher for older hands */
  minTarget: "2.75rem",
} as const

/**
 * The one focus ring, on white, tints and purple alike: a gold band with an ink edge outside it (WCAG technique
 * C40, a two-colour indicator). The gold shows on the purple bar and footer, the ink edge on white; the outline
 * stays in forced-colours mode, where shadows are dropped.
 */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: 0,
  boxShadow: `0 0 0 5px ${colors.focusEdge}`,
} as const

/** The same ring drawn inside the box, for items packed edge to edge (menu items), where outside it would be hidden. */
export const focusRingInside = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: "-5px",
  boxShadow: `inset 0 0 0 2px ${colors.focusEdge}`,
} as const

/** Hidden on screen but read by screen readers, e.g. "(opens in a new tab)". */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const

/** A row with one thing at each end (the header's branding and icons, the footer's copyright and Back to top). */
export const spreadRow = { display: "flex", alignItems: "center", justifyContent: "space-between" } as const

/** A list shown as a grid or row of cards: no bullets, no indent. */
export const bareList = { listStyle: "none", margin: 0, padding: 0 } as const

export const radii = { sm: "4px", md: "8px" } as const

/** Line weights: hairlines between list items, outlines, and the bars marking the current or open item. */
export const borders = {
  hairline: "1px",
  medium: "2px",
  thick: "4px",
  /** the bar beside a form's error summary and each field in error (GOV.UK's width, seen at a glance) */
  alert: "5px",
} as const

export const shadows = {
  /** drop-down and mega-menu panels, lifted above the page */
  panel: "0 12px 28px rgba(29, 29, 43, 0.22)",
} as const

/** Stacking order: open menu panels above the page, the skip link above everything. */
export const zIndex = { menu: 20, skipLink: 30 } as const

/** Short transitions; media.reducedMotion turns them off. */
export const motion = { fast: "150ms ease-out" } as const
