import fs from "node:fs"
import path from "node:path"
import * as fontkit from "fontkit"
import subsetFont from "subset-font"
import { fontSubsetDir, fontSubsets, type FontSubset } from "../src/theme/font-subsets"

/**
 * Cuts the site's font files from the @fontsource packages' Latin files (src/theme/font-subsets.ts says what each
 * keeps) with HarfBuzz's subsetter, before webpack bundles src/theme/font-faces.ts, which imports them.
 */

export type FontSubsetName = keyof typeof fontSubsets

/** The package file a subset is cut from, as bytes (each package is the site's own dependency, so top-level). */
export function sourceFile(siteRoot: string, subset: FontSubset): Buffer {
  return fs.readFileSync(path.join(siteRoot, "node_modules", subset.source))
}

/** The characters a font file maps to glyphs. */
export function charactersOf(file: Buffer): string {
  const font = fontkit.create(file)
  if (!("characterSet" in font)) throw new Error("expected one font, found a collection")
  return String.fromCodePoint(...font.characterSet)
}

/** One subset, as woff2 bytes. */
export async function makeFontSubset(siteRoot: string, subset: FontSubset): Promise<Buffer> {
  const source = sourceFile(siteRoot, subset)
  const { characters } = subset
  const text =
    "only" in characters
      ? characters.only
      : [...charactersOf(source)].filter(character => !characters.except.includes(character)).join("")
  return subsetFont(source, text, {
    targetFormat: "woff2",
    keepFeatures: [...subset.features],
    // The licence's address stays in each file beside its copyright line (HarfBuzz keeps names 0–6 only).
    preserveNameIds: [13, 14],
    // Style names for variable-font pickers: a browser reads none of it.
    dropTables: ["STAT"],
  })
}

/**
 * Writes every subset to src/theme/fonts/ (a file whose bytes are unchanged is left alone, so `gatsby develop`
 * does not rebuild for nothing) and returns each file's name and size.
 */
export async function writeFontSubsets(siteRoot: string): Promise<{ name: string; bytes: number }[]> {
  const dir = path.join(siteRoot, fontSubsetDir)
  fs.mkdirSync(dir, { recursive: true })
  const written: { name: string; bytes: number }[] = []
  for (const [name, subset] of Object.entries(fontSubsets)) {
    const bytes = await makeFontSubset(siteRoot, subset)
    const file = path.join(dir, `${name}.woff2`)
    if (!fs.existsSync(file) || !bytes.equals(fs.readFileSync(file))) fs.writeFileSync(file, bytes)
    written.push({ name: `${name}.woff2`, bytes: bytes.length })
  }
  return written
}
