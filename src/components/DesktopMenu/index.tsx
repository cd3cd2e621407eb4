import * as React from "react"
import {
  bareList,
  borders,
  colors,
  focusRing,
  focusRingOnDark,
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
  visuallyHidden,
  zIndex,
} from "../../theme"
import { ChevronIcon, NewTabIcon } from "../Icons"
import { MenuLink } from "../MenuLink"
import { Picture } from "../Picture"
import { ariaCurrent, CurrentPageContext, currentnessOfAny } from "../Layout/current-page"
import { routesOf, type ColumnModel, type MenuBarItemModel, type TileModel } from "../Layout/layout-data"
import { hooks } from "../../dom-markers"
import { fillIn } from "../../content/template"
import { useWording } from "../Wording"

/**
 * The desktop menu bar: the WAI-ARIA APG "disclosure navigation" pattern.
 * Plain items are links; Community, Social, Donations and The Church are
 * buttons that show or hide their panel. This component renders the HTML only;
 * the behaviour (aria-expanded, one panel at a time, Escape, click outside,
 * tabbing out) is the standalone script's (src/standalone/desktop-menu.ts), so
 * pages that ship no framework keep it. Hover does not open a panel once the
 * script runs (no surprise pop-ups over the page for unsteady hands).
 *
 * Without JavaScript (and until the script runs) every panel is in the HTML and CSS
 * shows it while its item is hovered or holds focus, so every link is reachable.
 */
export function DesktopMenu({ items }: { items: readonly MenuBarItemModel[] }) {
  return (
    <ul {...{ [hooks.desktopMenu]: "" }} css={barStyles}>
      {items.map((item, index) =>
        item.kind === "link" ? (
          <li key={item.id}>
            <MenuLink href={item.href} css={itemStyles}>
              <ItemLabel label={item.label} subLabel={item.subLabel} />
            </MenuLink>
          </li>
        ) : (
          <DisclosureItem key={item.id} item={item} hangsLeft={index >= items.length / 2} />
        ),
      )}
    </ul>
  )
}

const panelIdOf = (item: MenuBarItemModel) => `menu-panel-${item.id}`

function ItemLabel({ label, subLabel, chevron = false }: { label: string; subLabel: string; chevron?: boolean }) {
  return (
    <>
      <span
        css={{
          display: "inline-flex",
          alignItems: "center",
          gap: space.xs,
          fontSize: fontSizes.menu,
          fontWeight: fontWeights.bold,
        }}
      >
        {label}
        {chevron && <ChevronIcon size="0.9em" css={{ transition: `transform ${motion.fast}` }} />}
      </span>{" "}
      <span
        data-sub-label
        css={{ fontSize: fontSizes.menuSub, color: colors.onPrimaryMuted, fontWeight: fontWeights.regular }}
      >
        {subLabel}
      </span>
    </>
  )
}

/**
 * A drop-down or mega menu: its button (which claims no state until the script gives it aria-expanded) and panel.
 * A mega menu's panel spans the bar. A drop-down's is as wide as its tiles: in the left half of the bar it
 * hangs from its own item's left edge; in the right half (`hangsLeft`) from the bar's right end, since three
 * tiles hung from the item itself would run off a 1024 px screen.
 */
function DisclosureItem({
  item,
  hangsLeft,
}: {
  item: Exclude<MenuBarItemModel, { kind: "link" }>
  hangsLeft: boolean
}) {
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  const holdsCurrentPage = currentnessOfAny(pathname, routesOf(item), aliases) !== undefined
  return (
    <li css={item.kind === "dropdown" && !hangsLeft && { position: "relative" }}>
      <button type="button" css={itemStyles} aria-current={ariaCurrent(holdsCurrentPage ? "section" : undefined)}>
        <ItemLabel label={item.label} subLabel={item.subLabel} chevron />
      </button>
      <div
        id={panelIdOf(item)}
        {...{ [hooks.desktopPanel]: "" }}
        css={[panelStyles, item.kind === "dropdown" && (hangsLeft ? dropdownFromRight : dropdownFromLeft)]}
      >
        {item.kind === "dropdown" ? <TileList tiles={item.tiles} /> : <MegaColumns columns={item.columns} />}
      </div>
    </li>
  )
}

