import * as React from "react"
import { graphql } from "gatsby"
import { bareList, colors, fontSizes, fontWeights, layout, motion, space, visuallyHidden } from "../../theme"
import { ChevronIcon, NewTabIcon } from "../Icons"
import { MenuLink } from "../MenuLink"
import { ariaCurrent, CurrentPageContext, currentnessOfAny } from "../Navigation/current-page"
import { itemId, navLink, routesOf } from "../Navigation/links"
import { Picture } from "../Picture"
import { domMarkers } from "../../dom-markers"
import { fillIn } from "../../content/template"
import { useWording } from "../Wording"
import * as styles from "./styles"

/** The menu bar's items from data/menu/menu.json: links, drop-downs of tiles, and mega menus of columns. */
export const desktopMenuFields = graphql`
  fragment DesktopMenu on Menu {
    items {
      label
      subLabel
      to
      alsoCurrentOn
      tiles {
        title
        to
        alsoCurrentOn
        image {
          ...MenuTileImage
        }
      }
      columns {
        heading
        text
        tile {
          title
          to
          labels
          image {
            ...MegaTileImage
          }
        }
        groups {
          title
          to
          blurb
          thumbnail {
            ...GroupThumbImage
          }
        }
        link {
          label
          to
          siteLink
        }
        logos {
          title
          to
          logo {
            ...GivingLogoImage
          }
        }
      }
    }
  }
`

type Item = Queries.DesktopMenuFragment["items"][number]
type Column = NonNullable<Item["columns"]>[number]

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
export function DesktopMenu({
  items,
  siteLinks,
}: {
  items: Queries.DesktopMenuFragment["items"]
  siteLinks: Queries.SiteLinksFragment
}) {
  return (
    <ul {...{ [domMarkers.desktopMenu]: "" }} css={styles.barStyles}>
      {items.map((item, index) =>
        item.to !== null ? (
          <li key={item.label}>
            <MenuLink href={item.to} css={styles.itemStyles}>
              <ItemLabel label={item.label} subLabel={item.subLabel} />
            </MenuLink>
          </li>
        ) : (
          <DisclosureItem
            key={item.label}
            item={item}
            siteLinks={siteLinks}
            hangsLeft={index >= items.length / 2}
          />
        ),
      )}
    </ul>
  )
}

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
  siteLinks,
  hangsLeft,
}: {
  item: Item
  siteLinks: Queries.SiteLinksFragment
  hangsLeft: boolean
}) {
  const { pathname, aliases } = React.useContext(CurrentPageContext)
  const holdsCurrentPage = currentnessOfAny(pathname, routesOf(item), aliases) !== undefined
  const isDropdown = item.tiles !== null
  return (
    <li css={isDropdown && !hangsLeft && { position: "relative" }}>
      <button
        type="button"
        css={styles.itemStyles}
        aria-current={ariaCurrent(holdsCurrentPage ? "section" : undefined)}
      >
        <ItemLabel label={item.label} subLabel={item.subLabel} chevron />
      </button>
      <div
        id={`menu-panel-${itemId(item)}`}
        {...{ [domMarkers.desktopPanel]: "" }}
        css={[styles.panelStyles, isDropdown && (hangsLeft ? styles.dropdownFromRight : styles.dropdownFromLeft)]}
      >
        {item.tiles ? (
          <TileList tiles={item.tiles} />
        ) : (
          <MegaColumns item={item} columns={item.columns ?? []} siteLinks={siteLinks} />
        )}
      </div>
    </li>
  )
}

function TileList({ tiles }: { tiles: NonNullable<Item["tiles"]> }) {
  return (
    <ul css={{ ...bareList, display: "flex", flexWrap: "wrap", gap: space.lg }}>
      {tiles.map(tile => (
        <li key={tile.to}>
          <MenuLink href={tile.to} css={styles.tileLinkStyles}>
            <Picture image={tile.image} alt="" />
            <span>{tile.title}</span>
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}

function MegaColumns({
  item,
  columns,
  siteLinks,
}: {
  item: Item
  columns: readonly Column[]
  siteLinks: Queries.SiteLinksFragment
}) {
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
        <MegaColumn
          key={column.heading}
          id={`${itemId(item)}-${itemId({ label: column.heading })}`}
          column={column}
          siteLinks={siteLinks}
        />
      ))}
    </div>
  )
}

function MegaColumn({ id, column, siteLinks }: { id: string; column: Column; siteLinks: Queries.SiteLinksFragment }) {
  const { menuPanels: words } = useWording()
  const link = column.link && navLink(column.link, siteLinks)
  return (
    <div>
      <p id={id} css={styles.columnHeadingStyles}>
        {column.heading}
      </p>
      {(column.text ?? []).map(paragraph => (
        <p key={paragraph} css={{ margin: `0 0 ${space.md}`, maxWidth: layout.readingWidth }}>
          {paragraph}
        </p>
      ))}
      {column.tile && (
        <MenuLink href={column.tile.to} css={styles.tileLinkStyles}>
          <Picture image={column.tile.image} alt="" />
          {column.tile.labels && (
            // The names of what the picture shows, each under its own part (the Sunday School's groups): a caption
            // to a decorative picture, so screen readers skip it with the picture and hear the link's title alone.
            <span aria-hidden="true" css={styles.tileLabelsStyles}>
              {column.tile.labels.map(label => (
                <span key={label}>{label}</span>
              ))}
            </span>
          )}
          <span>{column.tile.title}</span>
        </MenuLink>
      )}
      {column.groups && column.groups.length > 0 && (
        <ul aria-labelledby={id} css={{ ...bareList, display: "grid", gap: space.md }}>
          {column.groups.map(group => (
            <li key={group.to} css={styles.groupStyles}>
              <Picture image={group.thumbnail} alt="" css={{ gridRow: "span 3" }} />
              <p css={{ margin: 0, fontWeight: fontWeights.bold }}>{group.title}</p>
              <p css={{ margin: 0, fontSize: fontSizes.small, color: colors.inkMuted }}>{group.blurb}</p>
              {/* A real target, as tall as a button, whose spoken name says where it goes. */}
              <MenuLink href={group.to} css={styles.readMoreStyles}>
                {words.readMore}
                <span css={visuallyHidden}> {fillIn(words.readMoreAbout, { name: group.title })}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
      {link && (
        <MenuLink href={link.href} external={link.external} css={styles.buttonLinkStyles}>
          {link.label}
          {link.external && <NewTabIcon size="1.1em" />}
        </MenuLink>
      )}
      {column.logos && column.logos.length > 0 && (
        // Each scheme's name in type as large as the rest of the panel, beside its logo (spec: 100x34,
        // too small for a logo's own lettering to be read).
        <ul aria-labelledby={id} css={{ ...bareList, display: "grid", gap: space.sm }}>
          {column.logos.map(logo => (
            <li key={logo.to}>
              <MenuLink href={logo.to} css={styles.schemeLinkStyles}>
                <Picture image={logo.logo} alt="" />
                <span css={{ flex: 1 }}>{logo.title}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
