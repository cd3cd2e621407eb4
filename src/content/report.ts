import { formatProblem, type ContentReport } from "./validate"

/**
 * The content check's result as the editor reads it, the same words in every place it appears: the build log,
 * `npm run validate-content`, the terminal of `npm start` and the panel on the page it shows.
 */
export function reportLines(report: Pick<ContentReport, "problems" | "warnings">): string[] {
  const lines: string[] = []
  if (report.problems.length) {
    lines.push(
      `The content in data/ has ${count(report.problems.length, "mistake")} to fix (CONTENT.md explains every field):`,
      ...report.problems.map(problem => `  ${formatProblem(problem)}`),
    )
  }
  if (report.warnings.length) {
    lines.push(
      `${count(report.warnings.length, "thing")} to look at${report.problems.length ? "" : " (the site is still built)"}:`,
      ...report.warnings.map(problem => `  ${formatProblem(problem)}`),
    )
  }
  return lines
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`
