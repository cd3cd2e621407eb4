import * as React from "react"
import { graphql } from "gatsby"
import type { SocialNetwork } from "../../content/social-networks"
import { bareList, colors, focusRing, layout, radii, space, visuallyHidden } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { fillIn } from "../../content/template"
import {
  BlueskyIcon,
  FacebookIcon,
  InstagramIcon,
  LinkIcon,
  MastodonIcon,
  ThreadsIcon,
  TikTokIcon,
  WhatsAppIcon,
  XIcon,
  YouTubeIcon,
} from "../Icons"
import { useWording } from "../Wording"

/** What the links need of site.json: the church's everyday name (the list's spoken name) and each account. */
export const socialLinksFields = graphql`
  fragment SocialLinks on SiteFacts {
    everydayName
    social {
      ...SocialAccount
    }
  }
  fragment SocialAccount on SiteFactsSocial {
    network
    name
    url
    inHeader
  }
`

export type SocialAccount = Queries.SocialAccountFragment

/** Each network's icon (site.json's `social[].network`); a plain link has the generic one. */
const networkIcons: Record<SocialNetwork, (props: { size?: number }) => React.ReactElement> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  x: XIcon,
  tiktok: TikTokIcon,
  whatsapp: WhatsAppIcon,
  mastodon: MastodonIcon,
  threads: ThreadsIcon,
  bluesky: BlueskyIcon,
  link: LinkIcon,
}

// The check allows only the networks above; an unknown one (never from checked content) still gets a link icon.
const iconOf = (network: string) => networkIcons[network as SocialNetwork] ?? LinkIcon

interface SocialLinksProps {
  /** the accounts to show, in order (site.json's `social`) */
  accounts: readonly SocialAccount[]
  tone: "light" | "dark"
  /** the church's everyday name (site.json's everydayName), which the list's spoken name holds */
  everydayName: string
  /** emotion passes the `css` prop's class here */
  className?: string
}

/** Icon links to the parish's social media; each opens in a new tab and is read out by its name. None: nothing. */
export function SocialLinks({ accounts, tone, everydayName, className }: SocialLinksProps) {
  const { socialLinks: words } = useWording()
  if (accounts.length === 0) return null
  return (
    <ul
      className={className}
      aria-label={fillIn(words.listName, { name: everydayName })}
      css={{ display: "flex", flexWrap: "wrap", gap: space.xs, ...bareList }}
    >
      {accounts.map(account => {
        const Icon = iconOf(account.network)
        return (
          <li key={account.url}>
            <ExternalLink
              href={account.url}
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
              <span css={visuallyHidden}>{account.name}</span>
            </ExternalLink>
          </li>
        )
      })}
    </ul>
  )
}
