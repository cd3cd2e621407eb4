import * as React from "react"
import { borders, colors, fontSizes, fontWeights, layout, radii, space, zIndex } from "../../theme"
import { useWording } from "../Wording"

/**
 * The first thing a keyboard user reaches: it jumps over the header and menu
 * to the page's main content. Hidden until it has focus.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { pageTop } = useWording()
  return (
    <a
      href={`#${targetId}`}
      css={{
        position: "absolute",
        left: space.md,
        top: space.sm,
        zIndex: zIndex.skipLink,
        display: "inline-flex",
        alignItems: "center",
        minHeight: layout.minTarget,
        padding: `${space.sm} ${space.md}`,
        background: colors.paper,
        color: colors.link,
        fontSize: fontSizes.body,
        fontWeight: fontWeights.bold,
        border: `${borders.medium} solid ${colors.primary}`,
        borderRadius: radii.sm,
        // Off screen, not display:none, so it stays in the tab order.
        transform: "translateY(-200%)",
        "&:focus": { transform: "none" },
      }}
    >
      {pageTop.skipLink}
    </a>
  )
}
