import fs from "node:fs"
import path from "node:path"
import { entryFormat } from "../../src/cms/entry-format"
import { canonicalSource, notInCanonicalForm } from "../../src/content/canonical-form"
import { extensionOf } from "../../src/content/collection"
import { collections } from "../../src/content/collections"
import { MARKDOWN_BODY_FIELD } from "../../src/content/entry-source"
import { formatContent } from "../../scripts/format-content"
import { copyOfContent, projectRoot, warningLines } from "../support/content-copy"

/**
 * Every file in data/ has one form, the one the CMS writes: `npm run format` puts a file into it, the content check
 * gently says when a file is not in it, and then a save in the CMS that changes one field changes one line. The
 * files are the parish's own (the first of each collection), so an editor's change never breaks these tests.
 */
const firstFileOf = (folder: string, extension: string) =>
  fs
    .readdirSync(path.join(projectRoot, "data", folder))
    .filter(name => name.endsWith(extension))
    .sort()[0]

const samples = collections.flatMap(collection => {
  const name = firstFileOf(collection.folder, extensionOf(collection))
  return name ? [{ label: `${collection.folder}/${name}`, collection, file: `data/${collection.folder}/${name}` }] : []
})

/** The guide's examples of correct files: "<!-- example: data/… -->" before a fenced block. */
const guideExamples = [
  ...fs
    .readFileSync(path.join(projectRoot, "CONTENT.md"), "utf8")
    .matchAll(/^<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)^```$/gm),
].map(([, file = "", source = ""]) => ({ file, source }))

describe("the one form of the files in data/", () => {
  it("is the form of every example of a correct file in CONTENT.md", () => {
    expect(guideExamples.length).toBeGreaterThan(0)
    for (const { file, source } of guideExamples) {
      const collection = collections.find(candidate => file.startsWith(`data/${candidate.folder}/`))!
      expect({ file, source: canonicalSource(collection, file, source) }).toEqual({ file, source })
    }
  })

  it.each(samples)(
    "$label: formatted, then one field changed through the CMS's writer, differs by one line",
    ({ collection, file }) => {
      const formatted = canonicalSource(collection, file, fs.readFileSync(path.join(projectRoot, file), "utf8"))
      expect(formatted).toBeDefined()
      // Formatting twice changes nothing.
      expect(canonicalSource(collection, file, formatted!)).toBe(formatted)
      const format = entryFormat(collection)
      const data = format.fromFile(formatted!) as Record<string, unknown>
      // A field of one line of text, as an editor changes a name or a heading.
      const field = Object.keys(data).find(
        key =>
          key !== MARKDOWN_BODY_FIELD &&
          !key.startsWith("__") &&
          typeof data[key] === "string" &&
          !String(data[key]).includes("\n"),
      )
      if (!field) return
      const saved = format.toFile({ ...data, [field]: `${String(data[field])} and more` })
      const before = formatted!.split("\n")
      const after = saved.split("\n")
      expect(after).toHaveLength(before.length)
      expect(after.filter((line, index) => line !== before[index])).toHaveLength(1)
    },
  )

  it("says nothing of a file saved with a byte-order mark and Windows line ends, which npm run format tidies", async () => {
    const root = copyOfContent()
    try {
      const { file } = samples.find(sample => sample.collection.format === "json")!
      const original = fs.readFileSync(path.join(root, file), "utf8")
      fs.writeFileSync(path.join(root, file), `\uFEFF${original.replace(/\n/g, "\r\n")}`)
      expect((await warningLines(root)).filter(line => line.startsWith(`${file}:`))).toEqual([])
      expect(formatContent(root).changed).toEqual([file])
      expect(fs.readFileSync(path.join(root, file), "utf8")).toBe(original)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it("warns about a file laid out otherwise, saying nothing is wrong; npm run format tidies it without changing a value", async () => {
    const root = copyOfContent()
    try {
      const { collection, file } = samples.find(sample => sample.collection.format === "json")!
      const original = fs.readFileSync(path.join(root, file), "utf8")
      const data = JSON.parse(original) as Record<string, unknown>
      // Keys in another order, four-space indents, no last newline: as a text editor might leave it.
      const reordered = Object.fromEntries(Object.entries(data).reverse())
      fs.writeFileSync(path.join(root, file), JSON.stringify(reordered, null, 4))
      expect(await warningLines(root)).toContain(`${file}: ${notInCanonicalForm}`)

      const { changed } = formatContent(root)
      expect(changed).toContain(file)
      const tidied = fs.readFileSync(path.join(root, file), "utf8")
      expect(JSON.parse(tidied)).toEqual(data)
      expect(tidied).toBe(canonicalSource(collection, file, original))
      expect((await warningLines(root)).filter(line => line.startsWith(`${file}:`))).not.toContain(
        `${file}: ${notInCanonicalForm}`,
      )
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
