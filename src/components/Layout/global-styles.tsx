import * as React from "react"
import { Global } from "@emotion/react"
import {
  borders,
  colors,
  focusRing,
  fonts,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  media,
  space,
} from "../../theme"
import { fallbackFontFaceCss, webFontFaceCss } from "../../theme/font-faces"

/**
 * The site's typography, defined once: the faces, then every element's look
 * (h1–h4, paragraphs, lists, links, tables, quotations), so a heading or a
 * list looks the same on every page and components only add layout. Running
 * text keeps a readable line length wherever it sits. A page's web fonts come
 * in a style element of their own, after its first paint (gatsby-ssr.tsx);
 * `webFonts` adds them here, where no page script runs (the CMS's previews).
 */
export function GlobalStyles({ webFonts = false }: { webFonts?: boolean }) {
  return (
    <>
      <Global styles={webFonts ? webFontFaceCss + fallbackFontFaceCss : fallbackFontFaceCss} />
      <Global
        styles={{
          "*, *::before, *::after": { boxSizing: "border-box" },
          html: { WebkitTextSizeAdjust: "100%", textSizeAdjust: "100%" },
          body: {
            margin: 0,
            fontFamily: fonts.body,
            fontSize: fontSizes.body,
            fontWeight: fontWeights.regular,
            lineHeight: lineHeights.body,
            color: colors.ink,
            background: colors.paper,
            // A word longer than its line (an address, a heading's long word in large text) breaks rather than
            // running off the screen; "anywhere" lets a box in a row shrink below that word, so nothing pushes the
            // page sideways. Words that fit are never broken.
            overflowWrap: "anywhere",
          },
          "h1, h2, h3, h4": {
            fontFamily: fonts.heading,
            fontWeight: fontWeights.heading,
            lineHeight: lineHeights.heading,
            color: colors.primary,
            // Lines filled in reading order, with no word left alone on the last: "balance" split names across
            // lines to even them out ("The Serving / Team at a glance").
            textWrap: "pretty",
          },
          h1: { fontSize: fontSizes.h1, margin: `0 0 ${space.sm}` },
          h2: { fontSize: fontSizes.h2, margin: `${space.xl} 0 ${space.sm}` },
          h3: { fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: `${space.lg} 0 ${space.xs}` },
          h4: { fontSize: fontSizes.h4, lineHeight: lineHeights.tight, margin: `${space.md} 0 ${space.xs}` },
          "p, ul, ol, dl, blockquote, table": { margin: `0 0 ${space.md}` },
          // A comfortable line length wherever running text sits, however wide its box.
          "p, li, dd, figcaption": { maxWidth: layout.readingWidth },
          "ul, ol": { paddingLeft: space.lg },
          // Breathing room between the items of a list in running text only. A list that a component lays out
          // (a row of tags, the menu bar, a grid of cards) carries a class and spaces its items with `gap`:
          // a margin on every item but the first would set the first one higher than the rest of its row.
          ":is(ul, ol):not([class]) > li + li": { marginTop: space.xs },
          dt: { fontWeight: fontWeights.bold },
          dd: { margin: `0 0 ${space.sm} ${space.lg}` },
          a: { color: colors.link, textUnderlineOffset: "0.15em" },
          "a:hover": { textDecorationThickness: borders.medium },
          blockquote: {
            marginLeft: 0,
            marginRight: 0,
            paddingLeft: space.lg,
            borderLeft: `${borders.thick} solid ${colors.accent}`,
          },
          ":focus-visible": focusRing,
          // Few words to a line (large text on a phone): a heading's long word is hyphenated where the browser
          // knows the language's breaks, instead of being cut at the line's end.
          [media.narrowText]: { "h1, h2, h3, h4": { hyphens: "auto" } },
          [media.reducedMotion]: {
            "*, *::before, *::after": {
              animationDuration: "0.01ms !important",
              animationIterationCount: "1 !important",
              transitionDuration: "0.01ms !important",
            },
          },
        }}
      />
    </>
  )
}
