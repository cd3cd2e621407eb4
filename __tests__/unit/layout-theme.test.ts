import { contrastPairs } from "../../src/theme"

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map(start => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!
}

const contrast = (first: string, second: string) => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

describe("the theme", () => {
  it("computes contrast as WCAG does (black on white is 21:1, purple on white about 11:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5)
    expect(contrast("#4b2a6e", "#ffffff")).toBeGreaterThan(11)
  })

  // Many readers are older: every text pair meets WCAG AAA (7:1); rings and shapes meet WCAG's 3:1 for non-text.
  const minimumFor = { text: 7, "non-text": 3 } as const
  it.each(contrastPairs.map(pair => [pair.use, pair.kind, pair]))(
    "contrast is enough for %s (%s)",
    (_use, _kind, pair) => {
      expect(contrast(pair.foreground, pair.background)).toBeGreaterThanOrEqual(minimumFor[pair.kind])
    },
  )
})
