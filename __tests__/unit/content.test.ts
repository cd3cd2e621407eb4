import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { formatClockTime } from "../../src/content/clock-time"
import { eventWhen, formatLongDate } from "../../src/content/event-dates"
import { YEARS_AHEAD } from "../../src/content/date-fields"
import { siteNow } from "../../src/content/site-now"
import { checkContent, formatProblem } from "../../src/content/validate"
import {
  copyOfContent,
  edit,
  filesIn,
  problemLines,
  projectRoot,
  readJson,
  warningLines,
  writeJson,
} from "../support/content-copy"

const jsonFilesIn = (root: string, folder: string) => filesIn(root, folder)

/** A London wall-clock time some days after the tests' "now" (SITE_NOW), so the event is upcoming. */
const daysAhead = (days: number, time = "10:00") =>
  `${new Date(siteNow().getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`

/** An event of our own: the tests do not depend on which events the parish has listed today. */
const anEvent = (overrides: Record<string, unknown> = {}) => ({
  order: 0,
  name: "Carol <em>Service</em>",
  serviceType: "eucharist",
  startsAt: daysAhead(7, "18:00"),
  content: ["Carols by candlelight."],
  tags: "Carols",
  teaAndCoffee: false,
  eucharist: false,
  featured: false,
  ...overrides,
})

describe("the shipped content", () => {
  it("passes every schema and file check", async () => {
    const { problems } = await checkContent(projectRoot)
    expect(problems.map(formatProblem)).toEqual([])
  })
})

