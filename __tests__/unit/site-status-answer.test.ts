import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { addressGaps } from "../../src/contact/config"
import { folderStore } from "../../src/contact/message-store"
import { shippedRecipients } from "../support/shipped-content"
import { statusLines } from "../../src/cms/site-status-lines"
import { checkContent, formatProblem } from "../../src/content/validate"
import { siteNow } from "../../src/content/site-now"
import { siteStatusSchema, type SiteStatus } from "../../src/site-status/answer"
import { statusContent } from "../../src/site-status/bundled-content"
import { siteStatus } from "../../src/site-status/status-handler"
import {
  addressBook,
  endpoint,
  keptMessageServers,
  messageNumbered,
  minutes,
  start,
  type StoreMaker,
} from "../support/kept-messages"
import { smtpRefusal, startSmtpServer } from "../support/smtp-server"

/**
 * What /admin's site status tells an editor (src/site-status/status-handler.ts): how many contact messages wait and
 * since when, the last failed delivery, the content check's warnings; and never what a message says or who sent it.
 * Messages are kept by the real endpoint in both stores a site uses (support/kept-messages.ts).
 */
const root = path.resolve(__dirname, "../..")
const { smtp, eachStore } = keptMessageServers()
const content = { checkedAt: new Date(start).toISOString(), warnings: [] }
const noGaps = () => []

/** What must never reach the status of the kept messages: what the visitor wrote, and the address it goes to. */
async function privateWords(makeStore: ReturnType<StoreMaker>) {
  const kept = await makeStore.messages.list()
  return kept.flatMap(({ message, recipient }) => [
    message.from_name,
    message.from_email_address,
    message.subject,
    message.message,
    addressBook[recipient.shortName] ?? "",
  ])
}

eachStore("messages ", makeStore => {
  it("are counted with the oldest's arrival and the last failure, overdue after the alert's hour, and never read out", async () => {
    const store = makeStore()
    smtp.setMode("down")
    const send = endpoint(store.storage, smtp.url)
    for (let index = 0; index < 3; index++) expect(await send(messageNumbered(index))).toBe(202)

    const status = await siteStatus(
      { messages: store.messages, content, addresses: noGaps },
      new Date(start + minutes(30)),
    )
    expect(siteStatusSchema.parse(status).messages).toEqual({
      waiting: 3,
      oldest: new Date(start).toISOString(),
      overdue: false,
      lastFailure: { at: new Date(start).toISOString(), reason: expect.stringMatching(/\S/) },
    })
    const later = await siteStatus(
      { messages: store.messages, content, addresses: noGaps },
      new Date(start + minutes(61)),
    )
    expect(later.messages.overdue).toBe(true)

    const told = JSON.stringify([status, later])
    const secrets = await privateWords(store)
    expect(secrets.length).toBeGreaterThan(0)
    for (const secret of secrets) expect({ secret, found: told.includes(secret) }).toEqual({ secret, found: false })
  })

  it("keep no address of a failure's words: a mail server that quotes the sender is recorded without it", async () => {
    const store = makeStore()
    const quoting = await startSmtpServer({
      data: () => smtpRefusal("5.7.1 Message from Zoe Bloggs <zoe@example.com> refused: reply to zoe@example.com", 554),
    })
    try {
      expect(await endpoint(store.storage, quoting.url)(messageNumbered(4))).toBe(202)
    } finally {
      await quoting.close()
    }
    const { messages } = await siteStatus({ messages: store.messages, content, addresses: noGaps }, new Date(start))
    expect(messages.lastFailure?.reason).toMatch(/554/)
    expect(messages.lastFailure?.reason).not.toMatch(/@/)
  })
})

it("lists a recipient with no delivery address and an address no one has, naming short names, never an address", async () => {
  const [first, ...others] = shippedRecipients()
  const book = { ...Object.fromEntries(others.map(person => [person.shortName, `${person.shortName}@parish.example`])) }
  const env = { CONTEXT: "production", CONTACT_ADDRESSES: JSON.stringify({ ...book, gone: "gone@parish.example" }) }
  const status = siteStatusSchema.parse(
    await siteStatus(
      {
        messages: folderStore(fs.mkdtempSync(path.join(os.tmpdir(), "status-"))),
        content,
        addresses: () => addressGaps(shippedRecipients(), env),
      },
      new Date(start),
    ),
  )
  expect(status.addresses).toEqual([
    expect.stringContaining(
      `short name "${first?.shortName}") receives the contact form's messages but has no address`,
    ),
    expect.stringContaining('CONTACT_ADDRESSES has an address for "gone"'),
  ])
  expect(JSON.stringify(status.addresses)).not.toMatch(/@/)
})

it("carries the content check's warnings as the check gave them, and when it ran", async () => {
  const report = await checkContent(root)
  expect(statusContent()).toEqual({
    checkedAt: siteNow().toISOString(),
    warnings: report.warnings.map(formatProblem),
  })
})

describe("the panel's lines", () => {
  const quiet: SiteStatus = {
    at: "2026-11-22T12:00:00.000Z",
    messages: { waiting: 0, overdue: false },
    builds: {
      recorded: true,
      lastAttempt: { startedAt: "2026-11-22T00:00:05.000Z", outcome: "published" },
      overdue: false,
    },
    addresses: [],
    content: { checkedAt: "2026-11-22T00:00:10.000Z", warnings: [] },
  }

  it("say nothing needs a person when nothing does, and still give the facts", () => {
    const lines = statusLines(quiet)
    expect(lines.needPerson).toEqual([])
    expect(lines.facts.length).toBeGreaterThanOrEqual(3)
  })

  it("give each thing that needs a person one line, with what to do where the check's line does not say", () => {
    const warning = "data/events/advent.json › startsAt: is over: delete the file when you like"
    const gap = `Ann Example (Parish Administrator, short name "ann") receives the contact form's messages but has no address`
    const lines = statusLines({
      ...quiet,
      messages: {
        waiting: 2,
        oldest: "2026-11-22T09:00:00.000Z",
        overdue: true,
        lastFailure: { at: "2026-11-22T11:45:00.000Z", reason: "connect ECONNREFUSED" },
      },
      builds: {
        recorded: true,
        lastAttempt: {
          startedAt: "2026-11-22T00:00:05.000Z",
          outcome: "failed",
          error: "Build script returned non-zero exit code: 2",
        },
        lastPublished: "2026-11-21T00:03:00.000Z",
        overdue: false,
      },
      addresses: [gap],
      content: { checkedAt: "2026-11-21T00:00:10.000Z", warnings: [warning] },
    })
    expect(lines.needPerson).toEqual([
      { what: expect.stringContaining("connect ECONNREFUSED"), todo: expect.any(String) },
      { what: gap, todo: expect.stringContaining("CONTACT_ADDRESSES") },
      { what: expect.stringContaining("Build script returned non-zero exit code: 2"), todo: expect.any(String) },
      { what: warning },
    ])
    // The failed build's line says which version the site still shows.
    expect(lines.needPerson[2]?.what).toContain("Saturday 21 November 2026")
  })
})
