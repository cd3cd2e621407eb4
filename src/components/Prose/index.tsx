import * as React from "react"
import { borders, colors, fontWeights, layout, radii, space } from "../../theme"

/**
 * Running text of the fixed-text pages at a comfortable line length. The
 * type itself (headings, lists, tables) is the site's global typography
 * (src/components/Layout/global-styles.tsx), so it matches every other page.
 */
export function Prose({ children }: { children: React.ReactNode }) {
  return (
    <div
      css={{
        maxWidth: layout.readingWidth,
        "& > section:first-of-type > h2": { marginTop: 0 },
      }}
    >
      {children}
    </div>
  )
}

/** The id a heading gets from its text, e.g. "Your rights" → "your-rights". */
export function headingId(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

/**
 * One h2 section. The heading names the section (a labelled region), and its
 * id lets other pages and the reader link straight to it.
 */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = headingId(title)
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** A simple table of facts, with a visible caption, that stays inside a phone's width. */
export function FactTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly string[]
  /** the first cell of each row heads that row */
  rows: readonly (readonly React.ReactNode[])[]
}) {
  const cell = { padding: `${space.sm} ${space.sm}`, borderBottom: `${borders.hairline} solid ${colors.border}` }
  return (
    <table
      css={{
        width: "100%",
        borderCollapse: "collapse",
        margin: `0 0 ${space.lg}`,
        background: colors.paper,
        border: `${borders.hairline} solid ${colors.border}`,
        borderRadius: radii.sm,
        "& th, & td": { ...cell, textAlign: "left", verticalAlign: "top" },
        "& thead th": { background: colors.paperTint, color: colors.ink },
        "& tbody th": { fontWeight: fontWeights.bold },
      }}
    >
      <caption
        css={{ textAlign: "left", fontWeight: fontWeights.bold, padding: `0 0 ${space.xs}`, color: colors.inkMuted }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map(column => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((value, columnIndex) =>
              columnIndex === 0 ? (
                <th key={columnIndex} scope="row">
                  {value}
                </th>
              ) : (
                <td key={columnIndex}>{value}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A tinted panel for the one thing a reader must not miss on a page, e.g. that a scheme has closed. */
export function Callout({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <aside
      aria-label={label}
      css={{
        background: colors.paperTint,
        borderLeft: `${borders.thick} solid ${colors.accent}`,
        borderRadius: radii.sm,
        padding: `${space.md} ${space.lg}`,
        margin: `0 0 ${space.lg}`,
        "& p:last-child": { marginBottom: 0 },
      }}
    >
      {children}
    </aside>
  )
}
