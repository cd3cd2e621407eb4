import path from "node:path"
import * as fontkit from "fontkit"
import { makeFontSubset, sourceFile, type FontSubsetName } from "../../gatsby/font-subsets"
import { webFontFaceCss } from "../../src/theme/font-faces"
import { featuresBrowsersApply, fontSubsets, zeroFaceCharacters } from "../../src/theme/font-subsets"

/**
 * The font files the build cuts from their packages: text keeps every character and the typography a browser
 * applies, the zero is plain (one counter, not Atkinson's Ø) and as tall as the figures beside it, and a first
 * visit downloads no more font bytes than the packages' own files would cost.
 */

const siteRoot = path.resolve(__dirname, "../..")
const names = Object.keys(fontSubsets) as FontSubsetName[]
const made = new Map<FontSubsetName, { bytes: number; font: fontkit.Font }>()
const sources = new Map<FontSubsetName, { bytes: number; font: fontkit.Font }>()
const open = (file: Buffer) => ({ bytes: file.length, font: fontkit.create(file) as fontkit.Font })

beforeAll(async () => {
  for (const name of names) {
    made.set(name, open(await makeFontSubset(siteRoot, fontSubsets[name])))
    sources.set(name, open(sourceFile(siteRoot, fontSubsets[name])))
  }
}, 60_000)

const subset = (name: FontSubsetName) => made.get(name)!.font
const source = (name: FontSubsetName) => sources.get(name)!.font
const characters = (font: fontkit.Font) => new Set(font.characterSet)
const zero = zeroFaceCharacters.codePointAt(0)!

/** How many closed outlines a glyph has: a plain zero has two (its outside and its one counter), Ø has three. */
const contours = (glyph: fontkit.Glyph) => glyph.path.commands.filter(command => command.command === "moveTo").length

/** A glyph's inked height and width, in ems. */
function ink(font: fontkit.Font, codePoint: number, scale = 1) {
  const { bbox } = font.glyphForCodePoint(codePoint)
  return {
    height: ((bbox.maxY - bbox.minY) * scale) / font.unitsPerEm,
    width: ((bbox.maxX - bbox.minX) * scale) / font.unitsPerEm,
  }
}

/** The size-adjust the page's CSS gives the face that draws the zero. */
function zeroFaceScale(): number {
  const rule = webFontFaceCss.split("@font-face").find(face => face.includes(`unicode-range:U+${zero.toString(16)}`))
  const percent = /size-adjust:([\d.]+)%/.exec(rule ?? "")?.[1]
  if (!percent) throw new Error("no zero face with a size-adjust in the page's CSS")
  return Number(percent) / 100
}

const weights = [
  { weight: 400, body: "atkinson-hyperlegible-next-400", zero: "figtree-zero-400" },
  { weight: 700, body: "atkinson-hyperlegible-next-700", zero: "figtree-zero-700" },
] as const

describe.each(weights)("the body text at $weight", ({ body, zero: zeroFace }) => {
  it("draws its zero with one counter, and Atkinson's slashed zero is not in its file", () => {
    expect(contours(subset(zeroFace).glyphForCodePoint(zero))).toBe(2)
    expect(contours(source(body).glyphForCodePoint(zero))).toBeGreaterThan(2)
    expect(subset(body).hasGlyphForCodePoint(zero)).toBe(false)
  })

  it("still has every character of its package's file", () => {
    const drawn = new Set([...characters(subset(body)), ...characters(subset(zeroFace))])
    expect(source(body).characterSet.filter(codePoint => !drawn.has(codePoint))).toEqual([])
  })

  it("stands its zero as tall as Atkinson's and about as wide", () => {
    const plain = ink(subset(zeroFace), zero, zeroFaceScale())
    const slashed = ink(source(body), zero)
    expect(plain.height).toBeCloseTo(slashed.height, 2)
    expect(Math.abs(plain.width / slashed.width - 1)).toBeLessThan(0.03)
  })
})

it("keeps the headings' every character", () => {
  const kept = characters(subset("source-serif-4-600"))
  expect(source("source-serif-4-600").characterSet.filter(codePoint => !kept.has(codePoint))).toEqual([])
})

const textFaces = ["atkinson-hyperlegible-next-400", "atkinson-hyperlegible-next-700", "source-serif-4-600"] as const

it.each(textFaces)("keeps in %s every feature a browser applies by itself (kerning, accents, ligatures)", name => {
  const wanted = source(name).availableFeatures.filter(tag =>
    (featuresBrowsersApply as readonly string[]).includes(tag),
  )
  expect(subset(name).availableFeatures).toEqual(expect.arrayContaining(wanted))
})

it("costs a first visit no more font bytes than the packages' three files for body and headings", () => {
  const budget = textFaces.reduce((sum, name) => sum + sources.get(name)!.bytes, 0)
  const published = [...made.values()].reduce((sum, file) => sum + file.bytes, 0)
  expect(published).toBeLessThanOrEqual(budget)
})
