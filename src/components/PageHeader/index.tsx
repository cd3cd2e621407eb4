import * as React from "react"
import { colors, fontSizes, layout, space, type Space } from "../../theme"
import { pageTitleId } from "../../dom-markers"

/**
 * The one h1 of each page, with an optional lead paragraph. After navigating
 * within the site, focus moves to this heading (src/standalone/page-frame.ts), so a
 * screen reader announces the new page and Tab continues from its top.
 */
export function PageHeader({
  title,
  lead,
  spaceBelow = "xl",
  wide = false,
}: {
  title: string
  lead?: React.ReactNode
  /** the room before the page's content: Home's is smaller, to keep its "Join us" panel on a phone's first screen */
  spaceBelow?: Space
  /** the heading across the page's width (Home's welcome), not held to a reading width; the lead still is */
  wide?: boolean
}) {
  return (
    <header css={{ marginBottom: space[spaceBelow], maxWidth: wide ? undefined : layout.readingWidth }}>
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
      {lead && <p css={leadStyle}>{lead}</p>}
    </header>
  )
}

const leadStyle = {
  fontSize: fontSizes.lead,
  color: colors.inkMuted,
  margin: 0,
  maxWidth: layout.readingWidth,
} as const
