import * as React from "react"
import { borders, colors, fonts, fontSizes, radii, space } from "../../theme"

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

function useContentProblems(): ContentProblemsPayload | undefined {
  const [payload, setPayload] = React.useState<ContentProblemsPayload>()
  React.useEffect(() => {
    let stopped = false
    const ask = () =>
      fetch(CONTENT_PROBLEMS_PATH, { cache: "no-store" })
        .then(response => (response.ok ? (response.json() as Promise<ContentProblemsPayload>) : undefined))
        .then(next => !stopped && next && setPayload(next))
        .catch(() => undefined)
    void ask()
    const timer = setInterval(ask, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  return payload
}

function ProblemList({ heading, lines, tone }: { heading: string; lines: string[]; tone: string }) {
  return (
    <>
      <p css={{ fontWeight: 700, margin: `0 0 ${space.sm}` }}>{heading}</p>
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

function DevelopContentProblems({ pageFailed = false }: { pageFailed?: boolean }) {
  const payload = useContentProblems()
  if (!payload || (payload.problems.length === 0 && payload.warnings.length === 0 && !pageFailed)) return null
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
          ? "The website cannot show these files until they are fixed, and it would not publish them. "
          : ""}
        Each line names the file, then the field, then what to do. Fix the file and save it: this page updates by
        itself. CONTENT.md explains every field.
      </p>
      {problems.length > 0 && <ProblemList heading="To fix:" lines={problems} tone={colors.error} />}
      {warnings.length > 0 && <ProblemList heading="To look at (the site is still built):" lines={warnings} tone={colors.ink} />}
      {pageFailed && (
        <p css={{ margin: 0, fontWeight: 700 }}>
          This page cannot be shown until the files above are fixed.
        </p>
      )}
    </section>
  )
}

/** If the page itself cannot be drawn (its content is missing), say so in the panel rather than crash. */
class PageBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <DevelopContentProblems pageFailed /> : this.props.children
  }
}

/** Around every page under `npm start`: the panel above it, and the boundary around it. */
function DevelopContentCheck({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  return (
    <>
      <DevelopContentProblems />
      {/* A new page gets a fresh boundary: one that failed earlier must not hide a page that works. */}
      <PageBoundary key={pathname}>{children}</PageBoundary>
    </>
  )
}

const Passthrough = ({ children }: { children: React.ReactNode; pathname: string }) => <>{children}</>

export const ContentCheck = process.env.NODE_ENV === "development" ? DevelopContentCheck : Passthrough
