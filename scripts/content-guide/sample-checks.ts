import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { collections } from "../../src/content/collections"
import { pages, sitePages } from "../../src/content/collections/pages"
import { reportLines } from "../../src/content/report"
import { checkContent, formatProblem, type ContentProblem } from "../../src/content/validate"
import { codeSpan, escapeCell, table } from "./markdown-table"
import {
  SAMPLE_NOW,
  historyWith,
  markdownSlips,
  sameOrder,
  sampleSite,
  warningSite,
  wrongChoice,
  type Sample,
} from "./samples"

/** The guide's example messages: the real content check run on small sample sites of deliberate mistakes. */

/** Runs the content check on a temporary site made of these files (path → text or bytes) and returns its report. */
export async function checkSampleSite(files: Readonly<Record<string, string | Uint8Array>>, typedNow: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-guide-"))
  try {
    // Every collection's folder, as on the real site, and a file for each of the pages the site may have, so that a
    // link is checked against all of them (a page is there while its file is; what the stand-ins say is never shown).
    for (const collection of collections) fs.mkdirSync(path.join(root, "data", collection.folder), { recursive: true })
    for (const name of Object.keys(sitePages))
      fs.writeFileSync(path.join(root, "data", pages.folder, `${name}.md`), "---\ntitle: A page\n---\n")
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), source)
    }
    return await checkContent(root, SAMPLE_NOW, { changedFiles: new Set(typedNow) })
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/** What the check says about one sample, each in its own site so that no mistake hides another. */
async function whatTheCheckSays(sample: Sample, site: Record<string, string>, severity: "mistake" | "warning") {
  const report = await checkSampleSite(
    { ...site, ...sample.alongside, [sample.file]: sample.source },
    sample.typedNow ? [sample.file] : [],
  )
  const found = severity === "mistake" ? report.problems : report.warnings
  const lines = found
    .filter(
      (problem: ContentProblem) =>
        problem.file === (sample.named ?? sample.file) && (!sample.field || problem.field === sample.field),
    )
    .map(formatProblem)
  if (!lines.length)
    throw new Error(`The sample "${sample.mistake}" no longer makes the check say anything about ${sample.file}`)
  return lines
}

export async function messageTable(samples: Sample[], site: Record<string, string>, severity: "mistake" | "warning") {
  const rows: string[][] = []
  for (const sample of samples) {
    const lines = await whatTheCheckSays(sample, site, severity)
    rows.push([escapeCell(sample.mistake), lines.map(codeSpan).join("<br>")])
  }
  return table(["The mistake", "What the check says"], rows)
}

/** How the whole report reads: one mistake and one warning, as the build log and `npm run validate-content` print it. */
export async function reportExample() {
  const report = await checkSampleSite({
    ...sampleSite,
    ...warningSite,
    [wrongChoice.file]: wrongChoice.source,
    [sameOrder.file]: sameOrder.source,
  })
  const keep = (problem: ContentProblem) => problem.file === wrongChoice.file || problem.file === sameOrder.file
  const lines = reportLines({ problems: report.problems.filter(keep), warnings: report.warnings.filter(keep) })
  return ["```text", ...lines, "```"].join("\n")
}

/** What the check says about each Markdown slip, typed into a page's text: the guide's list of what it refuses. */
export async function markdownSlipTable() {
  const rows: string[][] = []
  for (const slip of markdownSlips) {
    const lines = await whatTheCheckSays(historyWith(slip.typed, slip.text), sampleSite, "mistake")
    rows.push([codeSpan(slip.typed), lines.map(codeSpan).join("<br>")])
  }
  return table(["You type", "What the check says"], rows)
}
