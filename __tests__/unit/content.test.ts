import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent, formatProblem } from "../../src/content/validate"

const projectRoot = path.resolve(__dirname, "../..")

/** A throw-away copy of data/ and static/files/ that a test may spoil. */
function copyOfContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "parish-content-"))
  fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true })
  fs.cpSync(path.join(projectRoot, "static/files"), path.join(root, "static/files"), { recursive: true })
  return root
}

const readJson = (root: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
const writeJson = (root: string, file: string, data: unknown) =>
  fs.writeFileSync(path.join(root, file), JSON.stringify(data, null, 2))
const edit = (root: string, file: string, change: (data: Record<string, unknown>) => void) => {
  const data = readJson(root, file)
  change(data)
  writeJson(root, file, data)
}
const problemLines = (root: string) => checkContent(root).problems.map(formatProblem)

describe("the shipped content", () => {
  const { problems, entries } = checkContent(projectRoot)
  const data = (folder: string) => entries.filter(entry => entry.collection.folder === folder).map(entry => entry.data)

  it("passes every schema and file check", () => {
    expect(problems.map(formatProblem)).toEqual([])
  })

  it("has the spec's two events: one eucharist, one street party", () => {
    expect(
      data("events")
        .map(event => event.serviceType)
        .sort(),
    ).toEqual(["eucharist", "street-party"])
  })

  it("has ten people, one per role, five of them contact-form recipients", () => {
    const people = data("people")
    expect(people).toHaveLength(10)
    expect(new Set(people.map(person => person.role)).size).toBe(10)
    expect(
      people
        .filter(person => person.contactFormRecipient)
        .map(person => person.role)
        .sort(),
    ).toEqual(["Church Safeguarding Officer", "Churchwarden", "Halls Manager", "Licensed Lay Minister", "Youth Worker"])
    expect(people.some(person => person.slug === undefined)).toBe(true)
  })

  it("has the three regular services at the spec's times", () => {
    const times = data("services").map(service => `${service.name}: ${service.day} ${service.startTime}`)
    expect(times.sort()).toEqual([
      "Evensong: Sunday 18:00",
      "Main Parish Eucharist: Sunday 10:00",
      "Mid-week Eucharist: Wednesday 10:00",
    ])
  })

  it("has six venues with the spec's sizes, the Raphael Suite without disabled access", () => {
    const venues = Object.fromEntries(data("venues").map(venue => [venue.name, venue]))
    expect(Object.keys(venues)).toHaveLength(6)
    expect(venues["Celebration Hall"]?.size).toEqual({ lengthMetres: 15, widthMetres: 7 })
    expect(venues["Gabriel Hall"]?.size).toEqual({ lengthMetres: 12, widthMetres: 8 })
    expect(venues["Frank Burton Hall"]?.size).toEqual({ lengthMetres: 8.5, widthMetres: 5 })
    expect(venues["Frank Burton Room"]?.size).toEqual({ lengthMetres: 6, widthMetres: 5 })
    expect(venues["Angels Rest"]?.size).toEqual({ lengthMetres: 6.5, widthMetres: 5.5 })
    expect(venues["Raphael Suite"]?.disabledAccess).toBe(false)
  })

  it("has 4 weekly sheets from two publishers, 6 extras and four notices", () => {
    const weekly = data("downloads").filter(item => item.group === "weekly")
    expect(weekly).toHaveLength(4)
    expect(new Set(weekly.map(item => item.publisher)).size).toBe(2)
    expect(data("downloads").filter(item => item.group === "extra")).toHaveLength(6)
    expect(data("notices")).toHaveLength(4)
  })
})

describe("mistakes in content are caught with one clear line each", () => {
  let root: string
  beforeEach(() => {
    root = copyOfContent()
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const eventFile = () => `data/events/${fs.readdirSync(path.join(root, "data/events")).sort()[0]}`
  const personWithSlug = () =>
    fs
      .readdirSync(path.join(root, "data/people"))
      .filter(name => name.endsWith(".json"))
      .map(name => `data/people/${name}`)
      .find(file => readJson(root, file).slug)!

  it("a value outside the allowed list names file, field, the allowed values and what was given", () => {
    const file = eventFile()
    edit(root, file, event => (event.serviceType = "bonfire"))
    expect(problemLines(root)).toEqual([
      `${file} › serviceType: expected one of eucharist, street-party, got "bonfire"`,
    ])
  })

  it("an unknown field is rejected and the allowed fields are listed", () => {
    const file = eventFile()
    edit(root, file, event => (event.colour = "purple"))
    const [line, ...rest] = problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(
      new RegExp(`^${file} › colour: unknown field; check the spelling\\. Allowed fields here: order, name, `),
    )
  })

  it("a wrong type says what was expected and how to write it", () => {
    const file = eventFile()
    edit(root, file, event => (event.featured = "yes"))
    expect(problemLines(root)).toEqual([
      `${file} › featured: expected boolean (write true or false, without quotes), got string "yes"`,
    ])
  })

  it("a missing required field is named with what it is for", () => {
    const file = eventFile()
    edit(root, file, event => delete event.date)
    expect(problemLines(root)).toEqual([
      `${file} › date: required field is missing; add it (when it happens, as people should read it, e.g. "Sunday 6 December, 10 a.m.")`,
    ])
  })

  it("an optional field may be left out", () => {
    const file = eventFile()
    edit(root, file, event => delete event.sundayClubs)
    expect(problemLines(root)).toEqual([])
  })

  it("a photo that does not exist is caught", () => {
    const file = "data/venues/celebration-hall.json"
    edit(root, file, venue => ((venue.photos as string[])[0] = "no-such-photo.jpg"))
    expect(problemLines(root)).toEqual([
      `${file} › photos[0]: data/venues/no-such-photo.jpg does not exist; put the photo in the same folder or correct the file name`,
    ])
  })

  it("a person's slug without its portrait photo is caught", () => {
    const file = personWithSlug()
    const { slug } = readJson(root, file)
    fs.rmSync(path.join(root, `data/people/${slug}.jpg`))
    expect(problemLines(root)).toEqual([
      `${file} › slug: data/people/${slug}.jpg does not exist; add the portrait photo (.jpg) with that name, or remove slug to show the placeholder portrait`,
    ])
  })

  it("a download whose PDF is missing is caught", () => {
    const file = "data/downloads/" + fs.readdirSync(path.join(root, "data/downloads")).sort()[0]
    const { publisher, slug } = readJson(root, file)
    fs.rmSync(path.join(root, `static/files/children/${publisher}/${slug}.pdf`))
    expect(problemLines(root)).toEqual([
      `${file} › slug: static/files/children/${publisher}/${slug}.pdf does not exist; add the PDF there or correct publisher/slug`,
    ])
  })

  it("a value that is not one of the allowed numbers lists them", () => {
    const file = "data/downloads/" + fs.readdirSync(path.join(root, "data/downloads")).sort()[0]
    edit(root, file, item => (item.thumbnail_width = 150))
    expect(problemLines(root)).toEqual([`${file} › thumbnail_width: expected one of 140, 175, got 150`])
  })

  it("a file that is not valid JSON is named", () => {
    const file = eventFile()
    fs.writeFileSync(path.join(root, file), '{\n  "name": "Carols",\n  "date": "Sunday" "order": 1\n}')
    const lines = problemLines(root)
    expect(lines).toHaveLength(1)
    // The wording of the reason comes from Node; the place is ours.
    expect(lines[0]).toMatch(
      new RegExp(
        `^${file}: is not valid JSON \\(.+ at line 3, column 20\\); look for a missing comma, quote or bracket$`,
      ),
    )
  })

  it("two people with the same short name are caught", () => {
    const file = personWithSlug()
    const other = fs
      .readdirSync(path.join(root, "data/people"))
      .map(name => `data/people/${name}`)
      .find(candidate => candidate.endsWith(".json") && candidate !== file)!
    edit(root, other, person => (person.shortName = readJson(root, file).shortName))
    const lines = problemLines(root)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/› shortName: ".+" is already used by data\/people\/.+\.json; each must be different$/)
  })

  it("an event that ends before it starts is caught", () => {
    const file = eventFile()
    edit(root, file, event => {
      event.startsAt = "2026-12-06T10:00"
      event.endsAt = "2026-12-06T09:00"
    })
    expect(problemLines(root)).toEqual([
      `${file} › endsAt: must be after startsAt (2026-12-06T10:00), got "2026-12-06T09:00"`,
    ])
  })

  it("an end without a start is caught", () => {
    const file = eventFile()
    edit(root, file, event => {
      delete event.startsAt
      event.endsAt = "2026-12-06T09:00"
    })
    expect(problemLines(root)).toEqual([
      `${file} › endsAt: needs startsAt as well; add startsAt or remove endsAt, got "2026-12-06T09:00"`,
    ])
  })

  it("a badly written date-time is caught", () => {
    const file = eventFile()
    edit(root, file, event => (event.startsAt = "6 December"))
    expect(problemLines(root)).toEqual([
      `${file} › startsAt: must be a London date and time like "2026-12-06T10:00", got "6 December"`,
    ])
  })

  it("the site facts folder must hold exactly one file", () => {
    fs.copyFileSync(path.join(root, "data/site/site.json"), path.join(root, "data/site/copy.json"))
    expect(problemLines(root)).toEqual(["data/site: must hold exactly one .json file, found 2 (copy.json, site.json)"])
  })

  it("every problem is reported, not just the first", () => {
    const file = eventFile()
    edit(root, file, event => {
      event.serviceType = "bonfire"
      event.teaAndCoffee = "no"
    })
    fs.rmSync(path.join(root, "data/venues/celebration-hall.json"))
    expect(problemLines(root)).toHaveLength(2)
  })
})
