import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { canonicalText } from "../../src/content/canonical-form"
import { collections } from "../../src/content/collections"
import { fileNameOf } from "../../src/content/entry-problems"
import { checkContent, formatProblem } from "../../src/content/validate"

/** Helpers for tests that spoil a copy of the content and read the content check's lines. */

export const projectRoot = path.resolve(__dirname, "../..")

/** A throw-away copy of data/ and static/files/ that a test may spoil. */
export function copyOfContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "parish-content-"))
  fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true })
  fs.cpSync(path.join(projectRoot, "static/files"), path.join(root, "static/files"), { recursive: true })
  return root
}

export const readJson = (root: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>
/** Writes an entry as the CMS and `npm run format` would (canonical-form.ts), so only the test's own change shows. */
export const writeJson = (root: string, file: string, data: unknown) => {
  const collection = collections.find(candidate => file.startsWith(`data/${candidate.folder}/`))
  fs.writeFileSync(
    path.join(root, file),
    collection && data && typeof data === "object" && !Array.isArray(data)
      ? canonicalText(collection, data as Record<string, unknown>, fileNameOf(file))
      : JSON.stringify(data, null, 2),
  )
}
export const edit = (root: string, file: string, change: (data: Record<string, unknown>) => void) => {
  const data = readJson(root, file)
  change(data)
  writeJson(root, file, data)
}
/** The files of one collection's folder, e.g. filesIn(root, "people", ".json"). */
export const filesIn = (root: string, folder: string, extension = ".json") =>
  fs
    .readdirSync(path.join(root, "data", folder))
    .filter(name => name.endsWith(extension))
    .sort()
    .map(name => `data/${folder}/${name}`)

export const problemLines = async (root: string) => (await checkContent(root)).problems.map(formatProblem)
let shippedWarnings: Promise<Set<string>> | undefined
/**
 * The warnings a test's change to its copy brings. Those the shipped content has anyway (a policy overdue for its
 * review, say) are left out, so an editor's ordinary change to data/ never fails a test about something else.
 */
export async function warningLines(root: string): Promise<string[]> {
  shippedWarnings ??= checkContent(projectRoot).then(report => new Set(report.warnings.map(formatProblem)))
  const shipped = await shippedWarnings
  return (await checkContent(root)).warnings.map(formatProblem).filter(line => !shipped.has(line))
}
