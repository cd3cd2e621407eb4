import fs from "node:fs"
import { copyOfContent, edit, filesIn, problemLines, readJson, warningLines } from "../support/content-copy"

/**
 * The duties the site finds people by (hall enquiries, safeguarding, leading the parish) are ticked on a person in
 * data/people, whatever their role is called: a new post, a vacancy and a duty given where it cannot work.
 */
describe("the duties ticked on people", () => {
  let root: string
  beforeEach(() => (root = copyOfContent()))
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const people = () => filesIn(root, "people").map(file => ({ file, person: readJson(root, file) }))
  const holderOf = (duty: string) => people().find(({ person }) => person[duty] === true)
  const untick = (duty: string) => {
    for (const { file, person } of people()) if (person[duty] === true) edit(root, file, data => delete data[duty])
  }

  it("a role is free text: a new post such as a Parish Administrator is accepted", async () => {
    const { file } = people()[0]!
    edit(root, file, person => (person.role = "Parish Administrator"))
    expect(await problemLines(root)).toEqual([])
  })

  it.each([
    ["receivesHallEnquiries", "no one receives hall enquiries: the Venues page shows no one's card"],
    ["safeguardingContact", "no one is a safeguarding contact: the Safeguarding page and its poster show only"],
    ["leadsParish", "no one leads the parish (a vacancy?): the Safeguarding page and its poster show only"],
  ])("a duty no one holds (%s) is a warning saying what the site does instead, not a mistake", async (duty, says) => {
    untick(duty)
    expect(await problemLines(root)).toEqual([])
    const warnings = await warningLines(root)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`data/people › ${duty}: ${says}`)
  })

  it("several people may be safeguarding contacts", async () => {
    const other = people().find(({ person }) => person.safeguardingContact !== true)!
    edit(root, other.file, person => (person.safeguardingContact = true))
    expect(await problemLines(root)).toEqual([])
    expect(await warningLines(root)).toEqual([])
  })

  it("hall enquiries given to someone the contact form does not list fail, naming the file, field and fix", async () => {
    const listed = people()
      .filter(({ person }) => person.contactFormRecipient === true)
      .map(({ person }) => String(person.shortName))
    const notListed = people().find(({ person }) => person.contactFormRecipient !== true)!
    untick("receivesHallEnquiries")
    edit(root, notListed.file, person => (person.receivesHallEnquiries = true))
    expect(await problemLines(root)).toEqual([
      `${notListed.file} › receivesHallEnquiries: the contact form does not list ${String(notListed.person.name)}, so hall enquiries could not reach them; also tick "Receives the contact form's messages" (contactFormRecipient) here, or untick this and tick it on someone the form lists (one of: ${listed.join(", ")})`,
    ])
  })

  it("hall enquiries go to one person: a second fails, naming who has them already", async () => {
    const holder = holderOf("receivesHallEnquiries")!
    const second = people().find(
      ({ person }) => person.contactFormRecipient === true && person.receivesHallEnquiries !== true,
    )!
    edit(root, second.file, person => (person.receivesHallEnquiries = true))
    const [first, later] = [holder, second].sort((a, b) => Number(a.person.order) - Number(b.person.order))
    expect(await problemLines(root)).toEqual([
      `${later!.file} › receivesHallEnquiries: only one person can receive hall enquiries, and ${String(first!.person.name)} (${first!.file}) does already; untick it here or there`,
    ])
  })
})
