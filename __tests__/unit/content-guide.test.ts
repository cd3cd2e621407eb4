import fs from "node:fs"
import path from "node:path"
import MarkdownIt from "markdown-it"
import sharp from "sharp"
import { checkSampleSite, sampleSite } from "../../scripts/content-guide"
import { besideEntry, schemaForFile } from "../../src/content/collection"
import { collectionByFolder } from "../../src/content/collections"
import { fileNameOf } from "../../src/content/entry-problems"
import { jsonSchemaOf, markedFieldPaths, valuesAt } from "../../src/content/json-schema"
import { checkEntrySource, formatProblem } from "../../src/content/validate"

/**
 * CONTENT.md, the volunteers' guide, cannot drift from the site: its examples pass the content check (or, marked as
 * mistakes, fail it with the words shown beside them). Its generated tables and messages are checked against the
 * schemas by a run of the generator (../slow/content-guide-generated.test.ts); its links and "section N" references
 * with the other documents' (docs-links.test.ts).
 */

const projectRoot = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8")
const guide = read("CONTENT.md")

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
