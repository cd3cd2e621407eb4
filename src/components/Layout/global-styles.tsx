import * as React from "react"
import { Global } from "@emotion/react"
import { colors, focusRing, fonts, fontSizes, media } from "../../theme"

/** Page-wide basics: no default body margin, readable type, one visible focus ring, calm motion. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        "*, *::before, *::after": { boxSizing: "border-box" },
        html: { WebkitTextSizeAdjust: "100%", textSizeAdjust: "100%" },
        body: {
          margin: 0,
          fontFamily: fonts.body,
          fontSize: fontSizes.body,
          lineHeight: 1.6,
          color: colors.ink,
          background: colors.paper,
        },
        a: { color: colors.link },
        ":focus-visible": focusRing,
        [media.reducedMotion]: {
          "*, *::before, *::after": {
            animationDuration: "0.01ms !important",
            animationIterationCount: "1 !important",
            transitionDuration: "0.01ms !important",
          },
        },
      }}
    />
  )
}
