import fs from "node:fs"
import type { Collection } from "../../src/content/collection"
import { people } from "../../src/content/collections/people"
import { pages, type PageWordsOf } from "../../src/content/collections/pages"
import { siteFacts } from "../../src/content/collections/site"
import { readCollection } from "../../src/content/validate"
import { drawSafeguardingPoster } from "../../gatsby/safeguarding-poster"
import { copyOfContent, edit, filesIn, projectRoot, readJson, writeJson } from "../support/content-copy"
import { textLinesOfPdf } from "../support/pdf-text"

/**
 * The safeguarding poster is drawn from the content at build time: it names whoever holds the safeguarding duties in
 * data/people, and follows a change of them with no one redrawing a PDF. Its text is read back from the PDF made.
 */

/**
 * The poster's lines as drawn, from the content under `root`, each file read through its schema (the rules across
 * files and the photos are not the poster's business, and are slow).
 */
async function posterLines(root: string): Promise<string[]> {
  const read = <Data>(collection: Collection<Data>) => {
    const reading = readCollection(root, collection)
    expect(reading.problems).toEqual([])
    return reading.entries
  }
  const page = read(pages).find(entry => entry.fileName === "safeguarding")?.data as PageWordsOf<"safeguarding">
  const [site] = read(siteFacts)
  if (!site) throw new Error("no data/site/site.json")
  const pdf = await drawSafeguardingPoster({ people: read(people).map(entry => entry.data), page, site: site.data })
  return textLinesOfPdf(pdf)
}

/** The poster's text, its lines joined so that a wrapped sentence reads whole. */
const posterText = async (root: string) => (await posterLines(root)).join(" ")

const peopleIn = (root: string) => filesIn(root, "people").map(file => ({ file, person: readJson(root, file) }))

describe("the safeguarding poster", () => {
  let root: string
  beforeEach(() => (root = copyOfContent()))
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("names the people holding the safeguarding duties today, with their roles and telephones", async () => {
    const text = await posterText(projectRoot)
    const holds = (person: Record<string, unknown>) =>
      person.safeguardingContact === true || person.leadsParish === true
    const holders = peopleIn(projectRoot)
      .map(({ person }) => person)
      .filter(holds)
    expect(holders.length).toBeGreaterThan(0)
    for (const person of holders) {
      expect(text).toContain(`${String(person.name)}, ${String(person.role)}`)
      if (person.telephone) expect(text).toContain(String(person.telephone))
    }
    const others = peopleIn(projectRoot).filter(({ person }) => !holds(person))
    for (const { person } of others) expect(text).not.toContain(String(person.name))
  })

  it("follows a change of them: a new officer reached through the office, and a vacancy in the parish", async () => {
    const site = readJson(root, "data/site/site.json")
    for (const { file, person } of peopleIn(root)) {
      if (person.safeguardingContact === true || person.leadsParish === true)
        edit(root, file, data => {
          delete data.safeguardingContact
          delete data.leadsParish
        })
    }
    writeJson(root, "data/people/ruth-example.json", {
      order: 20,
      name: "Ruth Example",
      shortName: "ruthex",
      role: "Parish Safeguarding Lead",
      description: "Ruth looks after safeguarding.",
      contactFormRecipient: true,
      safeguardingContact: true,
    })
    const lines = await posterLines(root)
    const text = lines.join(" ")
    const ruth = lines.indexOf("Ruth Example, Parish Safeguarding Lead")
    expect(ruth).toBeGreaterThan(-1)
    // With no telephone of her own, the line under her name is how to reach her through the office.
    expect(lines[ruth + 1]).toContain(String(site.telephone))
    for (const { person } of peopleIn(projectRoot).filter(({ person }) => person.safeguardingContact === true))
      expect(text).not.toContain(String(person.name))
  })

  it("with both posts vacant, still carries the help-now text and leaves out the empty list of contacts", async () => {
    for (const { file } of peopleIn(root))
      edit(root, file, data => {
        delete data.safeguardingContact
        delete data.leadsParish
      })
    const lines = await posterLines(root)
    expect(lines.length).toBeGreaterThan(3)
    const heading = /^\s*contacts: "?(.+?)"?$/m.exec(fs.readFileSync(`${root}/data/pages/safeguarding.md`, "utf8"))?.[1]
    expect(heading).toBeDefined()
    expect(lines.join(" ")).not.toContain(heading)
  })

  it("carries the help-now text as the Safeguarding page has it, a website's address printed after its name", async () => {
    const file = "data/pages/safeguarding.md"
    const source = fs.readFileSync(`${root}/${file}`, "utf8")
    const helpNow =
      "helpNow: |\n  ## Help at once\n\n  - Ring [0800 555 0101](tel:08005550101) day or night.\n  - Write to [the help desk](https://help.example.org/desk).\n"
    fs.writeFileSync(`${root}/${file}`, source.replace(/helpNow: \|\n(?: {2}.*\n|\n)+/, helpNow))
    const text = await posterText(root)
    expect(text).toContain("Help at once")
    expect(text).toContain("Ring 0800 555 0101 day or night.")
    expect(text).toContain("Write to the help desk (help.example.org/desk).")
  })

  it("draws a name the PDF's fonts cannot spell without its accent rather than failing", async () => {
    const { file } = peopleIn(root).find(({ person }) => person.safeguardingContact === true)!
    edit(root, file, person => (person.name = "Łucja Nowak"))
    expect(await posterText(root)).toContain("Lucja Nowak")
  })
})
