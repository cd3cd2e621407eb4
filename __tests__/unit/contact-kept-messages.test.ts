import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import type { AddressInfo } from "node:net"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { smtpRefusal, startSmtpServer } from "../support/smtp-server"
import type { ContactEnv } from "../../src/contact/config"
import { createContactHandler, type ContactRequest, type ContactResponse } from "../../src/contact/handler"
import { blobMessageStore, folderStore, type MessageStore } from "../../src/contact/message-store"
import type { ContactStorage } from "../../src/contact/open-storage"
import { deliverPending } from "../../src/contact/pending"
import { createRateLimiter, sharedRateLimiter } from "../../src/contact/rate-limit"
import { recipientsFromPeople } from "../../src/contact/recipients"

/**
 * No message is ever lost (issue 14): the endpoint keeps every valid message before it answers, and the retry run
 * delivers what waited. Everything on loopback: an SMTP server in this process that can be down, flaky or
 * refusing, and Netlify Blobs' own BlobsServer as the store Netlify would give the function.
 */

const root = path.resolve(__dirname, "../..")
const people = fs
  .readdirSync(path.join(root, "data/people"))
  .filter(file => file.endsWith(".json"))
  .map(file => JSON.parse(fs.readFileSync(path.join(root, "data/people", file), "utf8")))
const recipients = recipientsFromPeople(people)
const site = { title: "St Michael and All Angels, Ashgrove", siteUrl: "https://www.stmichaelsashgrove.org.uk" }
const addressBook = Object.fromEntries(
  recipients.map(recipient => [recipient.shortName, `${recipient.shortName}@parish.example`]),
)
const silentLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })

// ---- the mail server: up, down, flaky or refusing -----------------------------------------------------------

type Mode = "up" | "down" | "every-other-fails" | "refuses"
let mode: Mode = "up"
let sends = 0
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let smtpUrl: string

beforeAll(async () => {
  smtp = await startSmtpServer({
    connect: () => (mode === "down" ? smtpRefusal("Service not available", 421) : undefined),
    recipient: () => (mode === "refuses" ? smtpRefusal("Mailbox unavailable", 550) : undefined),
    data: () => (mode === "every-other-fails" && ++sends % 2 === 0 ? smtpRefusal("Try again later", 451) : undefined),
  })
  smtpUrl = smtp.url
})
afterAll(() => smtp.close())
beforeEach(() => {
  mode = "up"
  sends = 0
  smtp.received.length = 0
})

/** What the mail server accepted: each mail's Message-ID and subject. */
const delivered = () =>
  smtp.received.map(({ raw }) => ({
    messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? "",
    subject: /^Subject: (.+)$/im.exec(raw)?.[1]?.trim() ?? "",
  }))

// ---- the stores: Netlify Blobs (its own server on loopback) and a folder --------------------------------------

let blobsServer: ChildProcess
let blobsContext: { edgeURL: string; uncachedEdgeURL: string; siteID: string; token: string }
let storeCount = 0

beforeAll(async () => {
  const token = "test-token"
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "blobs-"))
  blobsServer = spawn(process.execPath, [path.join(__dirname, "../support/blobs-server.mjs"), directory, token], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  })
  const port = await new Promise<number>((resolve, reject) => {
    blobsServer.stdout?.once("data", (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    )
    blobsServer.once("exit", code => reject(new Error(`The Blobs server stopped (exit ${code})`)))
  })
  const url = `http://127.0.0.1:${port}`
  blobsContext = { edgeURL: url, uncachedEdgeURL: url, siteID: "parish-test-site", token }
})
afterAll(() => blobsServer.kill())

/** A fresh Netlify Blobs store (its own name), as every function instance on Netlify would see it. */
const blobStore = () => getStore({ name: `contact-test-${++storeCount}`, ...blobsContext })

const stores: [string, () => { storage: () => ContactStorage; messages: MessageStore }][] = [
  [
    "Netlify Blobs",
    () => {
      const blobs = blobStore()
      // Each call builds new objects, as each function instance would; only the store is shared.
      const storage = () => ({
        messages: blobMessageStore(blobs),
        rateLimiter: sharedRateLimiter(blobs),
        where: "Blobs",
      })
      return { storage, messages: blobMessageStore(blobs) }
    },
  ],
  [
    "a folder",
    () => {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kept-"))
      const rateLimiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 })
      const storage = () => ({ messages: folderStore(directory), rateLimiter, where: directory })
      return { storage, messages: folderStore(directory) }
    },
  ],
]

// ---- sending ---------------------------------------------------------------------------------------------------

