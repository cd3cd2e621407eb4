import fs from "node:fs"
import path from "node:path"
import { copyOfContent, edit, filesIn, problemLines, warningLines } from "../support/content-copy"

/**
 * The check helps a volunteer who edits a file by hand: a misspelt field is one line that says what was meant, and a
 * new group page that no menu reaches is named with the entries to add.
 */

let root: string
beforeEach(() => (root = copyOfContent()))
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const linesAbout = (lines: string[], file: string) =>
  lines.filter(line => line.startsWith(`${file} `) || line.startsWith(`${file}:`))

describe("a field whose name is misspelt", () => {
  it("is one line naming the field it most likely meant, not also a missing field", async () => {
    const [file = ""] = filesIn(root, "people")
    const meant = "description"
    edit(root, file, person => {
      person.descripton = person[meant]
      delete person[meant]
    })
    const lines = linesAbout(await problemLines(root), file)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain("› descripton:")
    expect(lines[0]).toContain(`did you mean "${meant}"?`)
  })

  it("with nothing near it, lists the fields that are allowed", async () => {
    const [file = ""] = filesIn(root, "people")
    edit(root, file, person => {
      person.favouriteHymn = "Abide with me"
    })
    const [line, ...more] = linesAbout(await problemLines(root), file)
    expect(more).toEqual([])
    expect(line).toContain("› favouriteHymn: unknown field")
    expect(line).not.toContain("did you mean")
  })
})

describe("a group page", () => {
  it("that no menu links to is a warning naming menu.json's lists and the entry to add", async () => {
    const source = fs.readFileSync(path.join(root, "data/groups/choir.md"), "utf8")
    fs.writeFileSync(path.join(root, "data/groups/bell-ringers.md"), source)
    const lines = linesAbout(await warningLines(root), "data/groups/bell-ringers.md")
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain("data/menu/menu.json")
    expect(lines[0]).toContain('"to": "/bell-ringers"')
    expect(await problemLines(root)).toEqual([])
  })

  it("that the menus link to gets no such warning", async () => {
    const groupFiles = filesIn(root, "groups", ".md")
    const warned = (await warningLines(root)).filter(line => groupFiles.some(file => line.startsWith(file)))
    expect(warned).toEqual([])
  })
})
