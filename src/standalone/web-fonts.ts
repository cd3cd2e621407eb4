import { domMarkers, select } from "../dom-markers"

/** What the page made of its web fonts, on their style element's marker: the tests wait for one or the other. */
export const webFontsOutcome = { inUse: "in use", heldBack: "held back" } as const

/**
 * Brings in the web fonts, whose faces are in a style element of their own that applies to nothing (gatsby-ssr.tsx),
 * so the text paints at once in its metric-matched fallbacks. The script runs once that text has painted, or at once
 * coming from another page of the site (its loader: plugins/gatsby-plugin-islands/standalone-loader.ts), and either
 * way the files, even from the cache, come after the first paint. A fallback takes its web font's width to within a
 * fraction of a percent, but a line at the very edge of its column can still break a word differently. So the faces
 * are loaded first, then put in and the page measured in one task, before the browser paints again; if a line on
 * screen would move up or down, they are taken out again and the page keeps its fallbacks. Most pages take them.
 */
export function bringInWebFonts(doc: Document): void {
  const style = doc.querySelector<HTMLStyleElement>(select(domMarkers.webFonts))
  const win = doc.defaultView
  if (!style?.sheet || !win) return
  const settle = (outcome: string) => style.setAttribute(domMarkers.webFonts, outcome)
  const faces = facesOf(style.sheet, win)
  Promise.all(faces.map(face => face.load())).then(
    () => {
      const before = linesOnScreen(doc, win).map(line => ({ line, top: topOf(line) }))
      for (const face of faces) doc.fonts.add(face)
      // Reading a position lays the page out again, now in the web fonts; nothing is painted in between. A word that
      // goes to another line moves a whole line, over a root em; Safari, which has no ascent-override, only sets each
      // run of text a few pixels higher or lower in its own face.
      const halfALine = parseFloat(win.getComputedStyle(doc.documentElement).fontSize) / 2
      const moved = before.some(({ line, top }) => Math.abs(topOf(line) - top) >= halfALine)
      if (moved) for (const face of faces) doc.fonts.delete(face)
      settle(moved ? webFontsOutcome.heldBack : webFontsOutcome.inUse)
    },
    // A file that does not come leaves the page in its fallbacks, as it is.
    () => settle(webFontsOutcome.heldBack),
  )
}

/** The style sheet's @font-face rules as FontFace objects, not yet in the document. */
function facesOf(sheet: CSSStyleSheet, win: Window & typeof globalThis): FontFace[] {
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof win.CSSFontFaceRule)
    .map(({ style }) => {
      const descriptor = (name: string) => style.getPropertyValue(name) || undefined
      const descriptors = {
        style: descriptor("font-style"),
        weight: descriptor("font-weight"),
        unicodeRange: descriptor("unicode-range"),
        // A FontFace descriptor that TypeScript's DOM types do not list yet.
        sizeAdjust: descriptor("size-adjust"),
      }
      const family = style.getPropertyValue("font-family").replace(/^"|"$/g, "")
      return new win.FontFace(family, style.getPropertyValue("src"), descriptors)
    })
}

/** Where a box, or a run of text, starts: its first line's top. */
const topOf = (line: Element | Range) => line.getClientRects()[0]?.top ?? 0

/** Every element shown on screen, and each run of text directly in one: the lines a change of font could move. */
function linesOnScreen(doc: Document, win: Window): (Element | Range)[] {
  const lines: (Element | Range)[] = []
  for (const element of doc.body.querySelectorAll("*")) {
    const { top, bottom, width } = element.getBoundingClientRect()
    if (width === 0 || bottom <= 0 || top >= win.innerHeight) continue
    // A closed menu's links can be laid out but not shown; without checkVisibility (Safari before 17.4) they count too,
    // and at worst the page keeps its fallbacks.
    if (element.checkVisibility?.({ visibilityProperty: true }) === false) continue
    lines.push(element)
    for (const node of element.childNodes)
      if (node.nodeType === node.TEXT_NODE && node.textContent?.trim()) {
        const text = doc.createRange()
        text.selectNodeContents(node)
        lines.push(text)
      }
  }
  return lines
}