describe("mistakes in content are caught with one clear line each", () => {
  let root: string
  beforeEach(() => {
    root = copyOfContent()
    // Only the events each test writes: the shipped ones may be past or featured on any given day.
    for (const file of jsonFilesIn(root, "events")) fs.rmSync(path.join(root, file))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const eventFile = "data/events/carol-service.json"
  const writeEvent = (overrides: Record<string, unknown> = {}, file = eventFile) =>
    writeJson(root, file, anEvent(overrides))
  const aPerson = () => jsonFilesIn(root, "people")[0]!
  const aVenue = () => jsonFilesIn(root, "venues")[0]!
  const aDownload = () => jsonFilesIn(root, "downloads")[0]!

  it("a correct new event passes", async () => {
    writeEvent()
    expect(await problemLines(root)).toEqual([])
  })

  it("a value outside the allowed list names file, field, the allowed values and what was given", async () => {
    writeEvent({ serviceType: "bonfire" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › serviceType: expected one of eucharist, street-party, got "bonfire"`,
    ])
  })

  it("an unknown field is rejected and the allowed fields are listed", async () => {
    writeEvent({ feautred: true })
    const [line, ...rest] = await problemLines(root)
    expect(rest).toEqual([])
    expect(line).toMatch(
      new RegExp(`^${eventFile} › feautred: unknown field; check the spelling\\. Allowed fields here: order, name, `),
    )
  })

  it("a wrong type says what was expected and how to write it", async () => {
    writeEvent({ featured: "yes" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › featured: expected boolean (write true or false, without quotes), got string "yes"`,
    ])
  })

  it("a missing required field is named with what it is for", async () => {
    const event: Record<string, unknown> = anEvent()
    delete event.tags
    writeJson(root, eventFile, event)
    expect(await problemLines(root)).toEqual([
      `${eventFile} › tags: required field is missing; add it (a few words people might look for, separated by commas, e.g. "Eucharist, All Ages")`,
    ])
  })

  it("an optional field may be left out", async () => {
    writeEvent({ sundayClubs: undefined })
    expect(await problemLines(root)).toEqual([])
  })

  it("a photo that does not exist is caught", async () => {
    const file = aVenue()
    edit(root, file, venue => ((venue.photos as { photo: string }[])[0]!.photo = "no-such-photo.jpg"))
    expect(await problemLines(root)).toEqual([
      `${file} › photos[0].photo: data/venues/no-such-photo.jpg does not exist; put the photo in the same folder or correct its name here`,
    ])
  })

  it("a website that is not secure (http://) is refused, as the guide says links start with https://", async () => {
    const file = aPerson()
    edit(root, file, person => (person.website = "http://example.org"))
    expect(await problemLines(root)).toEqual([
      `${file} › website: must be a full web address starting with https://, got "http://example.org"`,
    ])
  })

  it("a portrait photo that does not exist is caught like any other photo", async () => {
    const file = aPerson()
    edit(root, file, person => (person.photo = "no-such-portrait.jpg"))
    expect(await problemLines(root)).toEqual([
      `${file} › photo: data/people/no-such-portrait.jpg does not exist; put the photo in the same folder or correct its name here`,
    ])
  })

  it("a download whose PDF is missing is caught", async () => {
    const file = aDownload()
    const { publisher, slug } = readJson(root, file)
    fs.rmSync(path.join(root, `static/files/children/${String(publisher)}/${String(slug)}.pdf`))
    expect(await problemLines(root)).toEqual([
      `${file} › slug: static/files/children/${String(publisher)}/${String(slug)}.pdf does not exist; add the PDF there or correct the publisher and file name`,
    ])
  })

  it("a value that is not one of the allowed numbers lists them", async () => {
    const file = aDownload()
    edit(root, file, item => (item.thumbnail_width = 150))
    expect(await problemLines(root)).toEqual([`${file} › thumbnail_width: expected one of 140, 175, got 150`])
  })

  describe("a file that is not valid JSON says what is wrong and on which line", () => {
    const eventText = JSON.stringify(anEvent(), null, 2)
    const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length
    const linesFor = async (text: string) => {
      fs.writeFileSync(path.join(root, eventFile), text)
      return problemLines(root)
    }

    it("a comma after the last field: the line with the comma, and what to remove", async () => {
      const text = eventText.replace(/\n}$/, ",\n}")
      const commaLine = text.split("\n").length - 1
      expect(await linesFor(text)).toEqual([
        `${eventFile}: line ${commaLine} ends with a comma, but nothing follows it before the closing } on line ${commaLine + 1}: remove that last comma`,
      ])
    })

    it("a missing comma: the line that needs one", async () => {
      const text = eventText.replace('"tags": "Carols",', '"tags": "Carols"')
      expect(await linesFor(text)).toEqual([
        `${eventFile}: a comma is missing at the end of line ${lineOf(text, '"tags"')}: each field but the last ends with a comma`,
      ])
    })

    it("curly quotes, as phones and word processors type them, are named", async () => {
      const text = eventText.replace('"tags": "Carols"', "“tags”: “Carols”")
      const [line, ...rest] = await linesFor(text)
      expect(rest).toEqual([])
      expect(line).toMatch(new RegExp(`^${eventFile}: line ${lineOf(text, "“tags")} has curly quotes`))
    })

    it("an empty file says so, rather than asking for a comma", async () => {
      expect(await linesFor("  \n")).toEqual([
        `${eventFile}: the file is empty: it must hold one entry in curly braces { … }; copy an existing entry to start from`,
      ])
    })
  })

  it("a file saved with a byte-order mark (as Notepad does) is read like any other", async () => {
    fs.writeFileSync(path.join(root, eventFile), `\uFEFF${JSON.stringify(anEvent(), null, 2)}`)
    const { problems, entries } = await checkContent(root)
    expect(problems).toEqual([])
    expect(entries.map(entry => entry.file)).toContain(eventFile)
  })

  it("text is trimmed in the checked result that the pages are made from", async () => {
    writeEvent({ name: "  Carol Service \n" })
    const { entries } = await checkContent(root)
    expect(entries.find(entry => entry.file === eventFile)?.data.name).toBe("Carol Service")
  })

  it("two people with the same short name: both files are named, each in its own line", async () => {
    // Two people the contact form does not send to, so only the clash itself is reported.
    const [first, second] = jsonFilesIn(root, "people").filter(
      file => readJson(root, file).contactFormRecipient !== true,
    )
    const shortName = String(readJson(root, first!).shortName)
    edit(root, second!, person => (person.shortName = shortName))
    expect((await problemLines(root)).sort()).toEqual(
      [
        `${first} › shortName: "${shortName}" is also used by ${second}; each must be different`,
        `${second} › shortName: "${shortName}" is also used by ${first}; each must be different`,
      ].sort(),
    )
  })

  it("an event that ends before it starts is caught", async () => {
    writeEvent({ startsAt: "2026-12-06T10:00", endsAt: "2026-12-06T09:00" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › endsAt: must be after the start (${eventWhen({ startsAt: "2026-12-06T10:00" })}), not ${eventWhen({ startsAt: "2026-12-06T09:00" })}; check the day and the time`,
    ])
  })

  it("an end without a start is caught", async () => {
    writeEvent({ startsAt: undefined, date: "Every Sunday in Advent", endsAt: "2026-12-06T09:00" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › endsAt: needs a start as well; add when it starts, or remove the end`,
    ])
  })

  it("a badly written date-time is caught", async () => {
    writeEvent({ startsAt: "6 December" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › startsAt: must be a London date and time like "2026-12-06T10:00", got "6 December"`,
    ])
  })

  it("a date that does not exist is caught, saying why", async () => {
    writeEvent({ startsAt: "2027-02-30T10:00" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › startsAt: there is no 30 February 2027: February 2027 has 28 days; check the day and month`,
    ])
  })

  it("a time that London skips when the clocks go forward is caught", async () => {
    writeEvent({ startsAt: "2027-03-28T01:30" })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › startsAt: ${formatClockTime("01:30")} on ${formatLongDate("2027-03-28")} does not exist in London (the clocks go forward that night); choose another time`,
    ])
  })

  it("a start further ahead than the check allows is refused, naming the date in words", async () => {
    // A day past the limit: the year typed one too far, as a slip of the keyboard would.
    const now = siteNow()
    const tooFar = `${now.getUTCFullYear() + YEARS_AHEAD}-12-31T10:00`
    const justInside = daysAhead(YEARS_AHEAD * 365 - 2)
    writeEvent({ startsAt: justInside })
    expect(await problemLines(root)).toEqual([])
    writeEvent({ startsAt: tooFar })
    const [line, ...others] = await problemLines(root)
    expect(others).toEqual([])
    expect(line).toContain(`${eventFile} › startsAt: ${eventWhen({ startsAt: tooFar })}`)
    expect(line).not.toContain(tooFar)
  })

  it("a date long past only warns in a file nobody changed, and is refused in a file typed since the last deploy", async () => {
    const longAgo = `${siteNow().getUTCFullYear() - 120}-11-29T10:00`
    writeEvent({ startsAt: longAgo })
    expect(await problemLines(root)).toEqual([])
    expect(await warningLines(root)).toEqual([expect.stringMatching(new RegExp(`^${eventFile}: is over`))])
    const typed = await checkContent(root, siteNow(), { changedFiles: new Set([eventFile]) })
    const [line, ...others] = typed.problems.map(formatProblem)
    expect(others).toEqual([])
    expect(line).toContain(`${eventFile} › startsAt: ${eventWhen({ startsAt: longAgo })} is over`)
    expect(line).not.toContain(longAgo)
  })

  it("a hand-written date beside startsAt is refused, showing what the site writes instead", async () => {
    writeEvent({ startsAt: "2027-01-03T10:00", date: "Sunday 4 January, 10 a.m." })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › date: not needed with a start time: the site writes the date from it ("Sunday 3 January 2027, 10 a.m."); remove the date in words, got "Sunday 4 January, 10 a.m."`,
    ])
  })

  it("an event with neither startsAt nor a date is caught", async () => {
    writeEvent({ startsAt: undefined })
    expect(await problemLines(root)).toEqual([
      `${eventFile} › startsAt: give when it starts or, for an event without a set start time, the date in words: one of the two is needed`,
    ])
  })

  it("a past event is not a mistake, but the editor is told it is no longer shown", async () => {
    // Last year's December: a file left over from last Christmas never stops January's build.
    const lastDecember = `${siteNow().getUTCFullYear() - 1}-12-01T10:00`
    writeEvent({ startsAt: lastDecember })
    expect(await problemLines(root)).toEqual([])
    expect(await warningLines(root)).toEqual([
      `${eventFile}: is over (${eventWhen({ startsAt: lastDecember })}), so the website no longer shows it; delete the file when you like`,
    ])
  })

  it("more than six featured events: a warning names each one Home will not show", async () => {
    for (let index = 0; index < 8; index += 1) {
      writeEvent({ order: index, featured: true, startsAt: daysAhead(index + 1) }, `data/events/event-${index}.json`)
    }
    const warnings = await warningLines(root)
    expect(warnings).toHaveLength(2)
    for (const [line, file] of warnings.map((line, index) => [line, `data/events/event-${index + 6}.json`])) {
      expect(line).toMatch(
        new RegExp(`^${file} › featured: the home page shows only 6 events, so it will not show this one \\(`),
      )
      expect(line).toContain("data/events/event-0.json")
    }
    expect(await problemLines(root)).toEqual([])
  })

  it("two entries with the same order: a warning names both files", async () => {
    writeEvent({ order: 3 }, "data/events/carols.json")
    writeEvent({ order: 3 }, "data/events/nativity.json")
    expect(await warningLines(root)).toEqual([
      "data/events/nativity.json › order: 3 is also the position of data/events/carols.json; give each a different number so they appear in the order you mean",
    ])
  })

  it("a file name with capitals or spaces is refused, with the name to use", async () => {
    writeEvent({}, "data/events/Carol Service.json")
    expect(await problemLines(root)).toEqual([
      'data/events/Carol Service.json: the file name must be lower-case letters, digits and hyphens ending in .json, with no spaces; rename it to "carol-service.json"',
    ])
  })

  it("an entry saved with another ending (carol-service.json.txt) is not silently ignored", async () => {
    writeEvent({}, "data/events/carol-service.json.txt")
    expect(await problemLines(root)).toEqual([
      'data/events/carol-service.json.txt: is not read by the website because its name does not end in .json; rename it to "carol-service.json"',
    ])
  })

  it("any other file or folder in a collection folder is named", async () => {
    fs.writeFileSync(path.join(root, "data/events/notes.docx"), "minutes")
    fs.mkdirSync(path.join(root, "data/events/old"))
    expect(await problemLines(root)).toEqual([
      "data/events/notes.docx: is not used by the website: this folder holds only .json files and their .jpg, .png or .webp photos; move or delete it",
      "data/events/old: folders inside data/events are not read; move its files up into data/events or delete it",
    ])
  })

  it("a misspelt collection folder, or a file put at the top of data/, is named with where it belongs", async () => {
    fs.mkdirSync(path.join(root, "data/event"))
    writeEvent({}, "data/event/carol-service.json")
    fs.writeFileSync(path.join(root, "data/notes.json"), "{}")
    expect(await problemLines(root)).toEqual([
      "data/event: is not a folder the website reads, so nothing in it is published; move its files into data/events/",
      expect.stringMatching(
        /^data\/notes\.json: is not in a folder the website reads, so it is not published; move it into the folder of its kind \(the folders are data\/.*events\//,
      ),
    ])
  })

  it("a photo renamed without its entry is one mistake, on the entry: the photo is not also called unused", async () => {
    const file = jsonFilesIn(root, "people").find(person => readJson(root, person).photo)!
    const photo = String(readJson(root, file).photo)
    edit(root, file, person => (person.photo = `renamed-${photo}`))
    expect(await problemLines(root)).toEqual([
      `${file} › photo: data/people/renamed-${photo} does not exist; put the photo in the same folder or correct its name here`,
    ])
    expect(await warningLines(root)).toEqual([])
  })

  it("a photo no entry names is pointed out", async () => {
    const photo = (readJson(root, aVenue()).photos as { photo: string }[])[0]!.photo
    fs.copyFileSync(path.join(root, "data/venues", photo), path.join(root, "data/venues/spare.jpg"))
    expect(await warningLines(root)).toEqual([
      "data/venues/spare.jpg: no entry names this photo, so the website does not show it; name it in an entry or delete it",
    ])
  })

  describe("photos the build could not use", () => {
    /** Replaces a venue's first photo with other bytes, and returns the line's start. */
    const spoilPhoto = (bytes: Buffer | string) => {
      const file = aVenue()
      const photo = `data/venues/${(readJson(root, file).photos as { photo: string }[])[0]!.photo}`
      fs.writeFileSync(path.join(root, photo), bytes)
      return { prefix: `${file} › photos[0].photo: ${photo}`, photo }
    }
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

    it("an empty file", async () => {
      const { prefix } = spoilPhoto("")
      expect(await problemLines(root)).toEqual([
        `${prefix} cannot be read as a photo (the file is empty); save the photo again as a JPEG (.jpg) and upload it in its place`,
      ])
    })

    it("a file that is not a picture", async () => {
      const { prefix } = spoilPhoto("<html>Sorry, this page has moved</html>")
      expect(await problemLines(root)).toEqual([
        `${prefix} cannot be read as a photo (it is damaged or not a picture); save the photo again as a JPEG (.jpg) and upload it in its place`,
      ])
    })

    it("a picture in a format the build cannot use", async () => {
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#808080" } })
        .gif()
        .toBuffer()
      const { prefix } = spoilPhoto(gif)
      expect(await problemLines(root)).toEqual([
        `${prefix} is a GIF picture, which the website cannot use; save it as a JPEG (.jpg), PNG or WebP picture (most photo programs have "Save as" or "Export")`,
      ])
    })

    it("a picture more than 8000 pixels across, with how to shrink it", async () => {
      const huge = await sharp({ create: { width: 8400, height: 10, channels: 3, background: "#808080" } })
        .jpeg()
        .toBuffer()
      const { prefix } = spoilPhoto(huge)
      const [line, ...rest] = await problemLines(root)
      expect(rest).toEqual([])
      expect(line).toMatch(
        new RegExp(`^${escaped(prefix)} is 8400 by 10 pixels, too large; save a smaller copy \\(at most 8000 pixels`),
      )
    })

    it("a file over 20 MB", async () => {
      const { prefix } = spoilPhoto(Buffer.alloc(21 * 1024 * 1024))
      const [line, ...rest] = await problemLines(root)
      expect(rest).toEqual([])
      expect(line).toMatch(new RegExp(`^${escaped(prefix)} is 21\\.0 MB, too large; save a smaller copy`))
    })
  })

  describe("every Contact link reaches someone", () => {
    const nonRecipient = () =>
      jsonFilesIn(root, "people").find(file => {
        const person = readJson(root, file)
        return person.contactFormRecipient !== true && person.website === undefined
      })!
    const recipients = () =>
      jsonFilesIn(root, "people")
        .map(file => readJson(root, file))
        .filter(person => person.contactFormRecipient === true)
        .map(person => String(person.shortName))

    it("someone the form does not send to must name who passes messages on", async () => {
      const file = nonRecipient()
      const { name } = readJson(root, file)
      edit(root, file, person => delete person.messagesVia)
      expect(await problemLines(root)).toEqual([
        `${file} › messagesVia: required field is missing: the "Contact ${String(name)}" link opens the contact form, which does not list them; add messagesVia with the short name of someone who receives the contact form's messages and will pass them on (one of: ${recipients().join(", ")})`,
      ])
    })

    it("and that someone must be one of the form's recipients", async () => {
      const file = nonRecipient()
      edit(root, file, person => (person.messagesVia = "nobody"))
      expect(await problemLines(root)).toEqual([
        `${file} › messagesVia: "nobody" does not receive the contact form's messages; use the short name of someone who receives the contact form's messages and will pass them on (one of: ${recipients().join(", ")})`,
      ])
    })
  })

  it("the site facts folder must hold exactly one file", async () => {
    fs.copyFileSync(path.join(root, "data/site/site.json"), path.join(root, "data/site/copy.json"))
    expect(await problemLines(root)).toEqual([
      "data/site: must hold exactly one .json file, found 2 (copy.json, site.json)",
    ])
  })

  it("every problem is reported, not just the first", async () => {
    writeEvent({ serviceType: "bonfire", teaAndCoffee: "no" })
    fs.rmSync(path.join(root, aVenue()))
    expect(await problemLines(root)).toHaveLength(2)
  })
})
