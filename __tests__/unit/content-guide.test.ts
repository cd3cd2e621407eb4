import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import MarkdownIt from "markdown-it"
import sharp from "sharp"
import { checkSampleSite, rewriteGuide, sampleSite } from "../../scripts/content-guide"
import { z } from "zod"
import { besideEntry, defineCollection, schemaForFile, type AnyCollection } from "../../src/content/collection"
import { collectionByFolder, collections } from "../../src/content/collections"
import { order, paragraphs, text } from "../../src/content/fields"
import { fileNameOf } from "../../src/content/entry-problems"
import { jsonSchemaOf, markedFieldPaths, valuesAt } from "../../src/content/json-schema"
import { checkEntrySource, formatProblem } from "../../src/content/validate"

/**
 * CONTENT.md, the volunteers' guide, cannot drift from the site: its examples pass the content check (or, marked as
 * mistakes, fail it with the words shown beside them), its generated tables and messages match the schemas and the
 * check (`npm run content-guide -- --check`). Its links and "section N" references are checked with the other
 * documents' (docs-links.test.ts).
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

  it("a table edited by hand is caught", async () => {
    const tampered = guide.replace(/(<!-- generated: fields events -->\n[\s\S]*?)required/, "$1optional")
    expect((await rewriteGuide(tampered)).stale).toEqual(["fields events"])
  }, 120_000)

  /** The words of a generated block in a guide's text. */
  const block = (text: string, name: string) =>
    new RegExp(`<!-- generated: ${name} -->\\n([\\s\\S]*?)<!-- /generated -->`).exec(text)?.[1] ?? ""

  /** What a section written from a collection's schema must tell a volunteer: its name, folder and every field. */
  const describes = (section: string, collection: AnyCollection) => {
    expect(section).toContain(`### ${collection.label}`)
    expect(section).toContain(`data/${collection.folder}/`)
    for (const field of Object.keys(jsonSchemaOf(collection.schema).properties ?? {})) {
      expect(section).toContain(`\`${field}\``)
    }
  }

  it("a collection the guide has no words of its own about gets a whole section, written from its schema", async () => {
    const people = collectionByFolder("people")!
    const withoutPeople = guide.replace(/<!-- generated: fields people -->\n[\s\S]*?<!-- \/generated -->\n/, "")
    const result = await rewriteGuide(withoutPeople)
    expect(result.problems).toEqual([])
    expect(result.stale).toEqual(["more collections"])
    describes(block(result.text, "more collections"), people)
  }, 120_000)

  it("a new collection needs no hand-written section: its section and its row of the collections table are made", async () => {
    const rotas = defineCollection({
      folder: "rotas",
      typeName: "Rota",
      label: "Rotas",
      labelSingular: "rota",
      description: "Who reads, serves and makes the tea each Sunday.",
      schema: z.strictObject({
        order,
        title: text("the rota's name, e.g. Readers").meta({ title: "Name" }),
        names: paragraphs("one name per box").meta({ title: "Names", itemTitle: "name" }),
      }),
    })
    const result = await rewriteGuide(guide, [...collections, rotas])
    expect(result.problems).toEqual([])
    expect(result.stale.sort()).toEqual(["collections", "more collections"])
    describes(block(result.text, "more collections"), rotas)
    expect(block(result.text, "collections")).toContain(rotas.description)
  }, 120_000)

  it("a block's marker that is removed or misspelt is caught", async () => {
    const withoutReport = guide.replace(/<!-- generated: report -->\n[\s\S]*?<!-- \/generated -->\n/, "")
    expect((await rewriteGuide(withoutReport)).problems).toEqual([
      expect.stringContaining('the block "report" is missing'),
    ])
    const misspelt = guide.replace("<!-- generated: fields people -->", "<!-- generated: fields peeople -->")
    expect((await rewriteGuide(misspelt)).problems).toEqual([
      expect.stringContaining('there is no block called "fields peeople"'),
    ])
  }, 120_000)
})
