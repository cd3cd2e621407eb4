import * as React from "react"
import { Link } from "gatsby"
import { colors, space } from "../../theme"
import { buttonStyles } from "../Button"

/**
 * The one action of Venues & Hall Hire, as a button rather than a link in a
 * paragraph: it opens the contact form with the person who takes bookings
 * already chosen (`href`), and says who will answer.
 */
export function AskAboutBooking({ href, who }: { href: string; who: string }) {
  return (
    <p css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `${space.sm} ${space.md}` }}>
      <Link to={href} css={buttonStyles}>
        Ask about booking
      </Link>
      <span css={{ color: colors.inkMuted }}>Answered by {who}.</span>
    </p>
  )
}
