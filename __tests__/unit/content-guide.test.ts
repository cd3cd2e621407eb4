import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import GithubSlugger from "github-slugger"
import MarkdownIt, { type Token } from "markdown-it"
import sharp from "sharp"
import { checkSampleSite, rewriteGuide, sampleSite } from "../../scripts/content-guide"
import { besideEntry, schemaForFile } from "../../src/content/collection"
import { collectionByFolder } from "../../src/content/collections"
import { fileNameOf } from "../../src/content/entry-problems"
import { jsonSchemaOf, markedFieldPaths, valuesAt } from "../../src/content/json-schema"
import { checkEntrySource, formatProblem } from "../../src/content/validate"

/**
 * CONTENT.md, the volunteers' guide, cannot drift from the site: its examples pass the content check (or, marked as
 * mistakes, fail it with the words shown beside them), its generated tables and messages match the schemas and the
 * check (`npm run content-guide -- --check`), and its links and "section N" references lead where they say.
 */

const projectRoot = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8")
const guide = read("CONTENT.md")
const readme = read("README.md")

const markdown = new MarkdownIt({ html: true })

/** "<!-- example: data/people/jane-doe.json -->", or "<!-- example, a mistake: … -->" before a fenced block. */
const exampleMarker = /^<!-- example(, a mistake)?: (\S+) -->\s*$/

interface Example {
  file: string
  source: string
  /** the line in CONTENT.md where the example's block starts, to find it */
  line: number
  /** for a deliberate mistake: the check's lines shown beside it */
  expected?: string[]
}

/** Every fenced entry example in the guide, with the file its marker names. */
function examplesIn(text: string): { examples: Example[]; unmarked: number[] } {
  const tokens = markdown.parse(text, {})
  const examples: Example[] = []
  const unmarked: number[] = []
  tokens.forEach((token, index) => {
    if (token.type !== "fence" || !/^(json|markdown)$/.test(token.info.trim())) return
    const line = (token.map?.[0] ?? 0) + 1
    const marker = exampleMarker.exec(tokens[index - 1]?.type === "html_block" ? tokens[index - 1]!.content.trim() : "")
    if (!marker) return void unmarked.push(line)
    const [, mistake, file] = marker
    const shown = tokens[index + 1]
    examples.push({
      file: file!,
      source: token.content,
      line,
      ...(mistake
        ? { expected: shown?.type === "fence" && shown.info.trim() === "text" ? shown.content.trim().split("\n") : [] }
        : {}),
    })
  })
  return { examples, unmarked }
}

const { examples, unmarked } = examplesIn(guide)

/** What the check says about one file on its own: the file name, the JSON or front matter, the schema. */
function checkedAlone(example: Example) {
  const folder = /^data\/([^/]+)\//.exec(example.file)?.[1] ?? ""
  const collection = collectionByFolder(folder)
  if (!collection) throw new Error(`CONTENT.md line ${example.line}: ${example.file} is not in a collection's folder`)
  const { data, problems } = checkEntrySource(collection, example.file, example.source)
  return { collection, data, lines: problems.map(formatProblem) }
}

/**
 * What the whole check says about the file in a small site of its own (the generator's sample site, whose one
 * contact-form recipient the examples may name), with a small real photo for each photo it names: the rules across
 * files too (who passes messages on, links to pages, photos).
 */
async function checkedInASite(example: Example) {
  const { collection, data } = checkedAlone(example)
  const schema = data && schemaForFile(collection, fileNameOf(example.file))
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer()
  const photos = schema
    ? markedFieldPaths(jsonSchemaOf(schema), "image").flatMap(pattern =>
        valuesAt(data, pattern).map(({ value }) => [besideEntry(example.file, String(value)), photo] as const),
      )
    : []
  const report = await checkSampleSite({ ...sampleSite, ...Object.fromEntries(photos), [example.file]: example.source })
  return report.problems.filter(problem => problem.file === example.file).map(formatProblem)
}
const label = (example: Example) => `${example.file} (CONTENT.md line ${example.line})`

describe("the examples in CONTENT.md", () => {
  it("every JSON and Markdown block is an example marked with the file it would be", () => {
    expect(examples.length).toBeGreaterThan(0)
    expect(unmarked).toEqual([])
  })

  it.each(examples.filter(example => !example.expected).map(example => [label(example), example] as const))(
    "%s passes the content check, on its own and in a site",
    async (_name, example) => {
      expect(checkedAlone(example).lines).toEqual([])
      expect(await checkedInASite(example)).toEqual([])
    },
  )

  it.each(examples.filter(example => example.expected).map(example => [label(example), example] as const))(
    "the deliberate mistake %s fails with the message shown beside it",
    async (_name, example) => {
      expect(example.expected).not.toEqual([])
      expect(checkedAlone(example).lines).toEqual(example.expected)
      expect(await checkedInASite(example)).toEqual(example.expected)
    },
  )
})

