import { parse as parseJsonWithErrors, printParseErrorCode, type ParseError } from "jsonc-parser"
import { parseDocument } from "yaml"

/**
 * Reads an entry file's text into data, or says in plain words what stops it being read and on which line. Two
 * formats: JSON (.json, most collections) and Markdown with its fields at the top between "---" lines (.md, the
 * pages' text). A file saved with a byte-order mark (Notepad does this) or Windows line ends reads the same.
 */
export type SourceResult =
  { data: Record<string, unknown>; problem?: undefined } | { data?: undefined; problem: string }

const normalise = (source: string) => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length

/** Curly quotes that phones and word processors put where a straight " was typed. */
const curlyQuote = /^[“”‘’„‟]/

/** The last character before `offset` that is not a space or line end, with its position. */
function previousMark(text: string, offset: number): { mark: string; at: number } | undefined {
  for (let at = offset - 1; at >= 0; at--) if (!/\s/.test(text[at]!)) return { mark: text[at]!, at }
  return undefined
}

/** One JSON syntax error in an editor's words: what is wrong, where, and what to type. */
function jsonMistake(text: string, { error, offset, length }: ParseError): string {
  const line = lineAt(text, offset)
  const found = text.slice(offset, offset + length)
  const before = previousMark(text, offset)
  if (curlyQuote.test(found) || curlyQuote.test(text.slice(offset))) {
    return `line ${line} has curly quotes (“ ” or ‘ ’) where JSON needs straight ones ("): type them again as ", or copy the line from another file (phones and word processors change quotes as you type)`
  }
  if ((found === "}" || found === "]") && before?.mark === ",") {
    return `line ${lineAt(text, before.at)} ends with a comma, but nothing follows it before the closing ${found} on line ${line}: remove that last comma`
  }
  const code = printParseErrorCode(error)
  switch (code) {
    case "CommaExpected":
      return `a comma is missing at the end of line ${before ? lineAt(text, before.at) : line}: each field but the last ends with a comma`
    case "UnexpectedEndOfString":
      return `line ${line} has text that starts with " but never ends with one: add the closing "`
    case "CloseBraceExpected":
    case "CloseBracketExpected":
      return `the file ends before its closing ${code === "CloseBraceExpected" ? "}" : "]"}: add it at the end, or look on line ${line} for a missing quote`
    case "EndOfFileExpected":
      return `line ${line} comes after the entry's closing }: a file holds one entry, so remove what follows it`
    case "InvalidCommentToken":
      return `line ${line} has a comment (${found.slice(0, 20)}), which JSON cannot hold: remove it`
    case "InvalidSymbol":
      return `line ${line} has ${JSON.stringify(found.slice(0, 30))}, which is not a value: put text in double quotes ("like this") and write true, false and numbers without quotes`
    case "ColonExpected":
      return `line ${line}: a field's name must be followed by a colon (:) and its value`
    case "PropertyNameExpected":
      return `line ${line}: a field's name must be in double quotes, e.g. "name": "…"`
    default:
      return `is not valid JSON at line ${line}; look for a missing comma, quote or bracket there or on the line before`
  }
}

/** A .json entry: one object in curly braces. */
export function readJsonSource(source: string): SourceResult {
  const text = normalise(source)
  if (!text.trim()) {
    return {
      problem: "the file is empty: it must hold one entry in curly braces { … }; copy an existing entry to start from",
    }
  }
  const errors: ParseError[] = []
  parseJsonWithErrors(text, errors, { disallowComments: true, allowTrailingComma: false })
  if (errors[0]) return { problem: jsonMistake(text, errors[0]) }
  const json: unknown = JSON.parse(text)
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { problem: "must hold one entry: an object in curly braces { … }" }
  }
  return { data: json as Record<string, unknown> }
}

/** The field a Markdown file's text is given, after its front matter. */
export const MARKDOWN_BODY_FIELD = "body"

const frontMatterFence = /^---[ \t]*$/

/** A .md entry: its fields between two "---" lines at the top (YAML), then its text, which becomes `body`. */
export function readMarkdownSource(source: string): SourceResult {
  const lines = normalise(source).split("\n")
  const layout =
    "a page's file starts with a line of three hyphens (---), then its fields (title: …), then --- again, then its text"
  if (!lines.join("").trim()) return { problem: `the file is empty: ${layout}` }
  if (!frontMatterFence.test(lines[0]!)) return { problem: `line 1 must be three hyphens (---): ${layout}` }
  const close = lines.findIndex((line, index) => index > 0 && frontMatterFence.test(line))
  if (close < 0) {
    return {
      problem: `the fields at the top are never closed: add a line of three hyphens (---) after them (${layout})`,
    }
  }
  const frontMatter = lines.slice(1, close).join("\n")
  const document = parseDocument(frontMatter, { uniqueKeys: true, prettyErrors: false })
  const [error] = document.errors
  if (error) {
    // Without prettyErrors yaml gives no line, only the offset.
    const line = lineAt(frontMatter, error.pos[0])
    const hint =
      error.code === "DUPLICATE_KEY"
        ? "a field is written twice; keep one"
        : 'if a value holds a colon (:), a # or starts with a quote, put the whole value in double quotes ("…"); keep each field on one line, or indent the lines of a longer one'
    return {
      problem: `line ${line} of the fields at the top cannot be read (${error.message.split("\n")[0]}): ${hint}`,
    }
  }
  const fields: unknown = document.toJS() ?? {}
  if (typeof fields !== "object" || Array.isArray(fields)) {
    return { problem: `the lines between the --- lines must be fields, one per line, like "title: Choir"` }
  }
  if (MARKDOWN_BODY_FIELD in (fields as object)) {
    return {
      problem: `the fields at the top must not include "${MARKDOWN_BODY_FIELD}": the page's text goes after the second --- line`,
    }
  }
  const body = lines
    .slice(close + 1)
    .join("\n")
    .trim()
  return { data: { ...(fields as Record<string, unknown>), ...(body ? { [MARKDOWN_BODY_FIELD]: body } : {}) } }
}
