import * as React from "react"
import { graphql } from "gatsby"
import { bareList, colors, focusRing, layout, radii, space, visuallyHidden } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { fillIn } from "../../content/template"
import { FacebookIcon, TwitterIcon, YouTubeIcon } from "../Icons"
import { useWording } from "../Wording"

/** What the links need of site.json: the church's everyday name (the list's spoken name) and each address. */
export const socialLinksFields = graphql`
  fragment SocialLinks on SiteFacts {
    everydayName
    social {
      facebook
      twitter
      youtube
    }
  }
`

/** Each network's icon; its spoken name is in data/wording/wording.json under the same key. */
const networkIcons = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  youtube: YouTubeIcon,
} as const

export type SocialNetwork = keyof typeof networkIcons

interface SocialLinksProps {
  /** the networks to show, in order */
  networks: readonly SocialNetwork[]
  /** each network's address (site.json's social links) */
  addresses: Readonly<Record<SocialNetwork, string>>
  tone: "light" | "dark"
  /** the church's everyday name ("St Michael's"), which the list's spoken name holds */
  everydayName: string
  /** emotion passes the `css` prop's class here */
  className?: string
}

/** Icon links to the parish's social media; each opens in a new tab and has a spoken name. */
export function SocialLinks({ networks, addresses, tone, everydayName, className }: SocialLinksProps) {
  const { socialLinks: words } = useWording()
  return (
    <ul
      className={className}
      aria-label={fillIn(words.listName, { name: everydayName })}
      css={{ display: "flex", gap: space.xs, ...bareList }}
    >
      {networks.map(network => {
        const Icon = networkIcons[network]
        const href = addresses[network]
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
                "&:focus-visible": focusRing,
              }}
            >
              <Icon size={26} />
              <span css={visuallyHidden}>{words[network]}</span>
            </ExternalLink>
          </li>
        )
      })}
    </ul>
  )
}
