import * as React from "react"
import { graphql } from "gatsby"
import {
  borders,
  colors,
  focusRing,
  focusRingInside,
  fontSizes,
  fontWeights,
  layout,
  media,
  radii,
  shadows,
  space,
  zIndex,
} from "../../theme"
import { MenuIcon, CloseIcon } from "../Icons"
import { MenuLink } from "../MenuLink"
import { navLink, phoneGroups } from "../Navigation/links"
import { domMarkers, scriptOwnedContent } from "../../dom-markers"
import { useWording } from "../Wording"

const listId = "phone-menu-list"

/** The phone menu's links (data/menu/menu.json), and the menu bar's items that its runs are labelled by. */
export const phoneMenuFields = graphql`
  fragment PhoneMenu on Menu {
    phone {
      label
      to
      siteLink
    }
    items {
      label
      to
      alsoCurrentOn
      tiles {
        to
        alsoCurrentOn
      }
      columns {
        tile {
          to
        }
        groups {
          to
        }
        link {
          label
          to
          siteLink
        }
        logos {
          to
        }
      }
    }
  }
`

/** The phone menu's links in runs under the menu bar's items. */
const phoneMenuGroups = (menu: Queries.PhoneMenuFragment, siteLinks: Queries.SiteLinksFragment) =>
  phoneGroups(
    menu.phone.map(link => navLink(link, siteLinks)),
    menu.items,
    siteLinks,
  )

/**
 * The phone menu: a Menu control that shows or hides the list of links
 * (docs/requirements.md#layout). In the HTML it is a native <details>/<summary>, which opens and
 * closes with no JavaScript at all and without the page jumping, plus an empty
 * hidden <button>. The standalone script (src/standalone/phone-menu.ts) makes
 * that button the control, <button aria-expanded aria-controls> with the same
 * look; Escape closes it and choosing a link closes it.
 */
export function PhoneMenu({
  menu,
  siteLinks,
}: {
  menu: Queries.PhoneMenuFragment
  siteLinks: Queries.SiteLinksFragment
}) {
  const { pageTop } = useWording()
  const groups = phoneMenuGroups(menu, siteLinks)
  return (
    <div
      {...{ [domMarkers.phoneMenu]: "" }}
      css={{
        "& details[open] [data-when=closed], & details:not([open]) [data-when=open]": { display: "none" },
        "& button[aria-expanded=true] [data-when=closed], & button[aria-expanded=false] [data-when=open]": {
          display: "none",
        },
      }}
    >
      {/* Filled by the script with the summary's icons and label; empty and hidden without it. */}
      <button
        type="button"
        hidden
        {...{ [domMarkers.phoneMenuToggle]: "" }}
        css={toggleStyles}
        {...scriptOwnedContent()}
      />
      <details>
        <summary css={toggleStyles}>
          <span data-when="closed" css={iconBox}>
            <MenuIcon size="1.4em" />
          </span>
          <span data-when="open" css={iconBox}>
            <CloseIcon size="1.4em" />
          </span>
          {pageTop.menuButton}
        </summary>
        {/* The links in the required order (docs/requirements.md#layout), in runs labelled like the desktop menu ("Social", "Donations"), so the
            long list is quick to scan; two columns where the phone is wide enough. */}
        <ul id={listId} css={listStyles}>
          {groups.map((group, index) =>
            group.label ? (
              <li key={group.label} css={{ breakInside: "avoid" }}>
                <span id={`phone-group-${index}`} css={groupLabelStyles}>
                  {group.label}
                </span>
                <ul
                  aria-labelledby={`phone-group-${index}`}
                  css={{ listStyle: "none", margin: 0, padding: 0, "& a": { paddingLeft: space.lg } }}
                >
                  {group.links.map(link => (
                    <li key={link.label}>
                      <MenuLink href={link.href} external={link.external} css={linkStyles}>
                        {link.label}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              group.links.map(link => (
                <li key={link.label} css={{ breakInside: "avoid" }}>
                  <MenuLink href={link.href} external={link.external} css={linkStyles}>
                    {link.label}
                  </MenuLink>
                </li>
              ))
            ),
          )}
        </ul>
      </details>
    </div>
  )
}

const iconBox = { display: "inline-flex" } as const

/** The Menu button: the header's one control on a phone, a filled purple button on the white header. */
const toggleStyles = {
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  minHeight: layout.minTarget,
  padding: `${space.sm} ${space.md}`,
  border: `${borders.medium} solid ${colors.primary}`,
  borderRadius: radii.md,
  background: colors.primary,
  color: colors.onPrimary,
  font: "inherit",
  fontWeight: fontWeights.bold,
  cursor: "pointer",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  "&:hover": { background: colors.primaryDark },
  "&:focus-visible": focusRing,
  "&[hidden]": { display: "none" },
} as const

/**
 * The open list comes down over the page from the header's foot (the header is its positioned ancestor), the
 * header's whole width, so the Menu button stays where it was and the page under it does not move.
 */
const listStyles = {
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${space.sm}`,
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: zIndex.menu,
  background: colors.primary,
  boxShadow: shadows.panel,
  [media.tablet]: { columns: 2, columnGap: 0 },
  "&[hidden]": { display: "none" },
} as const

const groupLabelStyles = {
  display: "block",
  // Lined up with the links' text, which sits after the current-item bar.
  padding: `${space.sm} ${space.md} ${space.xs} calc(${space.md} + ${borders.thick})`,
  color: colors.onPrimaryMuted,
  fontSize: fontSizes.small,
  fontWeight: fontWeights.bold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
} as const

const linkStyles = {
  display: "flex",
  alignItems: "center",
  minHeight: layout.minTarget,
  padding: `${space.sm} ${space.md}`,
  borderLeft: `${borders.thick} solid transparent`,
  borderBottom: `${borders.hairline} solid ${colors.primaryDark}`,
  color: colors.onPrimary,
  fontSize: fontSizes.body,
  textDecoration: "none",
  "&:hover": { background: colors.primaryDark, textDecoration: "underline" },
  "&[aria-current]": {
    background: colors.primaryDark,
    borderLeftColor: colors.highlight,
    fontWeight: fontWeights.bold,
  },
  "&:focus-visible": focusRingInside,
} as const
