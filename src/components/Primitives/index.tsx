import * as React from "react"
import { borders, breakpoints, colors, layout, media, radii, space, type Space } from "../../theme"

/**
 * Layout primitives: the page's centred column, vertical rhythm, and the
 * content-plus-aside layout. Components use these instead of writing their own
 * widths and margins, so every page lines up and spacing comes from the scale.
 */

/** The centred column every band of the page (header, main, footer) sits in. */
export function Container({
  as: Element = "div",
  children,
  className,
}: {
  as?: "div" | "main" | "section" | "header" | "footer" | "nav"
  children: React.ReactNode
  /** emotion passes the `css` prop's class here */
  className?: string
}) {
  return (
    <Element className={className} css={containerStyles}>
      {children}
    </Element>
  )
}

export const containerStyles = {
  width: "100%",
  maxWidth: layout.maxWidth,
  marginLeft: "auto",
  marginRight: "auto",
  paddingLeft: space.md,
  paddingRight: space.md,
} as const

/**
 * Children one above the other, `gap` apart (from the spacing scale). Their
 * own top and bottom margins, and their first heading's, are set aside, so the
 * gap is the only space.
 */
export function Stack({
  gap = "xl",
  children,
  className,
}: {
  gap?: Space
  children: React.ReactNode
  className?: string
}) {
  return (
    <div
      className={className}
      css={{
        display: "flex",
        flexDirection: "column",
        gap: space[gap],
        "& > *": { marginTop: 0, marginBottom: 0 },
        // A section's opening heading starts at the gap too, not a heading's margin below it.
        "& > * > :is(h2, h3):first-child": { marginTop: 0 },
      }}
    >
      {children}
    </div>
  )
}

/** The first heading in a column starts at the column's top: the layout spaces the columns. */
const columnStyles = { minWidth: 0, "& > :first-child, & > :first-child > h2:first-child": { marginTop: 0 } } as const

/**
 * Stays in view as the page scrolls, on a desktop screen tall enough to hold it whole (a taller one would hide its
 * foot until the end of the page). In rem, so a reader who sets larger text needs a taller screen.
 */
export const staysInView = {
  [`@media (min-width: ${breakpoints.desktop}px) and (min-height: 44rem)`]: { position: "sticky", top: space.lg },
} as const

/**
 * Running text with an aside beside it on wide screens: the text keeps a
 * readable line length and the aside uses the rest of the width, so a desktop
 * does not leave half the page empty.
 *
 * On phones the aside comes first, in the HTML as on the screen, because the
 * asides this is made for are summaries (a group's "at a glance" panel: when,
 * where, whom to ask) that a reader wants before the long text, and a screen
 * reader meets them in the same order. An aside that is only related reading
 * (this week's readings beside the events, the tweets beside Get involved) is
 * `textFirst`: after the text on phones, still beside it on a desktop.
 *
 * `rail` is the site's furniture for the page (its menu section, when to come):
 * after the text on phones, and on a desktop in the aside's column below the
 * aside, in a cell that runs to the foot of the text, so that a sticky rail
 * stays beside the text as the reader scrolls.
 *
 * `after` is a part of the page that needs the whole width (Safeguarding's two
 * people side by side): below the text and its column on a desktop, before the
 * rail on a phone, so the page's own parts come before its furniture.
 *
 * `header` is the page's header (its title and lead), first on a phone; on a desktop it heads the text's column and
 * the aside (or the rail) starts beside it, so the furniture's column has the header's height too and does not run
 * on long after a short text.
 *
 * `stickyAside` keeps a short aside in view beside a long text on a desktop (this week's readings beside the events).
 *
 * `wide` is for a page whose main column holds a grid rather than running text (Who's Who's cards, the budget with
 * its thermometer): the aside keeps its narrowest width and the main column takes the rest, so two cards fit side by
 * side on a laptop. Its own running text still keeps to the reading width (global styles).
 */
