import * as React from "react"
import { createRoot } from "react-dom/client"
import { buttonStyles } from "../components/Button"
import { siteStatusSchema, type SiteStatus } from "../site-status/answer"
import { borders, colors, fonts, fontSizes, fontWeights, lineHeights, radii, shadows, space, spreadRow } from "../theme"
import { SITE_STATUS_ID, SITE_STATUS_PATH } from "./admin-page"
import { identityWidget, type IdentityUser } from "./identity-widget"
import { statusLines } from "./site-status-lines"
import { siteStatusWords as words } from "./site-status-words"

/**
 * The site's status for a signed-in editor, in a corner of /admin: the page's own element (admin-page.ts), outside
 * Decap's, as the refused-save panel is. It asks /admin/status with the editor's Identity token when they sign in,
 * and empties when they sign out; nobody else ever sees it. One line says "all well" or how many things need a
 * person; those things are listed, each with what to do, and open by themselves.
 */

export type PanelState =
  | { kind: "checking" }
  | { kind: "status"; status: SiteStatus }
  | { kind: "unavailable"; signInAgain: boolean }
  | { kind: "on this computer" }

const headingId = `${SITE_STATUS_ID}-heading`
const detailsId = `${SITE_STATUS_ID}-details`

function summaryOf(state: PanelState) {
  if (state.kind === "checking") return { text: words.checking, needPerson: 0 }
  if (state.kind === "unavailable") return { text: words.unavailable, needPerson: 0 }
  if (state.kind === "on this computer") return { text: words.onThisComputer, needPerson: 0 }
  const count = statusLines(state.status).needPerson.length
  return { text: count ? words.needPeople(count) : words.allWell, needPerson: count }
}

function Details({ state, onCheckAgain }: { state: PanelState; onCheckAgain(): void }) {
  if (state.kind === "on this computer") return <p>{words.onThisComputerNote}</p>
  if (state.kind === "checking") return null
  if (state.kind === "unavailable") return <p>{state.signInAgain ? words.signInAgain : words.unavailableTodo}</p>
  const { needPerson, facts } = statusLines(state.status)
  return (
    <>
      {needPerson.length ? (
        <ul css={{ display: "flex", flexDirection: "column", gap: space.sm, margin: 0, paddingLeft: space.lg }}>
          {needPerson.map(({ what, todo }) => (
            <li key={what}>
              {what}
              {todo ? (
                <>
                  {" "}
                  <strong css={{ fontWeight: fontWeights.bold }}>{todo}</strong>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ul css={{ margin: 0, paddingLeft: space.lg, color: colors.inkMuted }}>
        {[...facts, words.checkedAt(state.status.at)].map(fact => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <button type="button" onClick={onCheckAgain} css={{ ...buttonStyles, alignSelf: "flex-start" }}>
        {words.checkAgain}
      </button>
    </>
  )
}

/** The panel: its summary line always, the details when open (at first, open exactly when something needs a person). */
export function SiteStatusPanel({ state, onCheckAgain }: { state: PanelState; onCheckAgain(): void }) {
  const summary = summaryOf(state)
  const [chosen, setChosen] = React.useState<boolean>()
  const open = chosen ?? summary.needPerson > 0
  return (
    <section
      aria-labelledby={headingId}
      css={{
        position: "fixed",
        zIndex: 9000,
        right: space.md,
        bottom: space.md,
        maxWidth: `min(36rem, calc(100% - 2 * ${space.md}))`,
        maxHeight: "50vh",
        overflow: "auto",
        display: "flex",
        flexDirection: "column",
        gap: space.sm,
        padding: `${space.sm} ${space.md}`,
        background: colors.paper,
        color: colors.ink,
        border: summary.needPerson
          ? `${borders.thick} solid ${colors.error}`
          : `${borders.medium} solid ${colors.border}`,
        borderRadius: radii.md,
        boxShadow: shadows.panel,
        fontFamily: fonts.body,
        fontSize: fontSizes.small,
        lineHeight: lineHeights.body,
        "& p": { margin: 0 },
      }}
    >
      <div css={{ ...spreadRow, flexWrap: "wrap", gap: space.sm }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: fontSizes.small, fontWeight: fontWeights.regular }}>
          <strong css={{ fontWeight: fontWeights.bold }}>{words.heading}:</strong>{" "}
          <span css={summary.needPerson ? { color: colors.error, fontWeight: fontWeights.bold } : {}}>
            {summary.text}
          </span>
        </h2>
        {state.kind === "checking" ? null : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setChosen(!open)}
            css={buttonStyles}
          >
            {open ? words.hide : words.show}
          </button>
        )}
      </div>
      <div
        id={detailsId}
        hidden={!open}
        css={{ display: open ? "flex" : "none", flexDirection: "column", gap: space.sm }}
      >
        <Details state={state} onCheckAgain={onCheckAgain} />
      </div>
    </section>
  )
}

/** Asks for the status with the editor's token. */
async function fetchStatus(user: IdentityUser, fetchStatusPath: typeof fetch): Promise<PanelState> {
  try {
    const response = await fetchStatusPath(SITE_STATUS_PATH, {
      headers: { Authorization: `Bearer ${await user.jwt()}`, Accept: "application/json" },
      cache: "no-store",
    })
    if (response.status === 401) return { kind: "unavailable", signInAgain: true }
    if (!response.ok) return { kind: "unavailable", signInAgain: false }
    return { kind: "status", status: siteStatusSchema.parse(await response.json()) }
  } catch {
    return { kind: "unavailable", signInAgain: false }
  }
}

/**
 * The panel in the page's element: shown to an editor signed in with Netlify Identity (when the widget starts with
 * them signed in, or when they sign in), emptied when they sign out. On this computer (`npm run cms`, no Identity) it
 * says where the status shows instead.
 */
export function siteStatusPanel(window: Window, { onThisComputer }: { onThisComputer: boolean }) {
  const { document } = window
  const element =
    document.getElementById(SITE_STATUS_ID) ??
    document.body.appendChild(Object.assign(document.createElement("div"), { id: SITE_STATUS_ID }))
  const root = createRoot(element)
  const render = (state: PanelState | undefined, user?: IdentityUser) =>
    root.render(state ? <SiteStatusPanel state={state} onCheckAgain={() => user && void show(user)} /> : null)
  let current: IdentityUser | undefined
  async function show(user: IdentityUser) {
    current = user
    render({ kind: "checking" }, user)
    const state = await fetchStatus(user, window.fetch.bind(window))
    // Signed out, or signed in again, meanwhile: that answer is for nobody now.
    if (current === user) render(state, user)
  }
  if (onThisComputer) return render({ kind: "on this computer" })
  const identity = identityWidget(window)
  if (!identity) return
  const hide = () => {
    current = undefined
    render(undefined)
  }
  // The widget may tell of the same sign-in more than once (its start, then Decap's): one question each.
  const showFor = (user: IdentityUser) => {
    if (current !== user) void show(user)
  }
  identity.on("init", user => (user ? showFor(user) : hide()))
  identity.on("login", showFor)
  identity.on("logout", hide)
  const signedIn = identity.currentUser()
  if (signedIn) showFor(signedIn)
}
