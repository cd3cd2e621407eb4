import { printParseErrorCode, type ParseError } from "jsonc-parser"
import type { YAMLError } from "yaml"

/**
 * What stops a file being read, in a volunteer's words: never the parser's own ("Nested mappings are not allowed in
 * compact mappings"), always the line of the file as the editor's program numbers it, what is wrong there and what
 * to type. JSON for the .json files, YAML for the fields at the top of the .md files.
 */

/** The line of `text` that `offset` falls on, counting from 1. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length

/** Curly quotes that phones and word processors put where a straight " was typed. */
const curlyQuote = /^[“”‘’„‟]/

/** The last character before `offset` that is not a space or line end, with its position. */
function previousMark(text: string, offset: number): { mark: string; at: number } | undefined {
  for (let at = offset - 1; at >= 0; at--) if (!/\s/.test(text[at]!)) return { mark: text[at]!, at }
  return undefined
}

/** One JSON syntax error in an editor's words: what is wrong, where, and what to type. */
export function jsonMistake(text: string, { error, offset, length }: ParseError): string {
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
    case "CommaExpected": {
      const beforeLine = before ? lineAt(text, before.at) : line
      return beforeLine === line
        ? `line ${line} needs a comma before ${JSON.stringify(found.slice(0, 30))}: items and fields are separated by commas`
        : `a comma is missing at the end of line ${beforeLine}: each field but the last ends with a comma`
    }
    case "UnexpectedEndOfString":
      return `line ${line} has text that starts with " but never ends with one: add the closing " (text in a .json file stays on one line)`
    case "CloseBraceExpected":
    case "CloseBracketExpected":
      return `the file ends before its closing ${code === "CloseBraceExpected" ? "}" : "]"}: add it at the end, or look on line ${line} for a missing quote`
    case "EndOfFileExpected":
      return `line ${line} comes after the entry's closing }: a file holds one entry, so remove what follows it`
    case "InvalidCommentToken":
      return `line ${line} has a comment (${found.slice(0, 20)}), which JSON cannot hold: remove it`
    case "InvalidCharacter":
      return `line ${line} has a tab or another invisible character inside the text: type a space instead`
    case "InvalidEscapeCharacter":
    case "InvalidUnicode":
      return `line ${line} has a backslash (\\) that JSON cannot read: write \\" for a quote inside text and \\\\ for a backslash, or remove it`
    case "InvalidSymbol":
      if (found.startsWith("'")) {
        return `line ${line} uses single quotes ('): JSON needs double quotes (") around names and text, e.g. "title": "Choir"`
      }
      if (/^\s*:/.test(text.slice(offset + length))) {
        return `line ${line}: a field's name must be in double quotes, e.g. "${found.slice(0, 30)}": …`
      }
      return `line ${line} has ${JSON.stringify(found.slice(0, 30))}, which is not a value: put text in double quotes ("like this") and write true, false and numbers without quotes`
    case "ColonExpected":
      return `line ${line}: a field's name must be followed by a colon (:) and its value`
    case "PropertyNameExpected":
      return `line ${line}: a field's name must be in double quotes, e.g. "name": "…"`
    default:
      return `line ${line} cannot be read: look for a missing comma, quote or bracket there or on the line before`
  }
}

const layoutHint = 'each field is on a line of its own: its name, a colon, a space and its value, e.g. "title: Choir"'
const quoteHint = (field: string | undefined, value: string) =>
  field ? ` (${field}: "${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}")` : ""

/**
 * One error in the fields at the top of a .md file, in an editor's words. `frontMatter` is the text between the
 * "---" lines, which begins on the file's line `firstLine`.
 */
