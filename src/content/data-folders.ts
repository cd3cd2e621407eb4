import fs from "node:fs"
import path from "node:path"
import { closestName } from "./closest-name"
import type { AnyCollection, ContentProblem } from "./collection"
import { systemFile } from "./read-collection"

/**
 * What sits in data/ outside every collection's folder: a misspelt folder (data/event/) or a file put at the top
 * would otherwise never be read, and the editor's change would be missing from the site without a word.
 */

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
      const meant = closestName(item.name, folders)
      return {
        file: `data/${item.name}`,
        message: `is not a folder the website reads, so nothing in it is published; move its files into ${meant ? `data/${meant}/` : `the right one (${list})`}`,
      }
    })
}
