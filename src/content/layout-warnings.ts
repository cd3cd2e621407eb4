import fs from "node:fs"
import path from "node:path"
import { canonicalSource, laidOutOtherwise, notInCanonicalForm } from "./canonical-form"
import type { ContentProblem, Entry } from "./collection"

/**
 * A gentle warning for each checked entry whose file is laid out otherwise than the CMS writes it
 * (canonical-form.ts), beyond a byte-order mark or Windows line ends; a file with a mistake has its own message and
 * no other.
 */
export const layoutWarnings = (rootDir: string, entries: readonly Entry[]): ContentProblem[] =>
  entries
    .filter(entry => {
      const source = fs.readFileSync(path.join(rootDir, entry.file), "utf8")
      const canonical = canonicalSource(entry.collection, entry.file, source)
      return canonical !== undefined && laidOutOtherwise(source, canonical)
    })
    .map(entry => ({ file: entry.file, severity: "warning" as const, message: notInCanonicalForm }))
