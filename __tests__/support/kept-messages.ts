import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { smtpRefusal, startSmtpServer } from "./smtp-server"
import type { ContactEnv } from "../../src/contact/config"
import { createContactHandler, type ContactRequest, type ContactResponse } from "../../src/contact/handler"
import { blobMessageStore, folderStore, type MessageStore } from "../../src/contact/message-store"
import type { ContactStorage } from "../../src/contact/open-storage"
import { deliverPending, type RunOptions } from "../../src/contact/pending"
import { createRateLimiter, sharedRateLimiter } from "../../src/contact/rate-limit"
import { shippedRecipients, shippedSite } from "./shipped-content"

/**
 * Kept messages and the retry run, for contact-kept-messages.test.ts (unit) and contact-delivery-runs.test.ts (slow):
 * an SMTP server in the test's process that can be up, down, flaky or refusing, and the two stores a message can be
 * kept in, Netlify Blobs (its own BlobsServer on loopback, as Netlify would give the function) and a folder.
 */

export const root = path.resolve(__dirname, "../..")
export const recipients = shippedRecipients()
export const site = shippedSite()
export const addressBook = Object.fromEntries(
  recipients.map(recipient => [recipient.shortName, `${recipient.shortName}@parish.example`]),
)
export const silentLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })
/** Production's settings, without an SMTP server: each test adds its own. */
export const settings: ContactEnv = {
  SMTP_URL: "",
  CONTACT_ADDRESSES: JSON.stringify(addressBook),
  CONTEXT: "production",
}

// ---- the mail server: up, down, flaky or refusing -----------------------------------------------------------

/** up; down (refuses every connection); failing every other mail; refusing the address; taking mail and never answering */
export type Mode = "up" | "down" | "every-other-fails" | "refuses" | "stalls"

/** The test file's SMTP server, started before its tests; each test starts with it up and nothing received. */
export function mailServerForTests() {
  let mode: Mode = "up"
  let sends = 0
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer({
      connect: () => (mode === "down" ? smtpRefusal("Service not available", 421) : undefined),
      recipient: () => (mode === "refuses" ? smtpRefusal("Mailbox unavailable", 550) : undefined),
      data: () => (mode === "every-other-fails" && ++sends % 2 === 0 ? smtpRefusal("Try again later", 451) : undefined),
      stall: () => mode === "stalls",
    })
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
  return {
    get url() {
      return smtp.url
    },
    setMode: (next: Mode) => {
      mode = next
    },
    delivered,
    deliveredSubjects: () => new Set(delivered().map(mail => mail.subject)),
  }
}

// ---- the stores: Netlify Blobs (its own server on loopback) and a folder --------------------------------------

export interface BlobsContext {
  edgeURL: string
  uncachedEdgeURL: string
  siteID: string
  token: string
}

/** Netlify Blobs' own server for the test file, in a process of its own; `context()` reaches it. */
export function blobsServerForTests() {
  let server: ChildProcess
  let context: BlobsContext
  beforeAll(async () => {
    const token = "test-token"
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "blobs-"))
    server = spawn(process.execPath, [path.join(__dirname, "blobs-server.mjs"), directory, token], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    })
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout?.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port))
      server.once("exit", code => reject(new Error(`The Blobs server stopped (exit ${code})`)))
    })
    const url = `http://127.0.0.1:${port}`
    context = { edgeURL: url, uncachedEdgeURL: url, siteID: "parish-test-site", token }
  })
  afterAll(() => server.kill())
  return { context: () => context }
}

let storeCount = 0
/** A name no other store in this run has. */
/**
 * A test file's servers: its mail server and a Blobs server; `eachStore(title, tests)` runs `tests` once for each
 * store a message can be kept in ("kept in Netlify Blobs", "kept in a folder" after the title).
 */
export function keptMessageServers() {
  const smtp = mailServerForTests()
  const blobs = blobsServerForTests()
  const eachStore = (title: string, tests: (makeStore: StoreMaker) => void) =>
    describe.each(keptIn(blobs.context))(`${title}kept in %s`, (_name, makeStore) => tests(makeStore))
  return { smtp, blobs, eachStore }
}

export const freshStoreName = (kind: string) => `contact-${kind}-${++storeCount}`

export type StoreMaker = () => { storage: () => ContactStorage; messages: MessageStore }

/** The two places a message is kept, each fresh when made: Netlify Blobs (on `blobs`) and a folder. */
export function keptIn(blobs: () => BlobsContext): [string, StoreMaker][] {
  return [
    [
      "Netlify Blobs",
      () => {
        const store = getStore({ name: freshStoreName("test"), ...blobs() })
        // Each call builds new objects, as each function instance would; only the store is shared.
        const storage = () => ({
          messages: blobMessageStore(store),
          rateLimiter: sharedRateLimiter(store),
          where: "Blobs",
        })
        return { storage, messages: blobMessageStore(store) }
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
}

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

/** Message number `index`, from a client of its own unless one is given. */
export const messageNumbered = (
  index: number,
  client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
) =>
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

/**
 * The endpoint keeping messages in `storage` and delivering through the mail server at `smtpUrl` (none: ""), with
 * the clock `now`; answers its status.
 */
export function endpoint(storage: () => ContactStorage, smtpUrl: string, now: () => Date = () => new Date(start)) {
  const env = () => ({ ...settings, SMTP_URL: smtpUrl })
  const handler = createContactHandler({ recipients: () => recipients, site, env, storage, now, log: silentLog() })
  return async (request: ContactRequest) => {
    const response = new RecordedResponse()
    await handler(request, response)
    return response.statusCode
  }
}

/**
 * The retry run over `messages`, delivering through the mail server at `smtpUrl`, with the clock at `at` (a time in
 * milliseconds; the real clock without it) and the run's own options (pending.ts).
 */
export const retryRun = (
  messages: MessageStore,
  smtpUrl: string,
  { at, log = silentLog(), ...run }: RunOptions & { at?: number; log?: ReturnType<typeof silentLog> } = {},
) =>
  deliverPending(
    {
      store: messages,
      env: { ...settings, SMTP_URL: smtpUrl },
      site,
      now: at === undefined ? undefined : () => new Date(at),
      log,
    },
    run,
  )

/** Sends messages 0..count-1, 25 at a time, as visitors would arrive together; the statuses in order. */
export async function sendMany(send: (request: ContactRequest) => Promise<number>, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let first = 0; first < count; first += 25) {
    const batch = Array.from({ length: Math.min(25, count - first) }, (_, offset) =>
      send(messageNumbered(first + offset)),
    )
    statuses.push(...(await Promise.all(batch)))
  }
  return statuses
}

export const start = new Date("2026-11-22T10:00:00Z").getTime()
export const minutes = (count: number) => count * 60_000

/** `count` messages (numbered from 0) kept in a fresh store while the mail server was down, all arriving at `start`. */
export async function keptWhileDown(
  makeStore: StoreMaker,
  smtp: ReturnType<typeof mailServerForTests>,
  count: number,
): Promise<MessageStore> {
  const { storage, messages } = makeStore()
  smtp.setMode("down")
  const statuses = await sendMany(endpoint(storage, smtp.url), count)
  if (statuses.some(status => status !== 202)) throw new Error(`not all kept: ${statuses.join(" ")}`)
  smtp.setMode("up")
  return messages
}
