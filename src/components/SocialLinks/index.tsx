import * as React from "react"
import { bareList, colors, focusRing, focusRingOnDark, layout, radii, space, visuallyHidden } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { FacebookIcon, TwitterIcon, YouTubeIcon } from "../Icons"

const networks = {
  facebook: { name: "Facebook", Icon: FacebookIcon },
  twitter: { name: "Twitter", Icon: TwitterIcon },
  youtube: { name: "YouTube", Icon: YouTubeIcon },
} as const

export type SocialNetwork = keyof typeof networks

interface SocialLinksProps {
  /** the networks to show, in order, with their addresses (from site.json) */
  links: readonly { network: SocialNetwork; href: string }[]
  tone: "light" | "dark"
  /** names the list for screen readers, e.g. "St Michael's on social media" */
  label: string
}

/** Icon links to the parish's social media; each opens in a new tab and has a spoken name. */
export function SocialLinks({ links, tone, label }: SocialLinksProps) {
  return (
    <ul aria-label={label} css={{ display: "flex", gap: space.xs, ...bareList }}>
      {links.map(({ network, href }) => {
        const { name, Icon } = networks[network]
        return (
          <li key={network}>
            <ExternalLink
              href={href}
              css={{
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
                width: layout.minTarget,
                height: layout.minTarget,
                borderRadius: radii.md,
                color: tone === "light" ? colors.primary : colors.onPrimary,
                "&:hover": { background: tone === "light" ? colors.primaryTint : colors.primary },
                "&:focus-visible": tone === "light" ? focusRing : focusRingOnDark,
              }}
            >
              <Icon size={26} />
              <span css={visuallyHidden}>{name}</span>
            </ExternalLink>
          </li>
        )
      })}
    </ul>
  )
}