class RecordedResponse implements ContactResponse {
  statusCode = 0
  status(code: number) {
    this.statusCode = code
    return this
  }
  setHeader() {
    return this
  }
  json() {
    return this
  }
  send() {
    return this
  }
  redirect(status: number) {
    this.statusCode = status
  }
}

const messageNumbered = (index: number, client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`) =>
  ({
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "x-nf-client-connection-ip": client },
    body: JSON.stringify({
      recipient_name: recipients[index % recipients.length]!.shortName,
      from_name: "Zoe Bloggs",
      from_email_address: "zoe@example.com",
      from_telephone_number: "",
      is_valid: true,
      subject: `Message ${index}`,
      message: "Please ring me about the hall.",
      website: "",
      fill_time_ms: 20_000,
    }),
  }) as ContactRequest

const settings: ContactEnv = { SMTP_URL: "", CONTACT_ADDRESSES: JSON.stringify(addressBook), CONTEXT: "production" }

function endpoint(storage: () => ContactStorage, now: () => Date, env = () => ({ ...settings, SMTP_URL: smtpUrl })) {
  const handler = createContactHandler({ recipients: () => recipients, site, env, storage, now, log: silentLog() })
  return async (request: ContactRequest) => {
    const response = new RecordedResponse()
    await handler(request, response)
    return response.statusCode
  }
}

/** Sends messages 0..count-1, 25 at a time, as visitors would arrive together; the statuses in order. */
async function sendMany(send: (request: ContactRequest) => Promise<number>, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let first = 0; first < count; first += 25) {
    const batch = Array.from({ length: Math.min(25, count - first) }, (_, offset) =>
      send(messageNumbered(first + offset)),
    )
    statuses.push(...(await Promise.all(batch)))
  }
  return statuses
}

const start = new Date("2026-11-22T10:00:00Z").getTime()
const minutes = (count: number) => count * 60_000
const deliveredSubjects = () => new Set(delivered().map(mail => mail.subject))

describe.each(stores)("kept in %s", (_name, makeStore) => {
  it("with the mail server down, 200 messages are accepted and kept; one retry run delivers every one", async () => {
    const { storage, messages } = makeStore()
    mode = "down"
    const send = endpoint(storage, () => new Date(start))
    expect(new Set(await sendMany(send, 200))).toEqual(new Set([202]))
    expect((await messages.waiting()).count).toBe(200)
    expect(delivered()).toHaveLength(0)

    mode = "up"
    const report = await deliverPending({
      store: messages,
      env: { ...settings, SMTP_URL: smtpUrl },
      site,
      now: () => new Date(start + minutes(15)),
      log: silentLog(),
    })
    expect(report).toMatchObject({ delivered: 200, waiting: 0 })
    expect(deliveredSubjects().size).toBe(200)
    expect((await messages.waiting()).count).toBe(0)
  }, 120_000)

  it("with a server that fails every other send, 1,000 messages end up delivered, none missing", async () => {
    const { storage, messages } = makeStore()
    mode = "every-other-fails"
    let now = start
    const send = endpoint(storage, () => new Date(now))
    expect(new Set(await sendMany(send, 1000))).toEqual(new Set([200, 202]))
    for (let run = 0; run < 20 && (await messages.waiting()).count > 0; run++) {
      now += minutes(15) * 2 ** run
      await deliverPending({
        store: messages,
        env: { ...settings, SMTP_URL: smtpUrl },
        site,
        now: () => new Date(now),
        log: silentLog(),
      })
    }
    expect((await messages.waiting()).count).toBe(0)
    const expected = Array.from({ length: 1000 }, (_, index) => `[${site.title} website] Message ${index}`)
    expect([...deliveredSubjects()].sort()).toEqual(expected.sort())
    // Each message went out with one Message-ID, the same whichever attempt carried it.
    const idsBySubject = new Map<string, Set<string>>()
    for (const { subject, messageId } of delivered())
      idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(messageId))
    expect([...idsBySubject.values()].every(ids => ids.size === 1)).toBe(true)
    expect(new Set(delivered().map(mail => mail.messageId)).size).toBe(1000)
  }, 180_000)

  it("a misconfigured production keeps every message and logs one alert line naming how many wait and since when", async () => {
    const { storage, messages } = makeStore()
    const send = endpoint(
      storage,
      () => new Date(start),
      () => ({ ...settings, SMTP_URL: "" }),
    )
    for (let index = 0; index < 3; index++) expect(await send(messageNumbered(index))).toBe(202)
    const log = silentLog()
    await deliverPending(
      { store: messages, env: settings, site, now: () => new Date(start + minutes(30)), log },
      { everything: true },
    )
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^CONTACT FORM ALERT: MISCONFIGURED: SMTP_URL is not set.*3 messages waiting since 2026-11-22T10:00:00\.000Z/,
      ),
    )
    expect((await messages.waiting()).count).toBe(3)
  })

  it("a message waiting over an hour raises the STUCK alert; one refused for good is kept and named, never dropped", async () => {
    const { storage, messages } = makeStore()
    mode = "refuses"
    const send = endpoint(storage, () => new Date(start))
    expect(await send(messageNumbered(1))).toBe(202)
    const [refused] = await messages.list()
    expect(refused).toMatchObject({ refused: true, attempts: 1 })
    const log = silentLog()
    await deliverPending(
      { store: messages, env: { ...settings, SMTP_URL: smtpUrl }, site, now: () => new Date(start + minutes(61)), log },
      { everything: true },
    )
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `Message ${refused!.id} to ${refused!.recipient.shortName} was refused by the mail server`,
      ),
    )
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^CONTACT FORM ALERT: STUCK: 1 message waiting since 2026-11-22T10:00:00\.000Z, over an hour/,
      ),
    )
    expect((await messages.waiting()).count).toBe(1)
    // Fixed settings or a recovered server deliver it on the next run.
    mode = "up"
    await deliverPending(
      {
        store: messages,
        env: { ...settings, SMTP_URL: smtpUrl },
        site,
        now: () => new Date(start + minutes(62)),
        log: silentLog(),
      },
      { everything: true },
    )
    expect((await messages.waiting()).count).toBe(0)
    expect(deliveredSubjects()).toEqual(new Set([`[${site.title} website] Message 1`]))
  })

  it("the per-visitor limit holds across instances: the sixth message from one visitor is refused", async () => {
    const { storage } = makeStore()
    const statuses: number[] = []
    for (let index = 0; index < 6; index++) {
      // A new handler each time, as if each message reached a different function instance.
      statuses.push(
        await endpoint(storage, () => new Date(start + index * 1000))(messageNumbered(index, "198.51.100.9")),
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe("killing the process between keeping and delivering loses nothing", () => {
  it.each(["Netlify Blobs", "a folder"])(
    "kept in %s",
    async where => {
      // A mail server that accepts the connection and then says nothing: delivery hangs after the message is kept.
      const silent = net.createServer(() => undefined)
      await new Promise<void>(resolve => silent.listen(0, "127.0.0.1", resolve))
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kept-killed-"))
      const storeName = `contact-killed-${++storeCount}`
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(__dirname, "../support/keep-one-message.ts")],
        {
          cwd: root,
          env: {
            ...process.env,
            SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
            CONTACT_ADDRESSES: JSON.stringify(addressBook),
            CONTACT_STORE_DIR: folder,
            ...(where === "Netlify Blobs"
              ? { BLOBS_CONTEXT: JSON.stringify({ ...blobsContext, name: storeName }) }
              : {}),
          },
          stdio: ["ignore", "pipe", "inherit"],
        },
      )
      // The child says when the endpoint has kept the message and gone on to deliver it; then it is killed.
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("kept") && resolve())
        child.on("exit", code => reject(new Error(`exited early (${code})`)))
      })
      child.kill("SIGKILL")
      await new Promise(resolve => child.once("exit", resolve))
      silent.close()

      const messages =
        where === "Netlify Blobs"
          ? blobMessageStore(getStore({ name: storeName, ...blobsContext }))
          : folderStore(folder)
      expect((await messages.waiting()).count).toBe(1)
      await deliverPending(
        { store: messages, env: { ...settings, SMTP_URL: smtpUrl }, site, log: silentLog() },
        { everything: true },
      )
      expect(deliveredSubjects()).toEqual(new Set([`[${site.title} website] Killed mid-delivery`]))
      expect((await messages.waiting()).count).toBe(0)
    },
    60_000,
  )
})

describe("the retry run with the deployment's settings (the scheduled function and npm run deliver-pending)", () => {
  it("reads the settings and the store from the environment, and delivers what waits", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kept-settings-"))
    const send = endpoint(
      () => ({
        messages: folderStore(folder),
        rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
        where: folder,
      }),
      () => new Date(),
    )
    mode = "down"
    expect(await send(messageNumbered(7))).toBe(202)
    mode = "up"
    const saved = { ...process.env }
    Object.assign(process.env, { ...settings, SMTP_URL: smtpUrl, CONTACT_STORE_DIR: folder })
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    try {
      const { deliverPendingWithSettings } = await import("../../src/contact/delivery-run")
      expect(await deliverPendingWithSettings({ everything: true })).toMatchObject({ delivered: 1, waiting: 0 })
    } finally {
      info.mockRestore()
      process.env = saved
    }
    expect(deliveredSubjects()).toEqual(new Set([`[${site.title} website] Message 7`]))
  })
})
