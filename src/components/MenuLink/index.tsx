import * as React from "react"
import { ExternalLink } from "../ExternalLink"
import { ariaCurrent, useCurrentness } from "../Navigation/current-page"

type MenuLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string
  /** an outside address: opens in a new tab */
  external?: boolean
}

/**
 * A link in the menus or footer: a plain <a href>, an ordinary page load (built
 * pages ship no framework to navigate client-side, see
 * plugins/gatsby-plugin-islands), marked aria-current="page" on the
 * page itself and aria-current="true" on a page under it (spec: "the current
 * menu item is highlighted"; Home only on an exact match).
 */
export function MenuLink({ href, external = false, children, ...props }: MenuLinkProps) {
  const current = useCurrentness(external ? undefined : href)
  if (external) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    )
  }
  return (
    <a href={href} {...props} aria-current={ariaCurrent(current)}>
      {children}
    </a>
  )
}
