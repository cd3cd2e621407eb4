import * as React from "react"
import { colors, fontSizes, layout, space } from "../../theme"
import { pageTitleId } from "../../dom-markers"

/**
 * The one h1 of each page, with an optional lead paragraph. After navigating
 * within the site, focus moves to this heading (src/standalone/page-frame.ts), so a
 * screen reader announces the new page and Tab continues from its top.
 */
export function PageHeader({ title, lead }: { title: string; lead?: React.ReactNode }) {
  return (
    <header css={{ marginBottom: space.xl, maxWidth: layout.readingWidth }}>
      <h1
        id={pageTitleId}
        tabIndex={-1}
        css={{
          margin: `0 0 ${space.sm}`,
          // Focused by script, not by the reader: the heading itself needs no ring.
          "&:focus": { outline: "none" },
        }}
      >
        {title}
      </h1>
      {lead && <p css={{ fontSize: fontSizes.lead, color: colors.inkMuted, margin: 0 }}>{lead}</p>}
    </header>
  )
}
