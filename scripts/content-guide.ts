/**
 * The parts of CONTENT.md that must say what the site really does, written from the schemas and the content check
 * itself so that the editors' guide cannot drift from them:
 *   - one field table per collection (per kind of page for data/pages/): the label the CMS shows, the field's name in
 *     the file, required or optional, what to write and the schema's hint;
 *   - the example messages, produced by running the real check on a small site full of deliberate mistakes.
 * They sit between marker comments, e.g. "<!-- generated: fields events -->" … "<!-- /generated -->"; the text around
 * them is written by hand.
 *
 *   npm run content-guide              rewrites the generated parts of CONTENT.md
 *   npm run content-guide -- --check   changes nothing; exits 1, naming the parts, when CONTENT.md is out of date
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { z } from "zod"
import { cmsSchemaOf, labelFor, type CmsSchemaNode } from "../src/cms/config"
import { extensionOf, type AnyCollection } from "../src/content/collection"
import { collections } from "../src/content/collections"
import { sitePages } from "../src/content/collections/pages"
import { MARKDOWN_BODY_FIELD } from "../src/content/entry-source"
import type { JsonSchemaNode } from "../src/content/json-schema"
import { reportLines } from "../src/content/report"
import { checkContent, formatProblem, type ContentProblem } from "../src/content/validate"

const projectRoot = path.resolve(__dirname, "..")
const GUIDE_PATH = path.join(projectRoot, "CONTENT.md")

/** A field as the guide describes it: the schema's JSON view with the pattern's own words beside it. */
type FieldNode = JsonSchemaNode & CmsSchemaNode & { format?: string }

// ---------------------------------------------------------------------------------------------------------------
// Markdown helpers

/** Text shown as it is inside a table cell: Markdown's signs and the table's | are escaped. */
const escapeCell = (text: string) => text.replace(/[\\`*_[\]<>|]/g, "\\$&").replace(/\n/g, " ")

/** Text as inline code, with a fence of backticks longer than any run inside it. */
function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = "`".repeat(longestRun + 1)
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text
  // Inside a table a | ends the cell even in code, so it is escaped there too.
  return `${fence}${padded.replace(/\|/g, "\\|")}${fence}`
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map(row => `| ${row.join(" | ")} |`),
  ].join("\n")

// ---------------------------------------------------------------------------------------------------------------
// Field tables

const typeOf = (node: FieldNode) => (Array.isArray(node.type) ? node.type[0] : node.type)

const range = (node: FieldNode) => {
  const { minimum: min, maximum: max } = node
  const realMax = max !== undefined && Number.isSafeInteger(max) && max < Number.MAX_SAFE_INTEGER ? max : undefined
  if (min !== undefined && realMax !== undefined) return ` from ${min} to ${realMax}`
  if (min !== undefined) return min === 0 ? ", 0 or more" : ` of ${min} or more`
  return realMax !== undefined ? ` up to ${realMax}` : ""
}

const plural = (word: string) => (/s$/.test(word) ? word : `${word}s`)

/** What kind of value a field takes, in words: the first part of the "what to write" cell. */
function kindOf(name: string, node: FieldNode): string {
  if (node.image) return "the file name of a photo in the same folder (.jpg, .png or .webp)"
  if (node.markdown) {
    return name === MARKDOWN_BODY_FIELD ? "text in Markdown, below the second `---` line" : "text in Markdown"
  }
  if (node.enum) return `one of ${node.enum.map(value => codeSpan(String(value))).join(", ")}`
  switch (typeOf(node)) {
    case "boolean":
      return "`true` or `false`"
    case "integer":
      return `a whole number${range(node)}`
    case "number":
      return `a number${range(node)}`
    case "array": {
      const item = node.itemTitle ?? (typeOf(node.items ?? {}) === "object" ? "item" : "text")
      const atLeast = node.minItems ? ` (at least ${node.minItems})` : ""
      const each = typeOf(node.items ?? {}) === "object" ? `, each with the fields below` : ""
      return `a list of ${plural(item)}${atLeast}${each}`
    }
    case "object":
      return "a group of the fields below"
  }
  if (node.format === "uri") return "a web address starting with `https://`"
  if (node.format === "email") return "an email address"
  if (node.patternMessage) return node.patternMessage.replace(/^must be /, "")
  if (node.slots)
    return `text; the site fills in ${node.slots.map(slot => `{${slot}}`).join(", ")} wherever you write ${node.slots.length === 1 ? "it" : "them"}`
  return "text"
}

interface FieldRow {
  label: string
  field: string
  required: string
  what: string
}

/**
 * The rows of one object's fields, nested fields after their parent: a group's as `picture.photo`, a list item's as
 * `meetings[].what`. A field required inside an optional group is needed only when the group is given.
 */
function fieldRows(node: FieldNode, at = { field: "", label: "", optionalGroup: "" }): FieldRow[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]: [string, FieldNode]) => {
    const field = at.field ? `${at.field}.${name}` : name
    const label = `${at.label}${child.title ?? labelFor(name)}`
    const isRequired = !!node.required?.includes(name)
    const required = !isRequired
      ? "optional"
      : at.optionalGroup
        ? `required with ${codeSpan(at.optionalGroup)}`
        : "required"
    const hint = child.description ? `: ${escapeCell(child.description)}` : ""
    // A Markdown file's text, below its fields, is the field `body` to the check and the CMS.
    const isText = name === MARKDOWN_BODY_FIELD && !at.field && child.markdown
    const shown = isText ? `${codeSpan(field)} (the text)` : codeSpan(field)
    const row: FieldRow = { label: escapeCell(label), field: shown, required, what: `${kindOf(name, child)}${hint}` }
    const optionalGroup = isRequired ? at.optionalGroup : field
    const type = typeOf(child)
    if (type === "object") return [row, ...fieldRows(child, { field, label: `${label} › `, optionalGroup })]
    const item = child.items as FieldNode | undefined
    if (type === "array" && item && typeOf(item) === "object") {
      return [row, ...fieldRows(item, { field: `${field}[]`, label: `${label} › `, optionalGroup: "" })]
    }
    return [row]
  })
}

