/** Markdown for the guide's generated blocks: table cells, inline code and tables. */

/** Text shown as it is inside a table cell: Markdown's signs and the table's | are escaped. */
export const escapeCell = (text: string) => text.replace(/[\\`*_[\]<>|]/g, "\\$&").replace(/\n/g, " ")

/** Text as inline code, with a fence of backticks longer than any run inside it. */
export function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = "`".repeat(longestRun + 1)
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text
  // Inside a table a | ends the cell even in code, so it is escaped there too.
  return `${fence}${padded.replace(/\|/g, "\\|")}${fence}`
}

export const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map(row => `| ${row.join(" | ")} |`),
  ].join("\n")

/** Names in a sentence: "a", "a or b", "a, b or c". */
export const inWords = (names: string[], conjunction: "and" | "or") =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`
