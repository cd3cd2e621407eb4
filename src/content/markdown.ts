import MarkdownIt, { type Env, type Token } from "markdown-it"
import { slugify } from "./slug"

/**
 * The pages' text is Markdown: what an editor types in a .md file or in the CMS's editor. This module is the one
 * place that reads it, with markdown-it: the content check's rules (what the site's typography can show) and the
 * HTML the pages are built from. It runs at build time and in the CMS's preview; visitors' browsers never load it.
 *
 * What the text may hold: paragraphs, ## and ### headings, bulleted and numbered lists, **bold** and *emphasis*,
 * links, tables, and "> " notes (shown as a highlighted panel). Raw HTML, images and code are refused by the check,
 * with what to write instead, rather than dropped without a word.
 */

/** Reads the text as written, HTML included, so that the check can name what it must refuse. */
const reader = new MarkdownIt("commonmark", { html: true, linkify: true }).enable(["table", "strikethrough", "linkify"])
// Every link as written, "javascript:" and "data:" ones too (which markdown-it would leave as text), so that the
// check can name them rather than let the page show them as typed.
reader.validateLink = () => true

/** Builds the pages: the same rules, HTML never passed through (the check has refused it before this runs). */
const writer = new MarkdownIt("commonmark", { html: false, linkify: true }).enable([
  "table",
  "strikethrough",
  "linkify",
])