export function frontMatterMistake(frontMatter: string, error: YAMLError, firstLine: number): string {
  const lines = frontMatter.split("\n")
  const index = lineAt(frontMatter, error.pos[0]) - 1
  const line = firstLine + index
  const text = lines[index] ?? ""
  const [, field, value = ""] = /^\s*-?\s*([\w-]+):[ \t]*(.*)$/.exec(text) ?? []
  const quote = `put the whole value in double quotes${quoteHint(field, value.trim())}`
  const flow = unclosedBracket(lines, index)
  if (flow) return `line ${firstLine + flow.at}: ${flow.problem}`
  const signFirst = `line ${line}: the value of ${field ?? "this field"} starts with a sign that has a meaning of its own here (such as [ { @ * & \` or !); ${quote}`
  if (/^[[{@*&`!%|>]/.test(value) && !["DUPLICATE_KEY", "TAB_AS_INDENT"].includes(error.code)) return signFirst
  switch (error.code) {
    case "DUPLICATE_KEY": {
      const first = lines.findIndex(other => other.trim().startsWith(`${field}:`))
      return `line ${line}: the field ${field ?? ""} is written twice${first >= 0 && first !== index ? ` (also on line ${firstLine + first})` : ""}; keep one`
    }
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      if (/:\s/.test(value)) {
        return `line ${line}: the value of ${field ?? "this field"} holds a colon followed by a space, which starts a new field; ${quote}`
      }
      if (/^\s/.test(lines[index + 1] ?? "")) {
        return `line ${line + 1} starts with spaces, so it reads as part of the field above it: remove the spaces, or put a longer value on one line in double quotes`
      }
      return `line ${line} cannot be read as a field: ${layoutHint}; ${quote}`
    case "UNEXPECTED_TOKEN":
      if (/^["']/.test(value)) {
        return `line ${line}: the value starts with a quote mark, so it must end with the same one; ${quote}`
      }
      return `line ${line} cannot be read as a field: ${layoutHint}`
    case "MISSING_CHAR":
      if (/quote/i.test(error.message)) {
        // The quote opened on the last line before the error whose value starts with a quote mark it does not end
        // with (an apostrophe inside words is not one), or failing that, that holds an odd number of double quotes.
        const mark = /single|'quote/i.test(error.message) ? "'" : '"'
        const opens = (candidate: string) => {
          const [, opened = ""] = /^\s*-?\s*[\w-]+:[ \t]*(.*)$/.exec(candidate) ?? []
          return opened.startsWith(mark) && (opened.trim().length === 1 || !opened.trim().endsWith(mark))
        }
        const oddQuotes = (candidate: string) => (candidate.match(/(?<!\\)"/g) ?? []).length % 2 === 1
        const lastWhere = (test: (candidate: string) => boolean) =>
          lines
            .slice(0, index + 1)
            .map((candidate, at) => (test(candidate) ? at : -1))
            .reduce((last, at) => Math.max(last, at), -1)
        const started = lastWhere(opens)
        const opened = started >= 0 ? started : mark === '"' ? lastWhere(oddQuotes) : -1
        return `line ${firstLine + (opened >= 0 ? opened : index)}: a value starts with a quote mark (${mark}) but never ends with one: add the closing ${mark} (a value stays on one line)`
      }
      if (/sequence item/i.test(error.message)) {
        return `line ${line} is not lined up with the lines above it: the fields of each item in a list start at the same place, two spaces in from its "-"`
      }
      return `line ${line} has no colon: ${layoutHint}`
    case "TAB_AS_INDENT":
      return `line ${line} starts with a tab: use spaces instead (two for each step in)`
    case "BAD_INDENT":
    case "BAD_SCALAR_START":
      return signFirst
    case "BAD_DQ_ESCAPE":
      return `line ${line} has a backslash (\\) inside double quotes: write \\" for a quote and \\\\ for a backslash, or remove it`
    default:
      return `line ${line} cannot be read as a field: ${layoutHint}; if a value holds a colon (:), a # or starts with a quote, ${quote}`
  }
}

/**
 * A value begun with [ or { (a list or group written on one line) that is never closed on its line: YAML reads on
 * into the next fields and names a later line, so the line that opened it is found here.
 */
function unclosedBracket(lines: string[], errorIndex: number): { at: number; problem: string } | undefined {
  for (let at = errorIndex; at >= 0; at--) {
    const [, field, value = ""] = /^\s*-?\s*([\w-]+):[ \t]*(.*)$/.exec(lines[at] ?? "") ?? []
    const open = value.trim()[0]
    if (open !== "[" && open !== "{") continue
    const close = open === "[" ? "]" : "}"
    const count = (sign: string) => value.split(sign).length - 1
    if (count(open) <= count(close)) return undefined
    return {
      at,
      problem: `the value of ${field} starts with ${open} but the line never closes it with ${close}: add the ${close} at the end of the line, or if the value is words, put it all in double quotes${quoteHint(field, value.trim())}`,
    }
  }
  return undefined
}

/** A value that starts with * or & (an alias or anchor to YAML) that was meant as words: the line that has one. */
export function frontMatterAliasMistake(frontMatter: string, firstLine: number): string {
  const index = frontMatter.split("\n").findIndex(text => /:\s+[*&]/.test(text))
  const where = index >= 0 ? `line ${firstLine + index}: the value` : "a value in the fields at the top"
  return `${where} starts with * or &, which have a meaning of their own there: put the whole value in double quotes ("…")`
}