function fieldTable(schema: z.ZodType): string {
  const rows = fieldRows(cmsSchemaOf(schema) as FieldNode)
  return table(
    ["In the CMS", "In the file", "Required?", "What to write"],
    rows.map(row => [row.label, row.field, row.required, row.what]),
  )
}

/** The Pages collection: one table per kind of page, each naming the files (and addresses) that have it. */
function pageTables(): string {
  const kinds = new Map<z.ZodType, [string, (typeof sitePages)[keyof typeof sitePages]][]>()
  for (const [name, page] of Object.entries(sitePages))
    kinds.set(page.schema, [...(kinds.get(page.schema) ?? []), [name, page]])
  return [...kinds.entries()]
    .map(([schema, pages]) => {
      const names = pages.map(([, page]) => page.label).join(", ")
      const files = pages.map(([name, page]) => `${codeSpan(`${name}.md`)} (${page.route})`).join(", ")
      return `**${escapeCell(names)}**: ${files}\n\n${fieldTable(schema)}`
    })
    .join("\n\n")
}

/** Every collection: its name in the CMS, its folder and what it holds, in the CMS's order. */
function collectionsTable(): string {
  return table(
    ["In the CMS", "Folder", "One file per…", "What it holds"],
    collections.map(collection => {
      const extension = extensionOf(collection)
      const single = collection.shape.kind === "single"
      const folder = single
        ? `data/${collection.folder}/${collection.folder}${extension}`
        : `data/${collection.folder}/`
      const perFile = single ? "(just this one file)" : `${collection.labelSingular} (${codeSpan(extension)})`
      return [escapeCell(collection.label), codeSpan(folder), perFile, escapeCell(collection.description)]
    }),
  )
}

function collectionTable(collection: AnyCollection): string {
  return collection.shape.kind === "files" ? pageTables() : fieldTable(collection.schema)
}

// ---------------------------------------------------------------------------------------------------------------
// Example messages: the real check on a small site of deliberate mistakes

