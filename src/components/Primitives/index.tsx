import * as React from "react"
import { layout, media, space } from "../../theme"

type Space = keyof typeof space

/**
 * Layout primitives: the page's centred column, vertical rhythm, and the
 * content-plus-aside layout. Components use these instead of writing their own
 * widths and margins, so every page lines up and spacing comes from the scale.
 */

/** The centred column every band of the page (header, main, footer) sits in. */
export function Container({
  as: Element = "div",
  children,
  className,
}: {
  as?: "div" | "main" | "section" | "header" | "footer" | "nav"
  children: React.ReactNode
  /** emotion passes the `css` prop's class here */
  className?: string
}) {
  return (
    <Element className={className} css={containerStyles}>
      {children}
    </Element>
  )
}

export const containerStyles = {
  width: "100%",
  maxWidth: layout.maxWidth,
  marginLeft: "auto",
  marginRight: "auto",
  paddingLeft: space.md,
  paddingRight: space.md,
} as const

/**
 * Children one above the other, `gap` apart (from the spacing scale). Their
 * own top and bottom margins, and their first heading's, are set aside, so the
 * gap is the only space.
 */
export function Stack({
  gap = "xl",
  children,
  className,
}: {
  gap?: Space
  children: React.ReactNode
  className?: string
}) {
  return (
    <div
      className={className}
      css={{
        display: "flex",
        flexDirection: "column",
        gap: space[gap],
        "& > *": { marginTop: 0, marginBottom: 0 },
        // A section's opening heading starts at the gap too, not a heading's margin below it.
        "& > * > :is(h2, h3):first-child": { marginTop: 0 },
      }}
    >
      {children}
    </div>
  )
}

/**
 * Running text with an aside beside it on wide screens (below it on phones):
 * the text keeps a readable line length and the aside uses the rest of the
 * width, so a desktop does not leave half the page empty.
 */
export function WithAside({ children, aside }: { children: React.ReactNode; aside: React.ReactNode }) {
  return (
    <div
      css={{
        display: "grid",
        gap: space.xl,
        alignItems: "start",
        [media.desktop]: {
          gridTemplateColumns: `minmax(0, ${layout.readingWidth}) minmax(16rem, 1fr)`,
          columnGap: space.xxl,
        },
      }}
    >
      <div css={{ minWidth: 0, "& > :first-child, & > :first-child > h2:first-child": { marginTop: 0 } }}>
        {children}
      </div>
      <div css={{ minWidth: 0, "& > :first-child, & > :first-child > h2:first-child": { marginTop: 0 } }}>{aside}</div>
    </div>
  )
}
