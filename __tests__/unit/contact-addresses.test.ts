import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { addressGaps, type ContactEnv } from "../../src/contact/config"
import { folderStore, newKeptMessage } from "../../src/contact/message-store"
import { validateContactMessage } from "../../src/contact/message"
import { deliverPending } from "../../src/contact/pending"
import type { Recipient } from "../../src/contact/recipients"

/**
 * The contact form's delivery addresses live in a Netlify setting keyed by short name, apart from Who's Who: the
 * operator is told of a recipient with no address and of an address no one has; a message kept for a retry whose
 * recipient has since left Who's Who goes to the parish office.
 */
const administrator: Recipient = { shortName: "ann", name: "Ann Example", role: "Parish Administrator" }
const warden: Recipient = { shortName: "dan", name: "Dan Example", role: "Churchwarden" }
const deployed = (env: ContactEnv): ContactEnv => ({ CONTEXT: "production", ...env })

describe("the delivery addresses' gaps", () => {
  it("name a new recipient with no address, and say their messages go to the office meanwhile", () => {
    const env = deployed({
      CONTACT_ADDRESSES: JSON.stringify({ dan: "dan@parish.example" }),
      CONTACT_FALLBACK_ADDRESS: "office@parish.example",
    })
    expect(addressGaps([warden, administrator], env)).toEqual([
      `Ann Example (Parish Administrator, short name "ann") receives the contact form's messages but has no address in CONTACT_ADDRESSES: their messages go to the fallback address (CONTACT_FALLBACK_ADDRESS) instead`,
    ])
  })

  it("say a message cannot be delivered when there is no fallback either", () => {
    const env = deployed({ CONTACT_ADDRESSES: JSON.stringify({ dan: "dan@parish.example" }) })
    expect(addressGaps([warden, administrator], env)).toEqual([
      expect.stringContaining(
        'short name "ann") receives the contact form\'s messages but has no address in CONTACT_ADDRESSES: their messages cannot be delivered until it is added',
      ),
    ])
  })

  it("name an address no recipient has (someone who left, or a misspelt short name)", () => {
    const env = deployed({ CONTACT_ADDRESSES: JSON.stringify({ dan: "d@parish.example", tom: "t@parish.example" }) })
    expect(addressGaps([warden], env)).toEqual([
      `CONTACT_ADDRESSES has an address for "tom", but no one in Who's Who who receives the contact form's messages has that short name: remove it, or correct the short name`,
    ])
  })

  it("are none when every recipient has an address and every address a recipient", () => {
    const env = deployed({ CONTACT_ADDRESSES: JSON.stringify({ dan: "d@parish.example", ann: "a@parish.example" }) })
    expect(addressGaps([warden, administrator], env)).toEqual([])
  })

  it("say once that the setting cannot be read", () => {
    expect(addressGaps([warden], deployed({ CONTACT_ADDRESSES: "{dan: nope" }))).toEqual([
      "CONTACT_ADDRESSES is not valid JSON, so no message can be delivered; CONTENT.md says how to set it",
    ])
  })

  it("are none on a computer with no addresses set, where everyone has a placeholder address", () => {
    expect(addressGaps([warden, administrator], {})).toEqual([])
  })
})

describe("a message kept for a retry whose recipient has since been removed", () => {
  let dir: string
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-removed-"))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const site = { title: "A Parish", siteUrl: "https://www.parish.example" }
  const log = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })

  async function keptFor(recipient: Recipient) {
    const store = folderStore(path.join(dir, "store"))
    const checked = validateContactMessage(
      {
        recipient_name: recipient.shortName,
        from_name: "Jo Bloggs",
        from_email_address: "jo@example.com",
        is_valid: true,
        subject: "A question",
        message: "Hello, a question for you.",
      },
      [recipient.shortName],
    )
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
    await store.keep(newKeptMessage(checked.message, recipient, new Date("2031-06-01T11:00:00Z")))
    return store
  }
  const deliveredTo = () =>
    fs.readdirSync(path.join(dir, "outbox")).map(file => {
      const mail = fs.readFileSync(path.join(dir, "outbox", file), "utf8")
      return /^To: .*?<?([^\s<>"]+@[^\s<>"]+)>?\s*$/m.exec(mail)?.[1]
    })

  it("is delivered to the office, not to the address the post had", async () => {
    const store = await keptFor(warden)
    const env: ContactEnv = {
      CONTACT_OUTBOX_DIR: path.join(dir, "outbox"),
      CONTACT_ADDRESSES: JSON.stringify({ dan: "dan@parish.example", ann: "ann@parish.example" }),
      CONTACT_FALLBACK_ADDRESS: "office@parish.example",
    }
    const report = await deliverPending({ store, env, site, recipients: ["ann"], log: log() }, { everything: true })
    expect(report.delivered).toBe(1)
    expect(deliveredTo()).toEqual(["office@parish.example"])
  })

  it("while a recipient still in Who's Who gets their own address", async () => {
    const store = await keptFor(warden)
    const env: ContactEnv = {
      CONTACT_OUTBOX_DIR: path.join(dir, "outbox"),
      CONTACT_ADDRESSES: JSON.stringify({ dan: "dan@parish.example" }),
      CONTACT_FALLBACK_ADDRESS: "office@parish.example",
    }
    await deliverPending({ store, env, site, recipients: ["dan"], log: log() }, { everything: true })
    expect(deliveredTo()).toEqual(["dan@parish.example"])
  })
})
