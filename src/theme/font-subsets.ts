/**
 * What each self-hosted font file holds. The build (gatsby/font-subsets.ts) cuts every file from its @fontsource
 * package's Latin file into src/theme/fonts/ before anything is bundled; src/theme/font-faces.ts publishes them.
 *
 * Atkinson Hyperlegible Next draws its zero slashed (Ø), and its files have no plain-zero alternate, so times,
 * phone numbers and prices read "1Ø a.m.", "£1.5Ø". The zero comes instead from Figtree, of the plain zeros
 * compared the closest to Atkinson's once both stand as tall: the same height and width, 95 % of the outline in
 * common, strokes within an eighth. It is one glyph per weight, declared as part of the body family for U+0030
 * only; Atkinson keeps every other character, its own 1 to 9 included, which it designed to be told apart.
 */

/** The characters the body family takes from the zero face rather than from Atkinson. */
export const zeroFaceCharacters = "0"

/**
 * The OpenType features a browser applies to text by itself (HarfBuzz's defaults for horizontal text). The site's
 * CSS asks for no others (no font-variant-numeric, no font-feature-settings), so the rest (fractions, tabular
 * and proportional figures, numerators) and the glyphs only they reach are left out of the files.
 */
export const featuresBrowsersApply = [
  "abvm",
  "blwm",
  "calt",
  "ccmp",
  "clig",
  "curs",
  "dist",
  "kern",
  "liga",
  "locl",
  "mark",
  "mkmk",
  "rclt",
  "rlig",
  "rvrn",
] as const

export interface FontSubset {
  /** The package file it is cut from. */
  source: string
  /** Every character of the source less these, or only these. */
  characters: { except: string } | { only: string }
  /** OpenType layout features kept. */
  features: readonly string[]
}

/** Every file the site publishes, by the name the build writes it under: src/theme/fonts/<name>.woff2. */
export const fontSubsets = {
  "atkinson-hyperlegible-next-400": {
    source: "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2",
    characters: { except: zeroFaceCharacters },
    features: featuresBrowsersApply,
  },
  "atkinson-hyperlegible-next-700": {
    source: "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2",
    characters: { except: zeroFaceCharacters },
    features: featuresBrowsersApply,
  },
  "figtree-zero-400": {
    source: "@fontsource/figtree/files/figtree-latin-400-normal.woff2",
    characters: { only: zeroFaceCharacters },
    features: [],
  },
  "figtree-zero-700": {
    source: "@fontsource/figtree/files/figtree-latin-700-normal.woff2",
    characters: { only: zeroFaceCharacters },
    features: [],
  },
  "source-serif-4-600": {
    source: "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2",
    characters: { except: "" },
    features: featuresBrowsersApply,
  },
} as const satisfies Record<string, FontSubset>

/** Where the build writes them (git ignores it), from the site's root. */
export const fontSubsetDir = "src/theme/fonts"