function TileList({ tiles }: { tiles: readonly TileModel[] }) {
  return (
    <ul css={{ ...bareList, display: "flex", flexWrap: "wrap", gap: space.lg }}>
      {tiles.map(tile => (
        <li key={tile.href}>
          <MenuLink href={tile.href} css={tileLinkStyles}>
            {tile.image && <Picture image={tile.image} alt="" />}
            <span>{tile.title}</span>
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}

function MegaColumns({ columns }: { columns: readonly ColumnModel[] }) {
  const { menuPanels: words } = useWording()
  return (
    <div
      css={{
        display: "grid",
        // A column with a tile is as wide as the tile; its text wraps to it.
        gridTemplateColumns: columns
          .map((column, index) => (index === 0 && column.tile ? "min-content" : "1fr"))
          .join(" "),
        gap: space.xl,
      }}
    >
      {columns.map(column => (
        <div key={column.id}>
          <p id={column.id} css={columnHeadingStyles}>
            {column.heading}
          </p>
          {column.text.map(paragraph => (
            <p key={paragraph} css={{ margin: `0 0 ${space.md}`, maxWidth: layout.readingWidth }}>
              {paragraph}
            </p>
          ))}
          {column.tile && (
            <MenuLink href={column.tile.href} css={tileLinkStyles}>
              {column.tile.image && <Picture image={column.tile.image} alt="" />}
              <span>{column.tile.title}</span>
            </MenuLink>
          )}
          {column.groups.length > 0 && (
            <ul aria-labelledby={column.id} css={{ ...bareList, display: "grid", gap: space.md }}>
              {column.groups.map(group => (
                <li key={group.href} css={groupStyles}>
                  {group.image && <Picture image={group.image} alt="" css={{ gridRow: "span 3" }} />}
                  <p css={{ margin: 0, fontWeight: fontWeights.bold }}>{group.title}</p>
                  <p css={{ margin: 0, fontSize: fontSizes.small, color: colors.inkMuted }}>{group.blurb}</p>
                  {/* A real target, as tall as a button, whose spoken name says where it goes. */}
                  <MenuLink href={group.href} css={readMoreStyles}>
                    {words.readMore}
                    <span css={visuallyHidden}> {fillIn(words.readMoreAbout, { name: group.title })}</span>
                  </MenuLink>
                </li>
              ))}
            </ul>
          )}
          {column.link && (
            <MenuLink href={column.link.href} external={column.link.external} css={buttonLinkStyles}>
              {column.link.label}
              {column.link.external && <NewTabIcon size="1.1em" />}
            </MenuLink>
          )}
          {column.logos.length > 0 && (
            // Each scheme's name in type as large as the rest of the panel, beside its logo (spec: 100x34,
            // too small for a logo's own lettering to be read).
            <ul aria-labelledby={column.id} css={{ ...bareList, display: "grid", gap: space.sm }}>
              {column.logos.map(logo => (
                <li key={logo.href}>
                  <MenuLink href={logo.href} css={schemeLinkStyles}>
                    {logo.image && <Picture image={logo.image} alt="" />}
                    <span css={{ flex: 1 }}>{logo.title}</span>
                  </MenuLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  )
}

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

const barStyles = {
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
    "&:focus-visible": { outlineColor: colors.focus },
  },
  "& > li[data-open] > button svg": { transform: "rotate(180deg)" },
} as const

const itemStyles = {
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
  "&:focus-visible": { ...focusRingOnDark, outlineOffset: `-${borders.thick}` },
} as const

const panelStyles = {
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
const dropdownFromLeft = { right: "auto", width: "max-content" } as const
const dropdownFromRight = { left: "auto", width: "max-content" } as const

const columnHeadingStyles = {
  margin: `0 0 ${space.sm}`,
  fontFamily: fonts.heading,
  fontSize: fontSizes.h3,
  color: colors.primary,
} as const

const linkFocus = { "&:focus-visible": focusRing } as const

const tileLinkStyles = {
  display: "inline-flex",
  flexDirection: "column",
  gap: space.sm,
  color: colors.link,
  fontWeight: fontWeights.bold,
  textDecoration: "none",
  borderRadius: radii.sm,
  // Shown at their size (spec §9), which also sets the width of a mega menu's tile column.
  "& img": { maxWidth: "none", borderRadius: radii.sm },
  "&:hover span, &[aria-current] span": { textDecoration: "underline" },
  "&[aria-current]": { background: colors.primaryTint, boxShadow: `0 0 0 ${space.sm} ${colors.primaryTint}` },
  ...linkFocus,
} as const

/** A group: its thumbnail (at its own size, never squeezed) beside its name, and the blurb with Read More. */
const groupStyles = {
  display: "grid",
  gridTemplateColumns: `${imagePresets.GROUP_THUMB.width}px minmax(0, 1fr)`,
  columnGap: space.md,
  alignItems: "start",
  "& img": { borderRadius: radii.sm },
} as const

/** An arrow after a link that leads on, which screen readers skip (the empty alternative after the slash). */
const arrowAfter = { "&::after": { content: '"→" / ""' } } as const

const readMoreStyles = {
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

const buttonLinkStyles = {
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
const schemeLinkStyles = {
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
