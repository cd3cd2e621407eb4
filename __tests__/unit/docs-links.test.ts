import fs from "node:fs"
import path from "node:path"
import GithubSlugger from "github-slugger"
import ignore from "ignore"
import MarkdownIt, { type Token } from "markdown-it"

/**
 * The Markdown documents (README.md, CONTENT.md, CHANGELOG.md and docs/) lead where they say: every link to another
 * document or a heading reaches one that exists, every "section N" of CONTENT.md is a link to that section, and
 * every file path README.md and docs/ name exists. Wording is never checked, only where things point.
 */

const projectRoot = path.resolve(__dirname, "../..")

function markdownFilesIn(folder: string): string[] {
  if (!fs.existsSync(path.join(projectRoot, folder))) return []
  return fs
    .readdirSync(path.join(projectRoot, folder), { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(".md"))
    .map(entry => path.relative(projectRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
}

const documentNames = ["README.md", "CONTENT.md", "CHANGELOG.md", ...markdownFilesIn("docs")].filter(name =>
  fs.existsSync(path.join(projectRoot, name)),
)
/**
 * The documents about today's code, whose file paths must exist: not the changelog (history: files it names may
 * since have moved) nor CONTENT.md (its examples name an editor's files, e.g. a new person's photo).
 */
const codeDocuments = documentNames.filter(name => name === "README.md" || name.startsWith("docs/"))
const documents = new Map(documentNames.map(name => [name, fs.readFileSync(path.join(projectRoot, name), "utf8")]))

const markdown = new MarkdownIt({ html: true })

/** A heading's text as GitHub reads it for its anchor: the words and code, without the Markdown signs. */
const headingText = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .filter(child => child.type === "text" || child.type === "code_inline")
    .map(child => child.content)
    .join("")

/** Every heading's anchor (GitHub's rules: github-slugger), with the heading's words. */
function anchorsOf(text: string): Map<string, string> {
  const slugger = new GithubSlugger()
  const tokens = markdown.parse(text, {})
  const anchors = new Map<string, string>()
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return
    const words = headingText(tokens[index + 1])
    anchors.set(slugger.slug(words), words)
  })
  return anchors
}

const anchors = new Map([...documents].map(([name, text]) => [name, anchorsOf(text)]))

/** The inline tokens of a document: its running text, with links and code spans. */
const inlineChildren = (text: string): Token[] =>
  markdown
    .parse(text, {})
    .filter(token => token.type === "inline")
    .flatMap(token => token.children ?? [])

interface LinkedText {
  href?: string
  text: string
}

/** The running text of a document in pieces: the words of each link with its address, and the words between. */
function textPieces(text: string): LinkedText[] {
  const pieces: LinkedText[] = []
  let href: string | undefined
  for (const child of inlineChildren(text)) {
    if (child.type === "link_open") href = String(child.attrGet("href"))
    else if (child.type === "link_close") href = undefined
    else if (child.type === "text") pieces.push({ href, text: child.content })
  }
  return pieces
}

const linksIn = (text: string): string[] =>
  inlineChildren(text)
    .filter(child => child.type === "link_open")
    .map(child => String(child.attrGet("href")))

/** Where a link inside a document leads in this repository (file and anchor), or nothing for a web address. */
function target(from: string, href: string): { file: string; anchor?: string } | undefined {
  if (/^[a-z][a-z+.-]*:/i.test(href)) return undefined
  const [address = "", anchor] = href.split("#", 2)
  const file = address ? path.posix.normalize(path.posix.join(path.posix.dirname(from), address)) : from
  return { file, anchor: anchor === undefined ? undefined : decodeURIComponent(anchor) }
}

describe("links between the documents", () => {
  it.each(documentNames)("every link in %s leads to a file, and to a heading, that exist", from => {
    const broken = linksIn(documents.get(from)!).flatMap(href => {
      const to = target(from, href)
      if (!to) return []
      if (!fs.existsSync(path.join(projectRoot, to.file))) return [`${href}: no file ${to.file}`]
      if (to.anchor === undefined || !to.file.endsWith(".md")) return []
      const headings = anchors.get(to.file) ?? anchorsOf(fs.readFileSync(path.join(projectRoot, to.file), "utf8"))
      return headings.has(to.anchor) ? [] : [`${href}: no heading #${to.anchor} in ${to.file}`]
    })
    expect(broken).toEqual([])
  })

  /** "section 7", "sections 4", "§7": a reference to a numbered section of CONTENT.md. */
  const sectionReference = /\bsections? (\d+)|§ ?(\d+)/gi

  it("every section of CONTENT.md referred to by number is a link to that section", () => {
    const numberOf = (anchor: string) => /^(\d+)\. /.exec(anchors.get("CONTENT.md")?.get(anchor) ?? "")?.[1]
    const wrong = documentNames.flatMap(from =>
      textPieces(documents.get(from)!).flatMap(piece => {
        const references = [...piece.text.matchAll(sectionReference)].filter(
          match => from === "CONTENT.md" || piece.href || /CONTENT\.md,? $/.test(piece.text.slice(0, match.index)),
        )
        const to = piece.href ? target(from, piece.href) : undefined
        return references
          .filter(match => to?.file !== "CONTENT.md" || numberOf(to.anchor ?? "") !== (match[1] ?? match[2]))
          .map(
            match =>
              `${from}: "${match[0]}" in "${piece.text}"${piece.href ? ` links to ${piece.href}` : " is not a link"}`,
          )
      }),
    )
    expect(wrong).toEqual([])
  })
})

/**
 * What a build or a run writes is in .gitignore, so a fresh clone does not have it. Read from the file (as git reads
 * it), not asked of git: the tests run in a copy that is not a git checkout too, such as a downloaded ZIP.
 */
const gitignore = ignore().add(fs.readFileSync(path.join(projectRoot, ".gitignore"), "utf8"))
/** A missing path named may be a file or a folder (`public`, for `public/` in .gitignore). */
const isBuildOutput = (named: string) => gitignore.ignores(named) || gitignore.ignores(`${named}/`)

/**
 * A code span that names a file or folder of this repository: a path (no spaces, placeholders or wildcards) whose
 * first part is a file or folder at the top of the repository.
 */
function repositoryPath(code: string): string | undefined {
  if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(code)) return undefined
  const first = code.split("/")[0]!
  return fs.existsSync(path.join(projectRoot, first)) ? code : undefined
}

describe("file paths in README.md and docs/", () => {
  it.each(codeDocuments)("every file or folder %s names exists", from => {
    const missing = inlineChildren(documents.get(from)!)
      .filter(child => child.type === "code_inline")
      .flatMap(child => {
        const named = repositoryPath(child.content)
        // A missing path that .gitignore names is a build's output.
        return named && !fs.existsSync(path.join(projectRoot, named)) && !isBuildOutput(named) ? [named] : []
      })
    expect(missing).toEqual([])
  })
})
