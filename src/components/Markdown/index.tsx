import * as React from "react"
import { markdownToHtml } from "../../content/markdown"
import { borders, colors, fontSizes, fontWeights, layout, radii, space, visuallyHidden } from "../../theme"
import { useWording } from "../Wording"

/**
 * Text an editor wrote in Markdown (a page's text in data/pages/ or data/groups/), as HTML made at build time by
 * src/content/markdown.ts, in the site's own typography: headings, lists and links are the global styles; tables and
 * "> " notes are styled here. What the HTML may hold is what the content check lets through: no raw HTML.
 */
export function Markdown({
  text,
  headingLevel = 2,
  small = false,
  className,
}: {
  text: string
  /** 3 when the text sits under a heading of the page's own */
  headingLevel?: 2 | 3
  /** the small print (a credit line) */
  small?: boolean
  className?: string
}) {
  const { newTab } = useWording()
  const html = React.useMemo(
    () => markdownToHtml(text, { newTabNote: newTab, headingLevel }),
    [text, newTab, headingLevel],
  )
  // Safe: the content check refuses raw HTML, and markdown-it is set to escape any that reached it.
  return (
    <div className={className} css={[markdownStyles, small && smallPrint]} dangerouslySetInnerHTML={{ __html: html }} />
  )
}

const cell = { padding: space.sm, borderBottom: `${borders.hairline} solid ${colors.border}` }

/** The site's tables: the ones editors write in Markdown and the ones the site makes (the budget). */
export const tableStyles = {
  width: "100%",
  borderCollapse: "collapse",
  margin: `0 0 ${space.lg}`,
  background: colors.paper,
  border: `${borders.hairline} solid ${colors.border}`,
  borderRadius: radii.sm,
  "& th, & td": { ...cell, textAlign: "left", verticalAlign: "top" },
  "& thead th": { background: colors.paperTint, color: colors.ink, fontWeight: fontWeights.bold },
  // The first cell of a row names the row.
  "& tbody > tr > :first-child": { fontWeight: fontWeights.bold },
  "& caption": { textAlign: "left", fontWeight: fontWeights.bold, padding: `0 0 ${space.xs}`, color: colors.inkMuted },
} as const

const markdownStyles = {
  maxWidth: layout.readingWidth,
  "& > :first-child": { marginTop: 0 },
  "& > :last-child": { marginBottom: 0 },
  "& .visually-hidden": visuallyHidden,
  "& table": tableStyles,
  // A "> " note: the one thing a reader must not miss on the page.
  "& .note": {
    background: colors.paperTint,
    borderLeft: `${borders.thick} solid ${colors.accent}`,
    borderRadius: radii.sm,
    padding: `${space.md} ${space.lg}`,
    margin: `0 0 ${space.lg}`,
    "& > :last-child": { marginBottom: 0 },
  },
} as const

const smallPrint = { fontSize: fontSizes.small, color: colors.inkMuted } as const