/** The sample site's "now", fixed so that the messages about dates never change with the calendar. */
const SAMPLE_NOW = new Date("2026-11-22T12:00:00Z")

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`

const carolService = {
  order: 2,
  name: "Nine Lessons <em>and Carols</em>",
  serviceType: "eucharist",
  startsAt: "2026-12-20T18:00",
  endsAt: "2026-12-20T19:15",
  content: ["Our candlelit service of readings and carols, sung by the church choir."],
  tags: "Carols, Christmas, Choir",
  teaAndCoffee: false,
  eucharist: false,
  featured: true,
}
const david = {
  order: 1,
  name: "David Okafor",
  shortName: "david",
  role: "Churchwarden",
  description: "David looks after the church building and its safety.",
  contactFormRecipient: true,
}
const jane = {
  order: 10,
  name: "Jane Doe",
  shortName: "jane",
  role: "Assistant Warden",
  description: "Jane helps the Churchwardens with the sidespeople's rota and the flowers.",
  messagesVia: "david",
}
const page = (fields: string, text: string) => `---\n${fields}\n---\n\n${text}\n`
const historyFields =
  "title: History\nlead: A short account of our church.\ndescription: How St Michael and All Angels grew with its suburb."
const groupFields = (name: string) =>
  `title: ${name}\ndescription: ${name} at St Michael's.\npanelHeading: ${name} at a glance\nmeetings: []\ncontact: david`

/** One deliberate mistake: the file that makes it (in the sample site) and, where a file has several, the field. */
interface Sample {
  mistake: string
  file: string
  source: string
  field?: string
}

/**
 * Files every sample site has, so that the samples are checked against a small but real site: one person who
 * receives the contact form's messages (CONTENT.md's examples name him too).
 */
export const sampleSite: Readonly<Record<string, string>> = {
  "data/people/david-okafor.json": json(david),
}

const eventFile = "data/events/carol-service.json"
const personFile = "data/people/jane-doe.json"
const groupFile = "data/groups/bell-ringers.md"
const pageFile = "data/pages/history.md"

/** The sample event with some fields changed (undefined leaves a field out). */
const eventWith = (mistake: string, changes: Record<string, unknown>, field?: string): Sample => ({
  mistake,
  file: eventFile,
  source: json({ ...carolService, ...changes }),
  ...(field ? { field } : {}),
})
const personWith = (mistake: string, changes: Record<string, unknown>): Sample => ({
  mistake,
  file: personFile,
  source: json({ ...jane, ...changes }),
})
const historyWith = (mistake: string, text: string): Sample => ({
  mistake,
  file: pageFile,
  source: page(historyFields, text),
})
const bellRingersWith = (
  mistake: string,
  fields: (fields: string) => string,
  text = "We ring for Sunday services.",
): Sample => ({
  mistake,
  file: groupFile,
  source: page(fields(groupFields("Bell ringers")), text),
})

/** The mistake the report example shows. */
const wrongChoice = eventWith("A choice that is not on the list", { serviceType: "bonfire" })

const mistakes: Sample[] = [
  {
    mistake: "A comma after the last field",
    file: eventFile,
    source: json(carolService).replace('"featured": true', '"featured": true,'),
  },
  {
    mistake: "A comma missing between two fields",
    file: eventFile,
    source: json(carolService).replace('"eucharist": false,', '"eucharist": false'),
  },
  {
    mistake: "Curly quotes, as a word processor or phone types them",
    file: eventFile,
    source: json(carolService).replace('"tags"', "“tags”"),
  },
  eventWith("A required field left out", { tags: undefined }),
  eventWith("A misspelt field name", { featured: undefined, feautred: true }, "feautred"),
  wrongChoice,
  eventWith("Yes or no written in quotes", { featured: "yes" }),
  eventWith("A number written in quotes", { order: "2" }),
  eventWith("A day that does not exist", { startsAt: "2027-02-30T18:00", endsAt: undefined }),
  eventWith("An end before the start", { endsAt: "2026-12-20T17:00" }),
  eventWith("The date in words as well as a start time", { date: "Sunday 20 December" }),
  {
    mistake: "A file name with capitals and spaces",
    file: "data/events/Carol Service.json",
    source: json(carolService),
  },
  { mistake: "A file saved by Notepad with .txt on the end", file: `${eventFile}.txt`, source: json(carolService) },
  { mistake: "A photo named with capitals and spaces", file: "data/venues/Gabriel Hall.JPG", source: "" },
  personWith("A photo's name written with capitals and spaces", { photo: "Jane Doe.JPG" }),
  personWith("A photo that is not in the folder", { photo: "jane-doe.jpg" }),
  personWith("Someone with a Contact link but no one to pass messages on", { messagesVia: undefined }),
  personWith("Two people with the same short name", { shortName: "david" }),
  historyWith("HTML in a page's text", "Our church was <b>built in brick</b> in 1928."),
  historyWith("A single # heading in a page's text", "# Our halls\n\nEach hall has its own story."),
  historyWith("A picture in a page's text", "Our church in 1930:\n\n![The church](church-1930.jpg)"),
  bellRingersWith(
    "A link to a page that does not exist",
    fields => fields,
    "Come and see [the bell tower](/bell-tower) on a practice night.",
  ),
  bellRingersWith("A search description that is too long", fields =>
    fields.replace(
      /^description: .*$/m,
      "description: Our band of bell ringers rings for Sunday services, weddings and the great festivals of the year, and practises every Thursday evening in the tower. Everyone is welcome to learn.",
    ),
  ),
  bellRingersWith("A value with a colon in it, not in quotes", fields =>
    fields.replace("title: Bell ringers", "title: Bell ringers: all welcome"),
  ),
  {
    mistake: "The fields at the top never closed with ---",
    file: groupFile,
    source: `---\n${groupFields("Bell ringers")}\n\nWe ring for Sunday services.\n`,
  },
  bellRingersWith("A group page that names someone the contact form cannot reach", fields =>
    fields.replace("contact: david", "contact: peter"),
  ),
]

