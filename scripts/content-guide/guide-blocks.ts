import { keepsLastCorrectNode } from "../../gatsby/content-nodes"
import { extensionOf, type AnyCollection } from "../../src/content/collection"
import { collections as registry } from "../../src/content/collections"
import { collectionSections, collectionsTable, collectionTable } from "./field-tables"
import { codeSpan, inWords } from "./markdown-table"
import { markdownSlipTable, messageTable, reportExample } from "./sample-checks"
import { mistakes, sampleSite, warnings, warningSite } from "./samples"

/**
 * The guide's generated blocks: between "<!-- generated: name -->" and "<!-- /generated -->", each rewritten from
 * the schemas and the check. A collection with a field table of its own ("fields <folder>") is described by hand
 * around it; every other collection gets a whole section in "more collections".
 */

type Writer = () => Promise<string> | string

/** The files whose last correct version the pages keep under `npm start` while they have a mistake. */
function keptUnderStart(collections: readonly AnyCollection[]): string {
  const kept = collections.filter(keepsLastCorrectNode)
  const files = [
    ...kept
      .filter(collection => collection.shape.kind === "single")
      .map(collection => codeSpan(`data/${collection.folder}/${collection.folder}${extensionOf(collection)}`)),
    ...kept
      .filter(collection => collection.shape.kind === "files")
      .map(collection => `a page's own file in ${codeSpan(`data/${collection.folder}/`)}`),
  ]
  return (
    `While ${inWords(files, "or")} has a mistake, the pages keep its last correct version beside the box, also after ` +
    "`npm start` is stopped and started again (unless `npm run clean` has emptied its memory of the site since). " +
    "Any other file with a mistake is left out of the site until it is fixed."
  )
}

/** The blocks every guide has, by name. */
function fixedWriters(collections: readonly AnyCollection[], named: readonly string[]): Map<string, Writer> {
  const described = (collection: AnyCollection) => named.includes(`fields ${collection.folder}`)
  return new Map<string, Writer>([
    ["collections", () => collectionsTable(collections)],
    ["more collections", () => collectionSections(collections.filter(collection => !described(collection)))],
    ["markdown refusals", markdownSlipTable],
    ["kept under npm start", () => keptUnderStart(collections)],
    ["messages", () => messageTable(mistakes, sampleSite, "mistake")],
    ["warnings", () => messageTable(warnings, warningSite, "warning")],
    ["report", reportExample],
  ])
}

/** Every block the guide may have: the fixed ones and a field table per collection. */
function blockWriters(collections: readonly AnyCollection[], named: readonly string[]): Map<string, Writer> {
  const writers = fixedWriters(collections, named)
  for (const collection of collections) writers.set(`fields ${collection.folder}`, () => collectionTable(collection))
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
export async function rewriteGuide(
  text: string,
  collections: readonly AnyCollection[] = registry,
): Promise<GuideCheck> {
  const problems: string[] = []
  const found = blocksIn(text)
  const named = found.map(block => block.name)
  const writers = blockWriters(collections, named)
  const opened = text.match(/<!-- generated: .*? -->/g) ?? []
  if (opened.length !== found.length) {
    problems.push(`a "<!-- generated: … -->" marker has no "<!-- /generated -->" after it, or is misspelt`)
  }
  for (const name of named.filter((name, index) => named.indexOf(name) !== index)) {
    problems.push(`the block "${name}" appears twice; keep one`)
  }
  for (const name of named.filter(name => !writers.has(name))) {
    problems.push(`there is no block called "${name}"; the blocks are: ${[...writers.keys()].join(", ")}`)
  }
  for (const name of [...fixedWriters(collections, named).keys()].filter(name => !named.includes(name))) {
    problems.push(
      `the block "${name}" is missing: put "<!-- generated: ${name} -->" and "<!-- /generated -->" where it belongs`,
    )
  }
  const fresh = new Map<string, string>()
  for (const name of named.filter(name => writers.has(name))) {
    const content = (await writers.get(name)!()).trim()
    fresh.set(name, content ? `\n${content}\n\n` : "")
  }
  const stale = found
    .filter(block => fresh.has(block.name) && fresh.get(block.name) !== block.content)
    .map(block => block.name)
  const rewritten = text.replace(blockPattern, (whole, name: string) =>
    fresh.has(name) ? `<!-- generated: ${name} -->\n${fresh.get(name)}<!-- /generated -->` : whole,
  )
  return { text: rewritten, stale, problems }
}
