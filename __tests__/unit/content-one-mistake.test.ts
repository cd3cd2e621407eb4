import fs from "node:fs"
import path from "node:path"
import { extensionOf } from "../../src/content/collection"
import { collections } from "../../src/content/collections"
import { checkContent, formatProblem } from "../../src/content/validate"
import { copyOfContent, filesIn, projectRoot } from "../support/content-copy"

/**
 * One mistake, one message: a file of any collection that cannot be read, or read but not checked, is named with
 * its own problem, and nothing the check says is about another file. The rules across files (who passes on
 * messages, the group pages' contacts, the photos no entry names, the menu's pictures…) leave out what depends on
 * the broken file and say so on that file, so no message ever asks for a good file to be changed or deleted.
 */

let root: string
beforeAll(() => (root = copyOfContent()))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const allFiles = () => collections.flatMap(collection => filesIn(root, collection.folder, extensionOf(collection)))

/**
 * The collection's file the other files lean on most: the one whose name (or short name) the others mention most
 * often, e.g. the person whose short name others' messages and the group pages go to.
 */
function mostNamedFile(folder: string, extension: string): string {
  const files = filesIn(root, folder, extension)
  const others = allFiles().map(file => ({ file, text: read(file) }))
  const mentions = (file: string) => {
    const keys = [path.basename(file, extension), /"shortName": "([^"]+)"/.exec(read(file))?.[1]].filter(Boolean)
    return others
      .filter(other => other.file !== file)
      .filter(other => keys.some(key => new RegExp(`(["/ ])${key}(["\\n])`).test(other.text))).length
  }
  return [...files].sort((a, b) => mentions(b) - mentions(a) || a.localeCompare(b))[0]!
}

/**
 * A file that cannot be read: a JSON comma taken away (its closing brace, in a file of one field), or a front-matter
 * value with a bare colon.
 */
const unreadable = (source: string, markdown: boolean) =>
  markdown
    ? source.replace(/^(\w+): (.*)$/m, "$1: $2: and more")
    : source.includes(",\n")
      ? source.replace(/,\n/, "\n")
      : source.replace(/\}\s*$/, "\n")
/** A file that reads but fails its schema: a field the schema does not know. */
const unchecked = (source: string, markdown: boolean) =>
  markdown ? source.replace(/^---\n/, "---\nspoiled: true\n") : source.replace(/^\{\n/, '{\n  "spoiled": true,\n')

const lines = async () => {
  const report = await checkContent(root)
  return { problems: report.problems.map(formatProblem), warnings: report.warnings.map(formatProblem) }
}

// A collection with no file yet (no term dates entered) has nothing to spoil.
const cases = collections.flatMap(collection => {
  if (!filesIn(projectRoot, collection.folder, extensionOf(collection)).length) return []
  const markdown = collection.format === "markdown"
  return [
    [collection.label, "cannot be read", collection, (source: string) => unreadable(source, markdown)],
    [collection.label, "does not pass its schema", collection, (source: string) => unchecked(source, markdown)],
  ] as const
})

describe("a spoiled file yields its own message and nothing about another file", () => {
  let before: Awaited<ReturnType<typeof lines>>
  beforeAll(async () => {
    before = await lines()
  })

  it("the shipped content has no mistakes to begin with", () => {
    expect(before.problems).toEqual([])
  })

  it.each(cases)("%s: a file that %s", async (_label, _how, collection, spoil) => {
    const file = mostNamedFile(collection.folder, extensionOf(collection))
    const original = read(file)
    const spoiled = spoil(original)
    expect(spoiled).not.toBe(original)
    fs.writeFileSync(path.join(root, file), spoiled)
    try {
      const after = await lines()
      const newWarnings = after.warnings.filter(line => !before.warnings.includes(line))
      // The file itself is named as a mistake.
      expect(after.problems.length).toBeGreaterThan(0)
      // Every new line, mistake or warning, is about that file and names no other.
      const otherFiles = allFiles().filter(other => other !== file)
      for (const line of [...after.problems, ...newWarnings]) {
        expect(line.startsWith(`${file}:`) || line.startsWith(`${file} ›`)).toBe(true)
        expect(otherFiles.filter(other => line.includes(other))).toEqual([])
      }
    } finally {
      fs.writeFileSync(path.join(root, file), original)
    }
  })
})

describe("the rules that waited for a broken file", () => {
  it("say so once, on that file, naming what waits", async () => {
    const file = mostNamedFile("people", ".json")
    const original = read(file)
    fs.writeFileSync(path.join(root, file), unreadable(original, false))
    try {
      const { warnings } = await lines()
      const notes = warnings.filter(line => line.startsWith(`${file}: until this file is fixed`))
      expect(notes).toHaveLength(1)
      expect(notes[0]).toContain("whether each Contact link reaches someone")
    } finally {
      fs.writeFileSync(path.join(root, file), original)
    }
  })

  it("check again once it is fixed: a good file's own mistake is then named", async () => {
    const [first, second] = filesIn(root, "people").filter(file => /"messagesVia"/.test(read(file)))
    const original = read(second!)
    fs.writeFileSync(path.join(root, second!), original.replace(/"messagesVia": "[^"]+"/, '"messagesVia": "nobody"'))
    const broken = read(first!)
    fs.writeFileSync(path.join(root, first!), unreadable(broken, false))
    try {
      // While another person's file is broken, "nobody" might be that person: not said.
      expect((await lines()).problems.filter(line => line.startsWith(second!))).toEqual([])
      fs.writeFileSync(path.join(root, first!), broken)
      expect((await lines()).problems).toEqual([
        expect.stringMatching(new RegExp(`^${second!} › messagesVia: "nobody"`)),
      ])
    } finally {
      fs.writeFileSync(path.join(root, first!), broken)
      fs.writeFileSync(path.join(root, second!), original)
    }
  })
})
