import * as React from "react"
import { colors, space } from "../../theme"
import { buttonStyles } from "../Button"
import { ExternalLink } from "../ExternalLink"

/** Twitter's embed script; the CSP (netlify.toml) allows exactly this host. */
export const TWITTER_WIDGETS_URL = "https://platform.twitter.com/widgets.js"
const scriptId = "twitter-widgets"

declare global {
  interface Window {
    twttr?: { widgets?: { load(element?: HTMLElement): void } }
  }
}

/** Adds the widgets script once; if it is already there (back on Home), asks it to draw the new timeline. */
function loadTwitterWidgets(container: HTMLElement) {
  if (document.getElementById(scriptId)) {
    window.twttr?.widgets?.load(container)
    return
  }
  const script = document.createElement("script")
  script.id = scriptId
  script.src = TWITTER_WIDGETS_URL
  script.async = true
  script.charset = "utf-8"
  document.body.append(script)
}

/**
 * "Latest Tweets": nothing is fetched from Twitter until the visitor asks, so the
 * page stays light and no one is tracked by default. The plain link to the
 * account is always there, for when the timeline is blocked or fails.
 */
export function TwitterTimeline({ handle, accountUrl }: { handle: string; accountUrl: string }) {
  const [shown, setShown] = React.useState(false)
  const timelineRef = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    if (!shown || !timelineRef.current) return
    loadTwitterWidgets(timelineRef.current)
    // The button has gone: keep the reader's place by moving focus to what replaced it.
    timelineRef.current.focus()
  }, [shown])

  return (
    <div>
      {shown ? (
        <div ref={timelineRef} tabIndex={-1} css={{ maxWidth: "34rem", "&:focus": { outline: "none" } }}>
          <a className="twitter-timeline" href={`https://twitter.com/${handle}`} data-height="600" data-dnt="true">
            Tweets by @{handle}
          </a>
        </div>
      ) : (
        <div css={{ marginBottom: space.md }}>
          <button type="button" css={buttonStyles} onClick={() => setShown(true)}>
            Show the latest tweets
          </button>
          <span css={{ display: "block", marginTop: space.sm, color: colors.inkMuted }}>
            This loads Twitter&apos;s timeline, which may set Twitter&apos;s own cookies.
          </span>
        </div>
      )}
      <p>
        <ExternalLink href={accountUrl}>Follow us on Twitter</ExternalLink>
      </p>
    </div>
  )
}
