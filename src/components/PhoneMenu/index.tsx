import * as React from "react"
import { borders, colors, focusRingOnDark, fontSizes, layout, radii, space } from "../../theme"
import { MenuIcon, CloseIcon } from "../Icons"
import { MenuLink } from "../MenuLink"
import { CurrentPageContext } from "../Layout/current-page"
import type { MenuLinkModel } from "../Layout/layout-data"
import { useHydrated } from "../Layout/use-hydrated"

const listId = "phone-menu-list"

/**
 * The phone menu: a Menu button that shows or hides the list of links
 * (spec §2). In the server HTML it is a native <details>/<summary>, which
 * opens and closes with no JavaScript at all and without the page jumping.
 * Once React runs it becomes a <button aria-expanded aria-controls> with the
 * same look; Escape closes it and navigating closes it.
 */
export function PhoneMenu({ links }: { links: readonly MenuLinkModel[] }) {
  const hydrated = useHydrated()
  const [open, setOpen] = React.useState(false)
  const detailsRef = React.useRef<HTMLDetailsElement>(null)
  const containerRef = React.useRef<HTMLDivElement>(null)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const focusButtonWhenReady = React.useRef(false)
  const { pathname } = React.useContext(CurrentPageContext)

  // Navigating closes the list. (Declared first: on the first run it must not undo the hand-over below.)
  React.useEffect(() => setOpen(false), [pathname])

  // Carry over what the reader did before the script arrived: an open list stays open, focus stays on Menu.
  React.useEffect(() => {
    if (!hydrated) {
      const details = detailsRef.current
      if (details?.open) setOpen(true)
      focusButtonWhenReady.current = details?.contains(document.activeElement) ?? false
    } else if (focusButtonWhenReady.current) {
      focusButtonWhenReady.current = false
      buttonRef.current?.focus()
    }
  }, [hydrated])

  React.useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      const focusWasInside = containerRef.current?.contains(document.activeElement) ?? false
      setOpen(false)
      if (focusWasInside) buttonRef.current?.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])

  const list = (
    <ul
      id={listId}
      hidden={hydrated && !open}
      css={listStyles}
      onClick={event => {
        // A link to the page already shown does not navigate, so close here too.
        if ((event.target as Element).closest("a")) setOpen(false)
      }}
    >
      {links.map(link => (
        <li key={link.label}>
          <MenuLink href={link.href} external={link.external} css={linkStyles}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  )

  if (!hydrated) {
    return (
      <details
        ref={detailsRef}
        css={{ "&[open] [data-when=closed], &:not([open]) [data-when=open]": { display: "none" } }}
      >
        <summary css={toggleStyles}>
          <span data-when="closed" css={iconBox}>
            <MenuIcon size="1.4em" />
          </span>
          <span data-when="open" css={iconBox}>
            <CloseIcon size="1.4em" />
          </span>
          Menu
        </summary>
        {list}
      </details>
    )
  }
  return (
    <div ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        css={toggleStyles}
        onClick={() => setOpen(isOpen => !isOpen)}
      >
        {open ? <CloseIcon size="1.4em" /> : <MenuIcon size="1.4em" />}
        Menu
      </button>
      {list}
    </div>
  )
}

const iconBox = { display: "inline-flex" } as const

const toggleStyles = {
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  minHeight: layout.minTarget,
  margin: `${space.xs} 0`,
  padding: `${space.sm} ${space.md}`,
  border: `${borders.medium} solid ${colors.onPrimaryMuted}`,
  borderRadius: radii.md,
  background: "transparent",
  color: colors.onPrimary,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  "&:hover": { background: colors.primaryDark },
  "&:focus-visible": focusRingOnDark,
} as const

const listStyles = {
  listStyle: "none",
  margin: `0 -${space.md}`,
  padding: `0 0 ${space.sm}`,
  borderTop: `${borders.hairline} solid ${colors.primaryDark}`,
  "&[hidden]": { display: "none" },
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
  "&[aria-current]": { background: colors.primaryDark, borderLeftColor: colors.highlight, fontWeight: 700 },
  "&:focus-visible": { ...focusRingOnDark, outlineOffset: "-4px" },
} as const
