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

/** Builds the pages: the same rules, HTML never passed through (the check has refused it before this runs). */
const writer = new MarkdownIt("commonmark", { html: false, linkify: true }).enable([
  "table",
  "strikethrough",
  "linkify",
])

/** Addresses a link in the text may point at: a page here ("/contact"), the web, email, telephone. */
const linkPattern = /^(\/|#|https?:\/\/|mailto:|tel:)/i

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
    case "link_open": {
      const href = String(child.attrGet("href") ?? "")
      return linkPattern.test(href)
        ? undefined
        : `the link to "${href}" goes nowhere: start a page of this site with / (e.g. /contact) and another website with https://`
    }
  }
  return undefined
}

/** What the site cannot show in a piece of Markdown, each with the fix: the content check's words. */
export function markdownProblems(markdown: string): string[] {
  const tokens = reader.parse(markdown, {})
  const problems: string[] = []
  tokens.forEach((token, index) => {
    const where = whereIn(tokens, index)
    switch (token.type) {
      case "html_block":
        problems.push(
          `remove the HTML ${excerpt(token.content)}: the text is Markdown, e.g. **bold**, *emphasis*, [a link](/contact), ## A heading`,
        )
        break
      case "heading_open":
        if (token.tag === "h1") {
          problems.push(`use ## for a heading${where}: a single # is the page's title, which it already has`)
        } else if (token.tag !== "h2" && token.tag !== "h3") {
          problems.push(`use ## or ### for a heading${where}: the site has two sizes of heading in the text`)
        }
        break
      case "code_block":
        problems.push(
          `remove the spaces at the start of the lines${where}: four spaces at the start show a paragraph as computer code`,
        )
        break
      case "fence":
        problems.push(`remove the \`\`\` lines${where}: they show the text as computer code`)
        break
      case "inline":
        for (const child of token.children ?? []) {
          const problem = inlineProblem(child)
          if (problem) problems.push(problem.includes(" (in ") ? problem : `${problem}${where}`)
        }
        break
    }
  })
  return [...new Set(problems)]
}

/** Where the text's links lead, as written: "/contact", "https://…", "mailto:…". */
export function markdownLinks(markdown: string): string[] {
  return reader
    .parse(markdown, {})
    .flatMap(token => token.children ?? [])
    .filter(child => child.type === "link_open")
    .map(child => String(child.attrGet("href") ?? ""))
}

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

// Links to other websites open in a new tab and say so to people who cannot see it (spec §7).
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
 * The text as HTML for the page. Headings get ids from their words (so a reader can link to a section); links to
 * other websites open in a new tab and say so; a "> " note is a highlighted panel (role "note").
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