/** The warning the report example shows. */
const sameOrder: Sample = {
  mistake: "Two entries in the same place",
  file: "data/notices/red-book-cart.json",
  source: json({ order: 1, title: "The Red Book Cart", body: ["Take a book, leave a book."] }),
}

const warnings: Sample[] = [
  sameOrder,
  {
    mistake: "An event that is over",
    file: "data/events/harvest-supper.json",
    source: json({ ...carolService, name: "Harvest Supper", startsAt: "2026-10-03T19:00", endsAt: undefined }),
  },
  {
    mistake: "A photo that no entry names",
    file: "data/notices/old-poster.jpg",
    source: "",
  },
]

/** The site every warning sample shares a folder with: a second notice at the same place. */
const warningSite: Record<string, string> = {
  "data/notices/brownies-and-guides.json": json({
    order: 1,
    title: "Brownies & Guides",
    body: ["We meet on Mondays."],
  }),
}

/** Runs the content check on a temporary site made of these files (path → text or bytes) and returns its report. */
export async function checkSampleSite(files: Readonly<Record<string, string | Uint8Array>>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-guide-"))
  try {
    // Every collection's folder, as on the real site, so that a link is checked against all the site's pages.
    for (const collection of collections) fs.mkdirSync(path.join(root, "data", collection.folder), { recursive: true })
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), source)
    }
    return await checkContent(root, SAMPLE_NOW)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/** What the check says about one sample, each in its own site so that no mistake hides another. */
async function whatTheCheckSays(sample: Sample, site: Record<string, string>, severity: "mistake" | "warning") {
  const report = await checkSampleSite({ ...site, [sample.file]: sample.source })
  const found = severity === "mistake" ? report.problems : report.warnings
  const lines = found
    .filter(
      (problem: ContentProblem) => problem.file === sample.file && (!sample.field || problem.field === sample.field),
    )
    .map(formatProblem)
  if (!lines.length)
    throw new Error(`The sample "${sample.mistake}" no longer makes the check say anything about ${sample.file}`)
  return lines
}

async function messageTable(samples: Sample[], site: Record<string, string>, severity: "mistake" | "warning") {
  const rows: string[][] = []
  for (const sample of samples) {
    const lines = await whatTheCheckSays(sample, site, severity)
    rows.push([escapeCell(sample.mistake), lines.map(codeSpan).join("<br>")])
  }
  return table(["The mistake", "What the check says"], rows)
}

/** How the whole report reads: one mistake and one warning, as the build log and `npm run validate-content` print it. */
async function reportExample() {
  const report = await checkSampleSite({
    ...sampleSite,
    ...warningSite,
    [wrongChoice.file]: wrongChoice.source,
    [sameOrder.file]: sameOrder.source,
  })
  const keep = (problem: ContentProblem) => problem.file === wrongChoice.file || problem.file === sameOrder.file
  const lines = reportLines({ problems: report.problems.filter(keep), warnings: report.warnings.filter(keep) })
  return ["```text", ...lines, "```"].join("\n")
}

