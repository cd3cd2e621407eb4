import * as React from "react"
import { colors, fonts, fontSizes, layout, space } from "../../theme"

/**
 * The shared page frame: header, main and footer. The header's navigation and
 * the footer's full contents are built on top of this frame.
 */
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  return (
    <div
      data-pathname={pathname}
      css={{
        fontFamily: fonts.body,
        fontSize: fontSizes.body,
        lineHeight: 1.6,
        color: colors.ink,
        background: colors.paper,
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
      }}
    >
      <main id="main" css={{ flex: 1, width: "100%", maxWidth: layout.maxWidth, margin: "0 auto", padding: space.lg }}>
        {children}
      </main>
    </div>
  )
}
