/**
 * What each self-hosted font file holds. The build (gatsby/font-subsets.ts) cuts every file from its @fontsource
 * package's Latin file into src/theme/fonts/ before anything is bundled; src/theme/font-faces.ts publishes them.
 */

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
    characters: { except: "" },
    features: featuresBrowsersApply,
  },
  "atkinson-hyperlegible-next-700": {
    source: "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2",
    characters: { except: "" },
    features: featuresBrowsersApply,
  },
  "source-serif-4-600": {
    source: "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2",
    characters: { except: "" },
    features: featuresBrowsersApply,
  },
} as const satisfies Record<string, FontSubset>

/** Where the build writes them (git ignores it), from the site's root. */
export const fontSubsetDir = "src/theme/fonts"
