import fs from "node:fs"
import path from "node:path"
import { reportLines } from "../src/content/report"
import { checkContent, formatProblem, type ContentReport } from "../src/content/validate"
import { siteRoot } from "./site-root"

/**
 * `npm start` (gatsby develop): the content check again after every change in data/ or static/files/, so an
 * editor's mistake is never silent. The terminal prints the lines when they change; every page shows the same
 * lines (src/components/ContentProblems asks CONTENT_PROBLEMS_PATH for them). The entries themselves update
 * through gatsby-source-filesystem's own watcher and gatsby/on-create-node.ts.
 */
export const CONTENT_PROBLEMS_PATH = "/__content-problems"

export const isDevelop = () => process.env.gatsby_executing_command === "develop"

/** What the page's panel receives: the same one-line messages the terminal prints. */
export interface ContentProblemsPayload {
  problems: string[]
  warnings: string[]
}

const payloadOf = (report: ContentReport): ContentProblemsPayload => ({
  problems: report.problems.map(formatProblem),
  warnings: report.warnings.map(formatProblem),
})

let latest: Promise<ContentProblemsPayload> | undefined
let printed = ""

/** Runs the check and prints its lines in the terminal when they differ from the last ones printed. */
function recheck(write: (text: string) => void): Promise<ContentProblemsPayload> {
  const run = checkContent(siteRoot()).then(report => {
    const lines = reportLines(report).join("\n")
    if (lines !== printed) {
      write(lines ? `\n${lines}\n\n` : "\nThe content in data/ is all correct again.\n\n")
      printed = lines
    }
    return payloadOf(report)
  })
  latest = run
  return run
}

/** The latest check's lines, for the page's panel. */
export const currentContentProblems = (): Promise<ContentProblemsPayload> =>
  latest ?? recheck(text => process.stderr.write(text))

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

/** Watches the content's folders and checks again a moment after each burst of changes. */
export function watchContent(write: (text: string) => void = text => process.stderr.write(text)): () => void {
  let timer: NodeJS.Timeout | undefined
  const later = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void recheck(write), 150)
  }
  // What onPreBootstrap printed at start-up counts as printed.
  void checkContent(siteRoot()).then(report => {
    printed = reportLines(report).join("\n")
    latest ??= Promise.resolve(payloadOf(report))
  })
  // One plain watcher per folder: Node's recursive watching on Linux misses files that editors' tools replace
  // (save to a temporary file, then rename), and the folders to watch are few and known.
  const watchers = foldersToWatch().map(folder => fs.watch(folder, later))
  return () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
}
