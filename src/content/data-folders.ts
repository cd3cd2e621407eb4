import fs from "node:fs"
import path from "node:path"
import type { AnyCollection, ContentProblem } from "./collection"
import { systemFile } from "./read-collection"

/**
 * What sits in data/ outside every collection's folder: a misspelt folder (data/event/) or a file put at the top
 * would otherwise never be read, and the editor's change would be missing from the site without a word.
 */

/** How many letters must change to turn one name into the other (Levenshtein's distance). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}

/** The collection's folder a misspelt name most likely means, if one is close. */
function meantFolder(name: string, folders: string[]): string | undefined {
  const lower = name.toLowerCase()
  const [closest] = folders
    .map(folder => ({ folder, apart: distance(lower, folder) }))
    .sort((a, b) => a.apart - b.apart)
  return closest && closest.apart <= Math.max(2, Math.floor(closest.folder.length / 3)) ? closest.folder : undefined
}

export function strayInData(rootDir: string, collections: readonly AnyCollection[]): ContentProblem[] {
  const dataDir = path.join(rootDir, "data")
  if (!fs.existsSync(dataDir)) return []
  const folders = collections.map(collection => collection.folder)
  const list = `the folders are data/${folders.join("/, data/")}/`
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter(item => !systemFile(item.name) && !(item.isDirectory() && folders.includes(item.name)))
    .map(item => {
      if (!item.isDirectory()) {
        return {
          file: `data/${item.name}`,
          message: `is not in a folder the website reads, so it is not published; move it into the folder of its kind (${list})`,
        }
      }
      const meant = meantFolder(item.name, folders)
      return {
        file: `data/${item.name}`,
        message: `is not a folder the website reads, so nothing in it is published; move its files into ${meant ? `data/${meant}/` : `the right one (${list})`}`,
      }
    })
}
