import { findNodeAtLocation, parseTree, type Node as JsonNode, type ParseError } from "jsonc-parser"
import { isScalar, parseDocument } from "yaml"
import type { FieldLocator } from "./collection"
import { frontMatterAliasMistake, frontMatterMistake, jsonMistake, lineAt } from "./source-mistakes"

/**
 * Reads an entry file's text into data, or says in plain words what stops it being read and on which line. Two
 * formats: JSON (.json, most collections) and Markdown with its fields at the top between "---" lines (.md, the
 * pages' text). A file saved with a byte-order mark (Notepad does this) or Windows line ends reads the same.
 */
export type SourceResult =
  { data: Record<string, unknown>; locate: FieldLocator; problem?: undefined } | { data?: undefined; problem: string }

const normalise = (source: string) => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")

/** A .json entry: one object in curly braces. */
export function readJsonSource(source: string): SourceResult {
  const text = normalise(source)
  if (!text.trim()) {
    return {
      problem: "the file is empty: it must hold one entry in curly braces { … }; copy an existing entry to start from",
    }
  }
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false })
  if (errors[0]) return { problem: jsonMistake(text, errors[0]) }
  const twice = tree && fieldWrittenTwice(text, tree)
  if (twice) return { problem: twice }
  const json: unknown = JSON.parse(text)
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { problem: "must hold one entry: an object in curly braces { … }" }
  }
  // A value in a .json file is on one line: text with several lines writes them as \n.
  const locate: FieldLocator = fieldPath => {
    const node =
      tree &&
      findNodeAtLocation(
        tree,
        fieldPath.map(segment => (typeof segment === "number" ? segment : String(segment))),
      )
    return node ? lineAt(text, node.offset) : undefined
  }
  return { data: json as Record<string, unknown>, locate }
}

/** A field written twice in one object, which JSON would read as the last one, silently: named with both lines. */
function fieldWrittenTwice(text: string, node: JsonNode): string | undefined {
  if (node.type === "object") {
    const seen = new Map<string, number>()
    for (const property of node.children ?? []) {
      const [key] = property.children ?? []
      const name = String(key?.value)
      const line = lineAt(text, property.offset)
      const first = seen.get(name)
      if (first !== undefined) {
        return `line ${line}: the field "${name}" is written twice (also on line ${first}); keep one, or the website uses only the last`
      }
      seen.set(name, line)
    }
  }
  for (const child of node.children ?? []) {
    const found = fieldWrittenTwice(text, child)
    if (found) return found
  }
  return undefined
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
  // The fields start on the file's second line, after the first ---.
  if (error) return { problem: frontMatterMistake(frontMatter, error, 2) }
  let fields: unknown
  try {
    fields = document.toJS() ?? {}
  } catch {
    // An alias (*name) with no anchor (&name) to stand for: a value starting with * or & that was meant as words.
    return { problem: frontMatterAliasMistake(frontMatter, 2) }
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return { problem: `the lines between the --- lines must be fields, one per line, like "title: Choir"` }
  }
  if (MARKDOWN_BODY_FIELD in fields) {
    return {
      problem: `the fields at the top must not include "${MARKDOWN_BODY_FIELD}": the page's text goes after the second --- line`,
    }
  }
  const after = lines.slice(close + 1)
  const body = after.join("\n").trim()
  // The file's line of the text's first line: after the second --- and any blank lines.
  const bodyLine =
    close +
    2 +
    Math.max(
      0,
      after.findIndex(line => line.trim()),
    )
  const locate: FieldLocator = (fieldPath, lineWithin) => {
    if (fieldPath.length === 1 && fieldPath[0] === MARKDOWN_BODY_FIELD) return bodyLine + lineWithin
    const node = document.getIn(fieldPath, true)
    if (!isScalar(node) || !node.range) return undefined
    // A block (after "|" or ">") starts on the line after its field's name; the fields start on the file's line 2.
    const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED"
    return 1 + lineAt(frontMatter, node.range[0]) + (block ? 1 : 0) + lineWithin
  }
  return {
    data: { ...(fields as Record<string, unknown>), ...(body ? { [MARKDOWN_BODY_FIELD]: body } : {}) },
    locate,
  }
}
