import * as React from "react"
import { visuallyHidden } from "../../theme"
import { useWording } from "../Wording"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }

/**
 * A link to another site. It opens in a new tab (docs/requirements.md#layout), and says so to
 * screen-reader users, who would otherwise not know they have left the tab.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { newTab } = useWording()
  return (
    <a {...props} target="_blank" rel="noopener">
      {children}
      <span css={visuallyHidden}> {newTab}</span>
    </a>
  )
}
