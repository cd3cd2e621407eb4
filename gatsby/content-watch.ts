import fs from "node:fs"
import path from "node:path"
import { reportLines } from "../src/content/report"
import { checkContent, formatProblem, type ContentReport } from "../src/content/validate"
import { siteNow } from "../src/content/site-now"
import { changedDataFiles } from "./changed-files"
import { writeCheckedContentFiles } from "./checked-content-files"
import { siteRoot } from "./site-root"

/**
 * The content check as the build and `npm start` run it: once before anything is built, and under `npm start` again
 * after every change in data/ or static/files/, so an editor's mistake is never silent. The terminal prints the
 * lines when they change; every page shows the same lines (src/components/ContentProblems asks
 * CONTENT_PROBLEMS_PATH for them); and the nodes follow the latest check (gatsby/content-nodes.ts).
 */
export const CONTENT_PROBLEMS_PATH = "/__content-problems"

/** Gatsby sets NODE_ENV to "development" under `gatsby develop` (`npm start`) and "production" for a build. */
export const isDevelop = () => process.env.NODE_ENV === "development"

/** What the page's panel receives: the same one-line messages the terminal prints. */
export interface ContentProblemsPayload {
  problems: string[]
  warnings: string[]
}

let latest: ContentReport | undefined
let printed: string | undefined

/**
 * Runs the check, keeps its report, writes what code outside the data layer reads of it (checked-content-files.ts),
 * and prints its lines when they differ from the last ones printed.
 */
export async function checkContentNow(write = (text: string) => process.stderr.write(text)): Promise<ContentReport> {
  const report = await checkContent(siteRoot(), siteNow(), { changedFiles: changedDataFiles(siteRoot()) })
  writeCheckedContentFiles(siteRoot(), report)
  const lines = reportLines(report).join("\n")
  if (printed === undefined) {
    if (lines) write(`\n${lines}\n\n`)
  } else if (lines !== printed) {
    // The mistakes are fixed: said first, then whatever is still worth a look.
    const fixed =
      report.problems.length === 0 && latest?.problems.length ? "The content in data/ is all correct again." : ""
    write(`\n${[fixed, lines].filter(Boolean).join("\n") || "The content in data/ is all correct again."}\n\n`)
  }
  printed = lines
  latest = report
  return report
}

/** The latest check's report (undefined before the first). */
export const latestContentReport = (): ContentReport | undefined => latest

/** The latest check's lines, for the page's panel. */
export const currentContentProblems = (): ContentProblemsPayload => ({
  problems: latest?.problems.map(formatProblem) ?? [],
  warnings: latest?.warnings.map(formatProblem) ?? [],
})

/** data/, each collection's folder, and static/files/ with the children's sheets' folders. */
function foldersToWatch(): string[] {
  const subfolders = (folder: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .filter(item => item.isDirectory())
          .map(item => path.join(folder, item.name))
      : []
  const root = siteRoot()
  const data = path.join(root, "data")
  const files = path.join(root, "static/files")
  const children = path.join(files, "children")
  return [data, ...subfolders(data), files, children, ...subfolders(children)].filter(folder => fs.existsSync(folder))
}

/**
 * Watches the content's folders and checks again a moment after each burst of changes. One check at a time, in the
 * order of the changes: a slow check of an earlier version must not finish after, and so overrule, the check of the
 * file as it now is. The next check waits for `onReport` too (Gatsby making the last report's nodes).
 */
export function watchContent(
  onReport: (report: ContentReport) => void | Promise<void>,
  { folders = foldersToWatch(), check = () => checkContentNow() } = {},
): () => void {
  let timer: NodeJS.Timeout | undefined
  let checks = Promise.resolve()
  const later = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      checks = checks
        .then(check)
        .then(onReport)
        .catch((error: unknown) => {
          process.stderr.write(`\nThe content check could not run: ${String(error)}\n`)
        })
    }, 150)
  }
  // One plain watcher per folder: Node's recursive watching on Linux misses files that editors' tools replace
  // (save to a temporary file, then rename), and the folders to watch are few and known.
  const watchers = folders.map(folder => fs.watch(folder, later))
  return () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
}