/** Addresses a link in the text may point at: a page here ("/contact"), a secure website, email, telephone. */
const linkPattern = /^(\/|#|https:\/\/|mailto:|tel:)/i

const excerpt = (text: string) => {
  const words = text.replace(/\s+/g, " ").trim()
  return words.length > 40 ? `${words.slice(0, 40).trimEnd()}…` : words
}

/** The text an editor sees around a token: its own, or the paragraph or heading it sits in. */
function whereIn(tokens: Token[], index: number): string {
  // A heading's words follow its opening token.
  const from = tokens[index]?.type === "heading_open" ? index + 1 : index
  for (let at = from; at >= 0; at--) {
    const token = tokens[at]!
    if (token.type === "inline" || token.type === "html_block" || token.type === "code_block" || token.type === "fence")
      return ` (in "${excerpt(token.content)}")`
  }
  return ""
}

/** The line of the text a token starts on, counting from 0: its own, or that of the block it sits in. */
function lineOfToken(tokens: Token[], index: number): number {
  for (let at = index; at >= 0; at--) {
    const map = tokens[at]!.map
    if (map) return map[0]
  }
  return 0
}

/** The inline parts of a block (words, links, HTML...), each with the line of the text it is on (from 0). */
function inlinePartsByLine(tokens: Token[], index: number): { part: Token; line: number }[] {
  let line = lineOfToken(tokens, index)
  return (tokens[index]!.children ?? []).map(part => {
    if (part.type === "softbreak" || part.type === "hardbreak") line += 1
    return { part, line }
  })
}

/** What is wrong with a link's address, if anything. */
function linkProblem(link: Token): string | undefined {
  const href = String(link.attrGet("href") ?? "")
  if (linkPattern.test(href)) return undefined
  if (/^(javascript|data|vbscript|file):/i.test(href.replace(/\s+/g, ""))) {
    return `remove the link to "${excerpt(href)}": a link like that could run a program or hide what it shows; link to a page of this site with / (e.g. /contact) or to another website with https://`
  }
  if (/^http:\/\//i.test(href)) {
    const secure = href.replace(/^http:/i, "https:")
    return link.markup === "linkify"
      ? `write the address ${href} with https:// (${secure}): the site links only to secure websites`
      : `the link to ${href} is not secure: write https:// instead of http:// (${secure}); if that website has no secure address, leave the link out`
  }
  return `the link to "${href}" goes nowhere: start a page of this site with / (e.g. /contact) and another website with https://`
}

/** What is wrong with one inline child token, if anything. */
function inlineProblem(child: Token): string | undefined {
  switch (child.type) {
    case "html_inline":
      return child.content.startsWith("</")
        ? undefined // named once, at its opening tag
        : `remove the HTML ${excerpt(child.content)}: write **bold**, *emphasis* or [the words of a link](/page) instead`
    case "image":
      return `remove the picture ![${child.content}](…): photos cannot go in the text; ask for a photo field on this page instead`
    case "code_inline":
      return "remove the backticks (`) around “" + excerpt(child.content) + "”: they show words as computer code"
    case "link_open":
      return linkProblem(child)
  }
  return undefined
}

/**
 * A line meant as a heading but written without the space after its #s ("##Who can join"), which shows as typed. A
 * single # before a figure ("#1 in the charts") is taken as meant.
 */
const headingWithoutSpace = /^ {0,3}(#{2,6}[^\s#]|#\p{L})/u

/** One thing the site cannot show in a piece of Markdown, with the fix, and the line of the text it is on (from 0). */
export interface MarkdownProblem {
  message: string
  line: number
}

/** What the site cannot show in a piece of Markdown, each with the fix and its line: the content check's words. */
export function markdownProblems(markdown: string): MarkdownProblem[] {
  const tokens = reader.parse(markdown, {})
  const problems: MarkdownProblem[] = []
  const add = (message: string, line: number) => {
    if (!problems.some(problem => problem.message === message)) problems.push({ message, line })
  }
  tokens.forEach((token, index) => {
    const where = whereIn(tokens, index)
    const line = lineOfToken(tokens, index)
    switch (token.type) {
      case "html_block":
        add(
          `remove the HTML ${excerpt(token.content)}: the text is Markdown, e.g. **bold**, *emphasis*, [a link](/contact), ## A heading`,
          line,
        )
        break
      case "heading_open":
        if (token.tag === "h1") {
          add(`use ## for a heading${where}: a single # is the page's title, which it already has`, line)
        } else if (token.tag !== "h2" && token.tag !== "h3") {
          add(`use ## or ### for a heading${where}: the site has two sizes of heading in the text`, line)
        }
        break
      case "code_block":
        add(
          `remove the spaces at the start of the lines${where}: four spaces at the start show a paragraph as computer code`,
          line,
        )
        break
      case "fence":
        add(`remove the \`\`\` lines${where}: they show the text as computer code`, line)
        break
      case "inline": {
        if (tokens[index - 1]?.type === "paragraph_open") {
          token.content.split("\n").forEach((text, offset) => {
            if (!headingWithoutSpace.test(text)) return
            const [, hashes = "", words = ""] = /^ *(#+)(.*)$/.exec(text) ?? []
            add(
              `put a space after the ${hashes} in "${excerpt(text.trim())}" to make it a heading: ${hashes.length < 2 ? "##" : hashes} ${excerpt(words)} (the page shows it as typed); if it is not a heading, move the # away from the start of the line`,
              line + offset,
            )
          })
        }
        for (const { part, line: partLine } of inlinePartsByLine(tokens, index)) {
          const problem = inlineProblem(part)
          // A link's problem quotes its address, which says where it is better than the paragraph's first words.
          if (problem) add(part.type === "link_open" ? problem : `${problem}${where}`, partLine)
        }
        break
      }
    }
  })
  return problems
}

/** Where the text's links lead, as written ("/contact", "https://…", "mailto:…"), each with its line (from 0). */
export function markdownLinksByLine(markdown: string): { href: string; line: number }[] {
  const tokens = reader.parse(markdown, {})
  return tokens.flatMap((_token, index) =>
    inlinePartsByLine(tokens, index)
      .filter(({ part }) => part.type === "link_open")
      .map(({ part, line }) => ({ href: String(part.attrGet("href") ?? ""), line })),
  )
}

/** Where the text's links lead, as written: "/contact", "https://…", "mailto:…". */
export const markdownLinks = (markdown: string): string[] => markdownLinksByLine(markdown).map(link => link.href)

/** The words of the text, without its Markdown: for search descriptions and checks. */
export function plainTextOfMarkdown(markdown: string): string {
  return writer
    .parseInline(markdown, {})
    .flatMap(token => token.children ?? [])
    .filter(child => child.type === "text" || child.type === "code_inline")
    .map(child => child.content)
    .join("")
}

/** A heading's id on the page, from its words as written: markdownToHtml sets it, markdownSections links to it. */
const headingId = (headingWords: string) => slugify(headingWords)

/** The text's sections ("## " headings), with the ids markdownToHtml gives them: for a page's "On this page" links. */
export function markdownSections(markdown: string): { id: string; title: string }[] {
  const tokens = reader.parse(markdown, {})
  return tokens.flatMap((token, index) => {
    if (token.type !== "heading_open" || token.tag !== "h2") return []
    const words = tokens[index + 1]?.content ?? ""
    return [{ id: headingId(words), title: plainTextOfMarkdown(words) }]
  })
}

export interface MarkdownHtmlOptions {
  /** words read out after a link that opens in a new tab, e.g. "(opens in a new tab)" */
  newTabNote: string
  /** the level the text's "##" headings take on the page: 2, or 3 inside a section that has its own h2 */
  headingLevel?: 2 | 3
}

/** What the link rules need while one text is written: the note, and whether each open link leaves the site. */
interface RenderEnv extends Env {
  newTabNote: string
  openLinks: boolean[]
}

const isExternal = (href: string) => /^https?:\/\//i.test(href)

// Links to other websites open in a new tab and say so to people who cannot see it (docs/requirements.md#layout).
writer.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const link = tokens[index]!
  const external = isExternal(String(link.attrGet("href") ?? ""))
  ;(env as RenderEnv).openLinks.push(external)
  if (external) {
    link.attrSet("target", "_blank")
    link.attrSet("rel", "noopener noreferrer")
  }
  return self.renderToken(tokens, index, options)
}
writer.renderer.rules.link_close = (tokens, index, options, env, self) => {
  const { openLinks, newTabNote } = env as RenderEnv
  const note = openLinks.pop() ? `<span class="visually-hidden"> ${writer.utils.escapeHtml(newTabNote)}</span>` : ""
  return note + self.renderToken(tokens, index, options)
}

/**
 * The class of a table that is read row by row when few words fit a line: a Markdown table of two columns (a name
 * and its text), and the site's own tables whose cells name their column in `data-label`. A class rather than a
 * `:has()` selector, so that iPhones older than iOS 15.4 (which lack `:has()`) read them row by row too.
 */
export const rowByRowTableClass = "row-by-row"

/** How many columns a table has: the cells of its first row, from the token that opens the table. */
function columnsOfTable(tokens: Token[], tableOpen: number): number {
  let columns = 0
  for (let at = tableOpen + 1; at < tokens.length && tokens[at]!.type !== "tr_close"; at++) {
    if (tokens[at]!.type === "th_open" || tokens[at]!.type === "td_open") columns += 1
  }
  return columns
}

/**
 * The text as HTML for the page. Headings get ids from their words (so a reader can link to a section); links to
 * other websites open in a new tab and say so; a "> " note is a highlighted panel (role "note"); a two-column table
 * reads row by row on a narrow screen.
 */
export function markdownToHtml(markdown: string, { newTabNote, headingLevel = 2 }: MarkdownHtmlOptions): string {
  const env: RenderEnv = { newTabNote, openLinks: [] }
  const tokens = writer.parse(markdown, env)
  const shift = headingLevel - 2
  tokens.forEach((token, index) => {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.min(Number(token.tag.slice(1)) + shift, 4)}`
      if (token.type === "heading_open") token.attrSet("id", headingId(tokens[index + 1]?.content ?? ""))
    }
    if (token.type === "table_open" && columnsOfTable(tokens, index) <= 2) token.attrSet("class", rowByRowTableClass)
    if (token.type === "blockquote_open" || token.type === "blockquote_close") {
      token.tag = "div"
      if (token.type === "blockquote_open") {
        token.attrSet("class", "note")
        token.attrSet("role", "note")
      }
    }
  })
  return writer.renderer.render(tokens, writer.options, env)
}
