import * as React from "react"
import { fillIn } from "../../content/template"
import { colors, space } from "../../theme"
import { buttonStyles } from "../Button"
import { ExternalLink } from "../ExternalLink"
import { domMarkers, scriptOwnedContent } from "../../dom-markers"

export { TWITTER_WIDGETS_URL } from "../../dom-markers"

/**
 * An X account's timeline in Home's social media box (src/components/SocialBox), when site.json's entry for the
 * account asks for it (`embed`): nothing is fetched from X until the visitor asks, so the
 * page stays light and no one is tracked by default. The offer (button and
 * note) is hidden until the standalone script runs (src/standalone/load-on-request.ts),
 * which draws the timeline into the empty box below it when the button is
 * pressed. The plain link to the account is always there, for when there is no
 * script or the timeline is blocked or fails.
 */
export function TwitterTimeline({
  handle,
  accountUrl,
  words,
  followLink,
}: {
  handle: string
  accountUrl: string
  /** data/pages/home.md: the button, the note beside it and the link the script adds */
  words: Pick<Queries.SocialBoxWordsFragment, "show" | "note" | "timelineLink">
  /** the words of the plain link to the account ("Follow us on Twitter") */
  followLink: string
}) {
  return (
    <div
      {...{ [domMarkers.twitterTimeline]: "" }}
      data-handle={handle}
      data-timeline-label={fillIn(words.timelineLink, { handle })}
    >
      <div
        hidden
        {...{ [domMarkers.twitterOffer]: "" }}
        css={{ marginBottom: space.md, "&[hidden]": { display: "none" } }}
      >
        <button type="button" css={buttonStyles}>
          {words.show}
        </button>
        <span css={{ display: "block", marginTop: space.sm, color: colors.inkMuted }}>{words.note}</span>
      </div>
      <div
        tabIndex={-1}
        {...{ [domMarkers.twitterSlot]: "" }}
        css={{ maxWidth: "34rem", "&:focus": { outline: "none" } }}
        {...scriptOwnedContent()}
      />
      <p css={{ marginBottom: 0 }}>
        <ExternalLink href={accountUrl}>{followLink}</ExternalLink>
      </p>
    </div>
  )
}
