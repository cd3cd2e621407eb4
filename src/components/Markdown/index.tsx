import * as React from "react"
import { markdownToHtml, rowByRowTableClass } from "../../content/markdown"
import { borders, colors, fontSizes, fontWeights, layout, media, radii, space, visuallyHidden } from "../../theme"
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

const hairline = `${borders.hairline} solid ${colors.border}`
const cell = { padding: space.sm, borderBottom: hairline }

/**
 * Few words to a line (a 320 px phone, or large text): a table of class `rowByRowTableClass` (a Markdown table whose
 * rows are a name and its text, or one of the site's whose cells carry their column's name in `data-label`) is read
 * row by row, each row a block with its name in bold first. The column headings stay for screen readers.
 */
const rowByRow = {
  "&, & caption, & tbody, & tr, & th, & td": { display: "block" },
  "& thead": visuallyHidden,
  "& tbody > tr": { padding: `${space.sm} 0`, borderBottom: hairline },
  "& tbody > tr:last-child": { borderBottom: "none" },
  "& th, & td": { padding: `0 ${space.sm}`, borderBottom: "none" },
  "& td[data-label]::before": { content: 'attr(data-label) ": "', fontWeight: fontWeights.bold },
} as const

/** The site's tables: the ones editors write in Markdown and the ones the site makes (the budget). */
export const tableStyles = {
  width: "100%",
  borderCollapse: "collapse",
  margin: `0 0 ${space.lg}`,
  background: colors.paper,
  border: hairline,
  borderRadius: radii.sm,
  // A column is never narrower than its longest word (the page's "anywhere" would let it be squeezed to a letter).
  "& th, & td": { ...cell, textAlign: "left", verticalAlign: "top", overflowWrap: "break-word" },
  "& thead th": { background: colors.paperTint, color: colors.ink, fontWeight: fontWeights.bold },
  // The first cell of a row names the row.
  "& tbody > tr > :first-child": { fontWeight: fontWeights.bold },
  "& caption": { textAlign: "left", fontWeight: fontWeights.bold, padding: `0 0 ${space.xs}`, color: colors.inkMuted },
  [media.narrowText]: {
    [`&.${rowByRowTableClass}`]: rowByRow,
    // Any other table keeps its columns, whose words may then break to fit.
    "& th, & td": { overflowWrap: "anywhere" },
  },
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