// ---------------------------------------------------------------------------------------------------------------
// The blocks and CONTENT.md

/** Every generated block's name and how to write it. */
function blockWriters(): Map<string, () => Promise<string> | string> {
  const writers = new Map<string, () => Promise<string> | string>([["collections", collectionsTable]])
  for (const collection of collections) writers.set(`fields ${collection.folder}`, () => collectionTable(collection))
  writers.set("messages", () => messageTable(mistakes, sampleSite, "mistake"))
  writers.set("warnings", () => messageTable(warnings, warningSite, "warning"))
  writers.set("report", reportExample)
  return writers
}

const blockPattern = /<!-- generated: ([a-z0-9 -]+?) -->\n([\s\S]*?)<!-- \/generated -->/g

/** The generated blocks of a guide's text, by name, with what they hold now. */
function blocksIn(text: string): { name: string; content: string }[] {
  return [...text.matchAll(blockPattern)].map(([, name, content]) => ({ name: name!, content: content! }))
}

export interface GuideCheck {
  /** the guide with every block rewritten */
  text: string
  /** blocks whose content differs from what the schemas and the check say now */
  stale: string[]
  /** mistakes in the markers themselves: unknown, repeated, unclosed or missing blocks */
  problems: string[]
}

/** Rewrites every generated block of the guide's text and says which were out of date. */
export async function rewriteGuide(text: string): Promise<GuideCheck> {
  const writers = blockWriters()
  const problems: string[] = []
  const found = blocksIn(text)
  const opened = text.match(/<!-- generated: .*? -->/g) ?? []
  if (opened.length !== found.length) {
    problems.push(`a "<!-- generated: … -->" marker has no "<!-- /generated -->" after it, or is misspelt`)
  }
  const names = found.map(block => block.name)
  for (const name of names.filter((name, index) => names.indexOf(name) !== index)) {
    problems.push(`the block "${name}" appears twice; keep one`)
  }
  for (const name of names.filter(name => !writers.has(name))) {
    problems.push(`there is no block called "${name}"; the blocks are: ${[...writers.keys()].join(", ")}`)
  }
  for (const name of [...writers.keys()].filter(name => !names.includes(name))) {
    problems.push(
      `the block "${name}" is missing: put "<!-- generated: ${name} -->" and "<!-- /generated -->" where it belongs`,
    )
  }
  const fresh = new Map<string, string>()
  for (const name of names.filter(name => writers.has(name)))
    fresh.set(name, `\n${(await writers.get(name)!()).trim()}\n\n`)
  const stale = found
    .filter(block => fresh.has(block.name) && fresh.get(block.name) !== block.content)
    .map(block => block.name)
  const rewritten = text.replace(blockPattern, (whole, name: string) =>
    fresh.has(name) ? `<!-- generated: ${name} -->\n${fresh.get(name)}<!-- /generated -->` : whole,
  )
  return { text: rewritten, stale, problems }
}

async function main() {
  const checkOnly = process.argv.includes("--check")
  const relative = path.relative(process.cwd(), GUIDE_PATH) || "CONTENT.md"
  const result = await rewriteGuide(fs.readFileSync(GUIDE_PATH, "utf8"))
  if (result.problems.length) {
    console.error(`${relative} cannot be brought up to date:\n${result.problems.map(line => `  ${line}`).join("\n")}`)
    process.exit(1)
  }
  if (checkOnly) {
    if (result.stale.length) {
      console.error(
        `${relative} is out of date: ${result.stale.map(name => `"${name}"`).join(", ")} no longer match${result.stale.length === 1 ? "es" : ""} the schemas and the content check.\n` +
          "Run `npm run content-guide` to rewrite the generated parts, read the change, and commit it.",
      )
      process.exit(1)
    }
    console.log(`${relative} is up to date with the schemas and the content check.`)
    return
  }
  fs.writeFileSync(GUIDE_PATH, result.text)
  console.log(
    result.stale.length
      ? `${relative}: rewrote ${result.stale.join(", ")}.`
      : `${relative} was already up to date with the schemas and the content check.`,
  )
}

if (require.main === module) void main()
