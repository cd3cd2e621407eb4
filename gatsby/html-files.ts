import fs from "node:fs"
import path from "node:path"

/**
 * Every .html file of the built site under `folder`. Gatsby's own folders hold
 * no pages: _gatsby/slices holds fragments, static/ and page-data/ assets.
 */
const notPageFolders = new Set(["_gatsby", "static", "page-data", "~partytown"])

export function htmlFilesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return notPageFolders.has(entry.name) ? [] : htmlFilesUnder(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
