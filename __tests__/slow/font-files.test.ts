import path from "node:path"
import * as fontkit from "fontkit"
import { makeFontSubset, sourceFile, type FontSubsetName } from "../../gatsby/font-subsets"
import { featuresBrowsersApply, fontSubsets } from "../../src/theme/font-subsets"

/**
 * The font files the build cuts from their packages: text keeps every character and the typography a browser
 * applies, and a first visit downloads no more font bytes than the packages' own files would cost.
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

const textFaces = ["atkinson-hyperlegible-next-400", "atkinson-hyperlegible-next-700", "source-serif-4-600"] as const

it.each(textFaces)("keeps in %s every character of its package's file", name => {
  const kept = characters(subset(name))
  expect(source(name).characterSet.filter(codePoint => !kept.has(codePoint))).toEqual([])
})

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
