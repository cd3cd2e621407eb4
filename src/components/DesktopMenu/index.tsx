import * as React from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import {
  bareList,
  borders,
  colors,
  focusRing,
  focusRingOnDark,
  fonts,
  fontSizes,
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
import { ariaCurrent, CurrentPageContext, currentnessOfAny } from "../Layout/current-page"
import { routesOf, type ColumnModel, type MenuBarItemModel, type TileModel } from "../Layout/layout-data"
import { hooks } from "../../dom-markers"

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
      {items.map(item =>
        item.kind === "link" ? (
          <li key={item.id}>
            <MenuLink href={item.href} css={itemStyles}>
              <ItemLabel label={item.label} subLabel={item.subLabel} />
            </MenuLink>
          </li>
        ) : (
          <DisclosureItem key={item.id} item={item} />
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
        css={{ display: "inline-flex", alignItems: "center", gap: space.xs, fontSize: fontSizes.menu, fontWeight: 700 }}
      >
        {label}
        {chevron && <ChevronIcon size="0.9em" css={{ transition: `transform ${motion.fast}` }} />}
      </span>{" "}
      <span data-sub-label css={{ fontSize: fontSizes.menuSub, color: colors.onPrimaryMuted, fontWeight: 400 }}>
        {subLabel}
      </span>
    </>
  )
}

/** A drop-down or mega menu: its button (which claims no state until the script gives it aria-expanded) and panel. */
function DisclosureItem({ item }: { item: Exclude<MenuBarItemModel, { kind: "link" }> }) {
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  const holdsCurrentPage = currentnessOfAny(pathname, routesOf(item), aliases) !== undefined
  return (
    <li>
      <button type="button" css={itemStyles} aria-current={ariaCurrent(holdsCurrentPage ? "section" : undefined)}>
        <ItemLabel label={item.label} subLabel={item.subLabel} chevron />
      </button>
      <div id={panelIdOf(item)} {...{ [hooks.desktopPanel]: "" }} css={panelStyles}>
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
            {tile.image && <GatsbyImage image={tile.image} alt="" />}
            <span>{tile.title}</span>
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}

function MegaColumns({ columns }: { columns: readonly ColumnModel[] }) {
  return (
    <div
      css={{
        display: "grid",
        gridTemplateColumns: columns.map((column, index) => (index === 0 && column.tile ? "auto" : "1fr")).join(" "),
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
              {column.tile.image && <GatsbyImage image={column.tile.image} alt="" />}
              <span>{column.tile.title}</span>
            </MenuLink>
          )}
          {column.groups.length > 0 && (
            <ul aria-labelledby={column.id} css={{ ...bareList, display: "grid", gap: space.md }}>
              {column.groups.map(group => (
                <li key={group.href} css={groupStyles}>
                  {group.image && <GatsbyImage image={group.image} alt="" css={{ borderRadius: radii.sm }} />}
                  <div>
                    <p css={{ margin: 0, fontWeight: 700 }}>{group.title}</p>
                    <p css={{ margin: 0, fontSize: fontSizes.small, color: colors.inkMuted }}>{group.blurb}</p>
                    <MenuLink href={group.href} css={readMoreStyles}>
                      Read More<span css={visuallyHidden}> about {group.title}</span>
                    </MenuLink>
                  </div>
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
            <ul aria-labelledby={column.id} css={{ ...bareList, display: "flex", flexWrap: "wrap", gap: space.md }}>
              {column.logos.map(logo => (
                <li key={logo.href}>
                  <MenuLink href={logo.href} css={logoLinkStyles}>
                    {logo.image && <GatsbyImage image={logo.image} alt="" />}
                    <span>{logo.title}</span>
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
  "&:focus-visible": { ...focusRingOnDark, outlineOffset: "-4px" },
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
  fontWeight: 700,
  textDecoration: "none",
  borderRadius: radii.sm,
  "& [data-gatsby-image-wrapper]": { borderRadius: radii.sm },
  "&:hover span, &[aria-current] span": { textDecoration: "underline" },
  "&[aria-current]": { background: colors.primaryTint, boxShadow: `0 0 0 ${space.sm} ${colors.primaryTint}` },
  ...linkFocus,
} as const

const groupStyles = {
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: space.md,
  alignItems: "start",
} as const

const readMoreStyles = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: layout.compactTarget,
  color: colors.link,
  fontWeight: 700,
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
  fontWeight: 700,
  textDecoration: "none",
  "&:hover": { background: colors.primaryDark, textDecoration: "underline" },
  ...linkFocus,
} as const

const logoLinkStyles = {
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space.xs,
  padding: space.xs,
  color: colors.link,
  fontSize: fontSizes.small,
  fontWeight: 700,
  textDecoration: "none",
  borderRadius: radii.sm,
  "&:hover span": { textDecoration: "underline" },
  ...linkFocus,
} as const
