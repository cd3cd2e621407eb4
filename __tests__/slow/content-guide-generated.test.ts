import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { rewriteGuide } from "../../scripts/content-guide"
import { defineCollection, type AnyCollection } from "../../src/content/collection"
import { collectionByFolder, collections } from "../../src/content/collections"
import { order, paragraphs, text } from "../../src/content/fields"
import { jsonSchemaOf } from "../../src/content/json-schema"

/**
 * The generated parts of CONTENT.md (its field tables, its sections from the schemas and the check's messages) match
 * the schemas and the content check: the generator run as an editor runs it, and what it catches. Slow: each rewrite
 * runs the content check on a sample site for every message the guide lists. The guide's examples are checked in
 * ../unit/content-guide.test.ts.
 */

const projectRoot = path.resolve(__dirname, "../..")
const guide = fs.readFileSync(path.join(projectRoot, "CONTENT.md"), "utf8")

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
