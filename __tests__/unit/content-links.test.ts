import fs from "node:fs"
import path from "node:path"
import { unknownHallNames, unknownNames, nameRules } from "../../src/content/alt-text-checks"
import { filesTheBuildMakes } from "../../src/content/built-files"
import { copyOfContent, edit, filesIn, problemLines, readJson, warningLines } from "../support/content-copy"

/**
 * What the links in the content lead to besides pages: files under /files/, and on the contact form the person
 * (send_to=) and the hall (hall=); and the photos' descriptions naming a hall that is not there.
 */

let root: string
beforeEach(() => {
  root = copyOfContent()
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const aGroup = () => filesIn(root, "groups", ".md")[0]!
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
/** A group page with one more paragraph at the end of its text. */
const addParagraph = (file: string, paragraph: string) =>
  fs.writeFileSync(path.join(root, file), `${read(file).trimEnd()}\n\n${paragraph}\n`)
const lineOf = (file: string, words: string) =>
  read(file)
    .split("\n")
    .findIndex(line => line.includes(words)) + 1

describe("links to files under /files/", () => {
  it("a link to a file static/ does not have is refused on its line, with what to do", async () => {
    const file = aGroup()
    addParagraph(file, "[The old rota (PDF)](/files/rota-2019.pdf)")
    expect(await problemLines(root)).toEqual([
      `${file} › body, line ${lineOf(file, "rota-2019")}: links to /files/rota-2019.pdf, but static/files/rota-2019.pdf does not exist; put the file there, correct the link, or remove it`,
    ])
  })

  it("a link to a file static/ has, or one the build makes, passes", async () => {
    const inStatic = fs.readdirSync(path.join(root, "static/files")).find(name => name.endsWith(".pdf"))!
    expect(filesTheBuildMakes).not.toEqual([])
    addParagraph(aGroup(), `[A file](/files/${inStatic}) and [another](${filesTheBuildMakes.join(") and [more](")}).`)
    expect(await problemLines(root)).toEqual([])
  })

  it("a file deleted from static/ is named at every link to it", async () => {
    const file = aGroup()
    const inStatic = fs.readdirSync(path.join(root, "static/files")).find(name => name.endsWith(".pdf"))!
    addParagraph(file, `[A file](/files/${inStatic})`)
    fs.rmSync(path.join(root, "static/files", inStatic))
    expect((await problemLines(root)).filter(line => line.startsWith(file))).toEqual([
      `${file} › body, line ${lineOf(file, inStatic)}: links to /files/${inStatic}, but static/files/${inStatic} does not exist; put the file there, correct the link, or remove it`,
    ])
  })
})

describe("links to the contact form", () => {
  const aPersonTheFormReaches = () =>
    filesIn(root, "people")
      .map(file => readJson(root, file))
      .find(person => person.contactFormRecipient === true)!.shortName as string
  const aHall = () => path.basename(filesIn(root, "venues")[0]!, ".json")

  it("a person and a hall that are there pass", async () => {
    addParagraph(aGroup(), `[Ask about the hall](/contact?send_to=${aPersonTheFormReaches()}&hall=${aHall()}).`)
    expect(await problemLines(root)).toEqual([])
  })

  it("send_to= naming nobody the form reaches is refused, listing who it reaches", async () => {
    const file = aGroup()
    addParagraph(file, "[Ask Fred](/contact?send_to=fred-who-left)")
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toContain(
      `${file} › body, line ${lineOf(file, "fred-who-left")}: links to the contact form for "fred-who-left" (send_to=fred-who-left), who is not someone the form reaches; use the short name of one of: `,
    )
    expect(line).toContain(aPersonTheFormReaches())
  })

  it("hall= naming no hall is refused, listing the halls' file names", async () => {
    const file = aGroup()
    addParagraph(file, `[Book](/contact?send_to=${aPersonTheFormReaches()}&hall=old-scout-hut)`)
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toContain(
      `${file} › body, line ${lineOf(file, "old-scout-hut")}: links to the contact form about the hall "old-scout-hut" (hall=old-scout-hut), which is not one of the halls; use the file name of one of: `,
    )
    expect(line).toContain(aHall())
  })
})

describe("photos' descriptions that name a hall", () => {
  it("a hall renamed leaves a warning on each description still giving its old name", async () => {
    const file = filesIn(root, "venues").find(candidate => /Hall$/.test(String(readJson(root, candidate).name)))!
    const oldName = String(readJson(root, file).name)
    edit(root, file, venue => {
      venue.name = "Renamed Room"
      ;(venue.photos as { alt: string }[])[0]!.alt = `Tables set out in the ${oldName}`
    })
    expect(await problemLines(root)).toEqual([])
    expect(await warningLines(root)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${file} › photos\\[0\\]\\.alt: says "${oldName}", which is not one of the halls \\(.*Renamed Room.*\\); if it was renamed or is no longer there, change these words`,
        ),
      ),
    )
  })

  it.each([
    ["a hall's own name, however the sentence starts", "The Gabriel Hall set for a party", []],
    [
      "a name ending in Room or Suite that no hall has",
      "Chairs in the Burton Room and the Blue Suite",
      ["Burton Room", "Blue Suite"],
    ],
    ["words in lower case", "the hall after a party", []],
    ["one word before Hall, which is no name", "In Hall", []],
  ])("the rule: %s", (_case, description, unknown) => {
    expect(unknownHallNames(description, ["Gabriel Hall", "Frank Burton Hall"])).toEqual(unknown)
  })

  it.each([
    ["a service's own name", "Candles lit for Evensong", []],
    ["a service by an old name", "The choir at the Sung Eucharist", ["Sung Eucharist"]],
    ["a service's name with more words before it", "The choir at the Main Parish Eucharist", []],
  ])("the services' rule: %s", (_case, description, unknown) => {
    expect(unknownNames(description, ["Main Parish Eucharist", "Evensong"], nameRules.services)).toEqual(unknown)
  })

  it.each([
    ["someone on Who's Who, by title and surname", "Revd Marsh at the door", []],
    ["someone on Who's Who, by their whole name", "Revd Helen Marsh blessing the palms", []],
    ["someone who has left", "Canon John Smith at the font", ["Canon John Smith"]],
    ["a title alone", "Mrs and Mr", []],
  ])("the people's rule: %s", (_case, description, unknown) => {
    expect(unknownNames(description, ["Revd Helen Marsh", "Tom Reilly"], nameRules.people)).toEqual(unknown)
  })
})
