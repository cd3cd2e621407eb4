import * as React from "react"
import { graphql } from "gatsby"
import { fillIn } from "../../content/template"
import { chosenEmbeds } from "../../content/social-networks"
import { bareList, colors, fontSizes, space } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { Panel } from "../Primitives"
import { TwitterTimeline } from "../TwitterTimeline"

export const socialBoxFields = graphql`
  fragment SocialBoxWords on HomePageSocial {
    heading
    follow
    show
    note
    timelineLink
  }
  fragment SocialBoxAccounts on SiteFacts {
    social {
      network
      name
      url
      account
      embed
    }
  }
`

type SocialAccount = NonNullable<Queries.SocialBoxAccountsFragment["social"]>[number]
type Words = Queries.SocialBoxWordsFragment

const headingId = "social-media"

/**
 * Home's social media box, from site.json's `social` list and home.md's words: the posts of each account whose
 * entry asks for them (`embed`; today an X timeline, loaded only when the visitor asks), or else a "Follow us on …"
 * link to each account. No accounts, no box.
 */
export function SocialBox({ accounts, words }: { accounts: readonly SocialAccount[]; words: Words }) {
  if (accounts.length === 0) return null
  const followLink = (account: SocialAccount) => fillIn(words.follow, { network: account.name })
  const embedded = accounts.filter(account => chosenEmbeds([account]).length > 0)
  return (
    <Panel as="section" aria-labelledby={headingId} css={{ fontSize: fontSizes.small, color: colors.inkMuted }}>
      <h2 id={headingId}>{words.heading}</h2>
      {embedded.length > 0 ? (
        embedded.map(account =>
          // The check gives every X entry its account name; without one there is no timeline to draw.
          account.account ? (
            <TwitterTimeline
              key={account.url}
              handle={account.account}
              accountUrl={account.url}
              words={words}
              followLink={followLink(account)}
            />
          ) : null,
        )
      ) : (
        <ul css={{ ...bareList, display: "grid", gap: space.xs }}>
          {accounts.map(account => (
            <li key={account.url}>
              <ExternalLink href={account.url}>{followLink(account)}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