export function WithAside({
  children,
  header,
  aside,
  rail,
  after,
  textFirst = false,
  stickyAside = false,
  wide = false,
  className,
}: {
  children: React.ReactNode
  header?: React.ReactNode
  aside?: React.ReactNode
  rail?: React.ReactNode
  after?: React.ReactNode
  textFirst?: boolean
  stickyAside?: boolean
  wide?: boolean
  className?: string
}) {
  const text = (
    <div key="text" css={[columnStyles, { [media.desktop]: { gridArea: "text" } }]}>
      {children}
    </div>
  )
  const side = aside && (
    <div
      key="aside"
      css={[columnStyles, { [media.desktop]: { gridArea: "aside", alignSelf: stickyAside ? "stretch" : "start" } }]}
    >
      {stickyAside ? <div css={staysInView}>{aside}</div> : aside}
    </div>
  )
  const railCell = rail && (
    // Stretched to the foot of the text, so that what is sticky inside has room to move.
    <div key="rail" css={[columnStyles, { [media.desktop]: { gridArea: "rail", alignSelf: "stretch" } }]}>
      {rail}
    </div>
  )
  const afterCell = after && (
    <div key="after" css={[columnStyles, { [media.desktop]: { gridArea: "after" } }]}>
      {after}
    </div>
  )
  const headerCell = header && (
    // The grid's gap is the space below the header.
    <div
      key="header"
      css={[columnStyles, { "& > header": { marginBottom: 0 }, [media.desktop]: { gridArea: "header" } }]}
    >
      {header}
    </div>
  )
  const areas = [side && '"text aside"', railCell && '"text rail"'].filter(Boolean)
  // The rail's row takes what the text needs beyond the aside, so the rail's cell reaches the text's foot.
  const rows = areas.length > 1 ? ["auto", "1fr"] : ["auto"]
  // Beside the header: the aside, else the rail; the text's rows take what the header leaves of that column.
  if (headerCell) {
    areas.unshift(`"header ${side ? "aside" : railCell ? "rail" : "."}"`)
    rows.unshift("auto")
  }
  if (afterCell) areas.push('"after after"')
  return (
    <div
      className={className}
      css={{
        display: "grid",
        gap: space.xl,
        alignItems: "start",
        [media.desktop]: {
          gridTemplateColumns: wide
            ? `minmax(0, 1fr) ${layout.asideMinWidth}`
            : `minmax(0, ${layout.readingWidth}) minmax(${layout.asideMinWidth}, 1fr)`,
          gridTemplateAreas: areas.join(" "),
          gridTemplateRows: [...rows, ...(afterCell ? ["auto"] : [])].join(" "),
          columnGap: wide ? space.xl : space.xxl,
        },
      }}
    >
      {headerCell}
      {textFirst ? [text, side, afterCell, railCell] : [side, text, afterCell, railCell]}
    </div>
  )
}

type PanelTone = "tint" | "plain" | "primary"

/** The one padding of every panel and card: a finger's width on a phone, where text may be set large, more beside it. */
export const cardPadding = { padding: space.md, [media.tablet]: { padding: space.lg } } as const

const panelTones = {
  /** the site's usual panel: a warm tint */
  tint: { background: colors.paperTint, color: colors.ink },
  /** white, outlined: a card among other cards on white */
  plain: { background: colors.paper, color: colors.ink, border: `${borders.hairline} solid ${colors.border}` },
  /** purple with white text: Home's welcome */
  primary: { background: colors.primary, color: colors.onPrimary },
} as const

/**
 * A panel: a box of related content set apart from the page (a group's "at a
 * glance", a notice, an event card, a person). One look everywhere: rounded
 * corners from the theme, a tone, and the gold bar along its top that marks
 * the site's panels. The panel's own first heading starts at its padding.
 */
export function Panel({
  as: Element = "div",
  tone = "tint",
  accent = true,
  padding,
  children,
  className,
  ...attributes
}: {
  as?: "div" | "section" | "aside" | "article" | "li"
  tone?: PanelTone
  /** the gold bar along the top */
  accent?: boolean
  /** "none" for a panel whose picture meets its edges (Home's hero); every other panel has the one padding */
  padding?: "none"
  children: React.ReactNode
  className?: string
} & Pick<React.HTMLAttributes<HTMLElement>, "aria-labelledby" | "aria-label" | "id">) {
  return (
    <Element
      className={className}
      {...attributes}
      css={{
        ...panelTones[tone],
        borderRadius: radii.md,
        ...(accent && { borderTop: `${borders.thick} solid ${colors.accent}` }),
        ...(padding === "none" ? { padding: 0 } : cardPadding),
        "& > :first-child, & > :first-child > :is(h2, h3):first-child": { marginTop: 0 },
        "& > :last-child": { marginBottom: 0 },
      }}
    >
      {children}
    </Element>
  )
}