describe("the generated parts of CONTENT.md", () => {
  it("match the schemas and the content check: `npm run content-guide -- --check` passes", () => {
    const run = spawnSync(path.join(projectRoot, "node_modules/.bin/tsx"), ["scripts/content-guide.ts", "--check"], {
      cwd: projectRoot,
      encoding: "utf8",
    })
    // The output is in the expectation so that a failure shows what the generator said.
    expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toEqual({
      status: 0,
      output: expect.stringContaining("is up to date"),
    })
  }, 120_000)

  it("a table edited by hand, or a collection without a table, is caught", async () => {
    const tampered = guide.replace(/(<!-- generated: fields events -->\n[\s\S]*?)required/, "$1optional")
    expect((await rewriteGuide(tampered)).stale).toEqual(["fields events"])
    const withoutPeople = guide.replace(/<!-- generated: fields people -->\n[\s\S]*?<!-- \/generated -->\n/, "")
    expect((await rewriteGuide(withoutPeople)).problems).toEqual([
      expect.stringContaining('the block "fields people" is missing'),
    ])
  }, 120_000)
})

// ---------------------------------------------------------------------------------------------------------------
// Links and section references

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

interface LinkedText {
  href?: string
  text: string
}

/** The running text of a document in pieces: the words of each link with its address, and the words between. */
function textPieces(text: string): LinkedText[] {
  const pieces: LinkedText[] = []
  for (const token of markdown.parse(text, {}).filter(token => token.type === "inline")) {
    let href: string | undefined
    for (const child of token.children ?? []) {
      if (child.type === "link_open") href = String(child.attrGet("href"))
      else if (child.type === "link_close") href = undefined
      else if (child.type === "text") pieces.push({ href, text: child.content })
    }
  }
  return pieces
}

const documents = { "CONTENT.md": guide, "README.md": readme } as const
const anchors = { "CONTENT.md": anchorsOf(guide), "README.md": anchorsOf(readme) }

/** Where a link inside one of the two documents leads: the document and the anchor, or nothing for other links. */
function target(
  from: keyof typeof documents,
  href: string,
): { document: keyof typeof documents; anchor: string } | undefined {
  const match = /^(CONTENT\.md|README\.md)?#(.+)$/.exec(href)
  if (!match) return undefined
  return { document: (match[1] as keyof typeof documents | undefined) ?? from, anchor: decodeURIComponent(match[2]!) }
}

describe("links and section references in CONTENT.md and README.md", () => {
  it.each(Object.keys(documents) as (keyof typeof documents)[])(
    "every link to a heading, in %s, leads to one that exists",
    from => {
      const hrefs = [...documents[from].matchAll(/\]\(([^)\s]+)\)/g)].map(([, href]) => href!)
      const links = hrefs.flatMap(href => {
        const to = target(from, href)
        return to ? [{ href, ...to }] : []
      })
      expect(links.filter(link => !anchors[link.document].has(link.anchor))).toEqual([])
    },
  )

  /** "section 7", "sections 4", "§7": a reference to a numbered section of CONTENT.md. */
  const sectionReference = /\bsections? (\d+)|§ ?(\d+)/gi

  it("every section of CONTENT.md referred to by number is a link to that section", () => {
    const numberOf = (anchor: string) => /^(\d+)\. /.exec(anchors["CONTENT.md"].get(anchor) ?? "")?.[1]
    const wrong = (Object.keys(documents) as (keyof typeof documents)[]).flatMap(from =>
      textPieces(documents[from]).flatMap(piece => {
        const references = [...piece.text.matchAll(sectionReference)]
          // The README also cites the product's specification ("spec §2"), which is not CONTENT.md.
          .filter(match => from === "CONTENT.md" || !/spec $/.test(piece.text.slice(0, match.index)))
          .filter(
            match => from === "CONTENT.md" || piece.href || /CONTENT\.md,? $/.test(piece.text.slice(0, match.index)),
          )
        const to = piece.href ? target(from, piece.href) : undefined
        return references
          .filter(match => to?.document !== "CONTENT.md" || numberOf(to.anchor) !== (match[1] ?? match[2]))
          .map(
            match =>
              `${from}: "${match[0]}" in "${piece.text}"${piece.href ? ` links to ${piece.href}` : " is not a link"}`,
          )
      }),
    )
    expect(wrong).toEqual([])
  })
})
