/**
 * Rewrites every entry file under data/ into the one form the CMS writes (src/content/canonical-form.ts): fields in
 * the schema's order, two-space indents, a final newline; nothing but the layout changes.
 *   tsx scripts/format-content.ts [folder]     (npm run format does it for data/, after prettier for the code)
 * A file that cannot be read is left as it is and named: the content check says what is wrong with it.
 */
import fs from "node:fs"
import path from "node:path"
import { canonicalSource } from "../src/content/canonical-form"
import { extensionOf } from "../src/content/collection"
import { collections } from "../src/content/collections"

/** Rewrites the entry files of the site at `root`; returns the files it changed and those it could not read. */
export function formatContent(root: string): { changed: string[]; unreadable: string[] } {
  const changed: string[] = []
  const unreadable: string[] = []
  for (const collection of collections) {
    const folder = path.join(root, "data", collection.folder)
    if (!fs.existsSync(folder)) continue
    for (const name of fs.readdirSync(folder).sort()) {
      if (!name.endsWith(extensionOf(collection))) continue
      const file = `data/${collection.folder}/${name}`
      const source = fs.readFileSync(path.join(root, file), "utf8")
      const canonical = canonicalSource(collection, file, source)
      if (canonical === undefined) unreadable.push(file)
      else if (canonical !== source) {
        fs.writeFileSync(path.join(root, file), canonical)
        changed.push(file)
      }
    }
  }
  return { changed, unreadable }
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, ".."))
  const { changed, unreadable } = formatContent(root)
  for (const file of changed) console.log(`tidied ${file}`)
  for (const file of unreadable) console.error(`left as it is (npm run validate-content says why): ${file}`)
  console.log(`${changed.length} file(s) in data/ rewritten in the CMS's form.`)
}
