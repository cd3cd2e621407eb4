import * as React from "react"
import { colors, fonts, fontSizes, space } from "../../theme"

/** The one h1 of each page, with an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: React.ReactNode }) {
  return (
    <header css={{ marginBottom: space.xl }}>
      <h1 css={{ fontFamily: fonts.heading, fontSize: fontSizes.h1, color: colors.primary, margin: `0 0 ${space.sm}` }}>
        {title}
      </h1>
      {lead && <p css={{ fontSize: fontSizes.lead, color: colors.inkMuted, margin: 0 }}>{lead}</p>}
    </header>
  )
}
