/* eslint-disable react/jsx-no-literals, no-restricted-syntax -- The words stay here, not in data/: this box is for
   editors under `npm start` (never in a built page), and it must still speak when the broken file is
   data/wording/wording.json itself. */
import * as React from "react"
import { borders, colors, fonts, fontSizes, radii, space, fontWeights } from "../../theme"

/**
 * `npm start` only: the content check's messages on the page the editor is looking at, the same lines the
 * terminal prints (gatsby/content-watch.ts), updated a moment after each save. Production builds never render it:
 * there a mistake stops the build instead.
 */
const CONTENT_PROBLEMS_PATH = "/__content-problems"
const POLL_MS = 1500

interface ContentProblemsPayload {
  problems: string[]
  warnings: string[]
}

/** The latest lines, asked for every POLL_MS. */
function useContentProblems(): { payload: ContentProblemsPayload | undefined } {
  const [state, setState] = React.useState<{ payload?: ContentProblemsPayload }>({})
  React.useEffect(() => {
    let stopped = false
    const ask = () =>
      fetch(CONTENT_PROBLEMS_PATH, { cache: "no-store" })
        .then(response => (response.ok ? (response.json() as Promise<ContentProblemsPayload>) : undefined))
        .then(next => !stopped && next && setState({ payload: next }))
        .catch(() => undefined)
    void ask()
    const timer = setInterval(ask, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  return { payload: state.payload }
}

function ProblemList({ heading, lines, tone }: { heading: string; lines: string[]; tone: string }) {
  return (
    <>
      <p css={{ fontWeight: fontWeights.bold, margin: `0 0 ${space.sm}` }}>{heading}</p>
      <ul css={{ margin: `0 0 ${space.md}`, paddingLeft: space.lg }}>
        {lines.map(line => (
          <li key={line} css={{ fontFamily: "ui-monospace, monospace", color: tone, overflowWrap: "anywhere" }}>
            {line}
          </li>
        ))}
      </ul>
    </>
  )
}

function DevelopContentProblems({ payload }: { payload: ContentProblemsPayload | undefined }) {
  if (!payload || (payload.problems.length === 0 && payload.warnings.length === 0)) return null
  const { problems, warnings } = payload
  return (
    <section
      role="status"
      aria-labelledby="content-problems-heading"
      data-testid="content-problems"
      css={{
        fontFamily: fonts.body,
        background: colors.paper,
        border: `${borders.thick} solid ${problems.length ? colors.error : colors.accent}`,
        borderRadius: radii.md,
        padding: space.lg,
        margin: space.md,
      }}
    >
      <h2
        id="content-problems-heading"
        css={{ fontFamily: fonts.heading, fontSize: fontSizes.h3, margin: `0 0 ${space.sm}` }}
      >
        {problems.length ? "Something in data/ needs fixing" : "Something in data/ to look at"}
      </h2>
      <p css={{ margin: `0 0 ${space.md}` }}>
        {problems.length
          ? "Until they are fixed, what these files hold is left out of the pages (site.json and menu.json show their last correct version), and the website would not publish any change. "
          : ""}
        Each line names the file, then the field, then what to do. Fix the file and save it: this page updates by
        itself. CONTENT.md explains every field.
      </p>
      {problems.length > 0 && <ProblemList heading="To fix:" lines={problems} tone={colors.error} />}
      {warnings.length > 0 && (
        <ProblemList heading="To look at (the site is still built):" lines={warnings} tone={colors.ink} />
      )}
    </section>
  )
}

/** Above every page under `npm start`. */
function DevelopContentCheck({ children }: { children: React.ReactNode }) {
  const { payload } = useContentProblems()
  return (
    <>
      <DevelopContentProblems payload={payload} />
      {children}
    </>
  )
}

const Passthrough = ({ children }: { children: React.ReactNode }) => <>{children}</>

export const ContentCheck = process.env.NODE_ENV === "development" ? DevelopContentCheck : Passthrough
