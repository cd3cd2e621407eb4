/**
 * The social networks site.json may list (`social`): each has an icon in src/components/Icons, and one, X, has an
 * embed the site can show (its timeline, loaded only when a visitor asks). `link` is any other website, with the
 * generic link icon. An embed's hosts are the only ones the Content-Security-Policy adds for it, and only when an
 * entry chose that embed (gatsby/content-security-policy.ts).
 */
export const socialNetworks = [
  "facebook",
  "instagram",
  "youtube",
  "x",
  "tiktok",
  "whatsapp",
  "mastodon",
  "threads",
  "bluesky",
  "link",
] as const

export type SocialNetwork = (typeof socialNetworks)[number]

/** The Content-Security-Policy directives an embed needs beyond the site's own, by the directive's name. */
export type EmbedSources = Partial<Record<"script-src" | "img-src" | "frame-src", readonly string[]>>

/** The networks with an embed, and what each embed loads. */
export const embeds = {
  x: {
    "script-src": ["https://platform.twitter.com"],
    "img-src": ["https://pbs.twimg.com", "https://syndication.twitter.com"],
    "frame-src": ["https://platform.twitter.com", "https://syndication.twitter.com"],
  },
} as const satisfies Partial<Record<SocialNetwork, EmbedSources>>

export type EmbedNetwork = keyof typeof embeds

export const hasEmbed = (network: string): network is EmbedNetwork => Object.hasOwn(embeds, network)

/** The networks whose account name the site needs: X's, for `twitter:site` and its timeline. */
export const needsAccount: readonly SocialNetwork[] = ["x"]

/** An entry of site.json's `social` list, as far as these rules need it. */
interface SocialEntryLike {
  network: string
  embed?: boolean | null
}

/** The embeds the editor chose, each network once: what the Home box shows and the policy allows. */
export const chosenEmbeds = (social: readonly SocialEntryLike[] | null | undefined): EmbedNetwork[] => [
  ...new Set((social ?? []).flatMap(entry => (entry.embed && hasEmbed(entry.network) ? [entry.network] : []))),
]
