import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { Readable } from "node:stream"
import { startSmtpServer, type ReceivedMail } from "./smtp-server"
import { createContactHandler, type ContactRequest, type ContactResponse } from "../../src/contact/handler"
import type { ContactEnv } from "../../src/contact/config"
import type { HallCalendar } from "../../src/contact/hall-booking"
import { folderStore } from "../../src/contact/message-store"
import type { ContactStorage } from "../../src/contact/open-storage"
import { createRateLimiter } from "../../src/contact/rate-limit"
import { FORM_POST_FIELDS } from "../../src/contact/message"
import { shippedCalendar, shippedHallEnquiries, shippedRecipients, shippedSite } from "./shipped-content"

/**
 * The contact endpoint end to end, minus HTTP, for the contact-endpoint-*.test.ts files: requests shaped as Gatsby
 * and Netlify's adapter hand them over, a real SMTP server (smtp-server) listening in the test's process, kept
 * messages in a temporary folder, and the shipped content's people.
 */

export const site = shippedSite()
const recipients = shippedRecipients()
/** The Halls Manager (a recipient the form must offer): who receives hall enquiries in the shipped content. */
export const hallsManager = recipients.find(person => person.shortName === shippedHallEnquiries())!
/** Every form recipient in the content gets a made-up address of its own. */
export const addresses: Record<string, string> = Object.fromEntries(
  recipients.map(person => [person.shortName, `${person.shortName}@parish.example`]),
)
export const hallsAddress = `${hallsManager.shortName}@parish.example`
/** Another form recipient, to show a message goes to whoever was chosen. */
export const otherRecipient = recipients.find(person => person.shortName !== hallsManager.shortName)!
export const otherAddress = addresses[otherRecipient.shortName]!
/** The site's title as data/site/site.json gives it: mail subjects carry it. */
export const siteTitle = site.title

/**
 * An SMTP server in this process for the test file, started before its tests and stopped after them; `received` is
 * emptied before each test, so each test reads only the mails it caused. `options` as smtp-server's (e.g. hiding
 * SMTPUTF8).
 */
export function smtpServerForTests(options?: Parameters<typeof startSmtpServer>[1]) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer({}, options)
  })
  afterAll(() => smtp.close())
  beforeEach(() => {
    smtp.received.length = 0
  })
  return {
    get url() {
      return smtp.url
    },
    get received(): ReceivedMail[] {
      return smtp.received
    },
  }
}

// ---- reading a mail back --------------------------------------------------------------------------

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Zo=C3=AB?= */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    )

/** Headers (lower-case names, unfolded, decoded) and the decoded text body of a plain-text mail. */
export function parseMail(raw: string) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim())
  }
  const body = rest.join("\n\n")
  const text = /quoted-printable/i.test(headers["content-transfer-encoding"] ?? "")
    ? decodeQuotedPrintable(body)
    : /base64/i.test(headers["content-transfer-encoding"] ?? "")
      ? Buffer.from(body, "base64").toString("utf8")
      : body
  return { headers, text: text.replace(/\r\n/g, "\n") }
}

// ---- requests and responses as Gatsby hands them to a function -------------------------------

export class RecordedResponse implements ContactResponse {
  statusCode = 200
  headers: Record<string, string> = {}
  body: unknown = undefined
  headersSent = false
  /** `onAnswer` is told when the answer goes out */
  constructor(private readonly onAnswer: () => void = () => undefined) {}
  status(code: number) {
    this.statusCode = code
    return this
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  json(body: unknown) {
    this.headers["content-type"] ??= "application/json"
    this.answer(body)
  }
  send(body: string) {
    this.answer(body)
  }
  redirect(status: number, url: string) {
    this.statusCode = status
    this.headers.location = url
    this.answer(undefined)
  }
  private answer(body: unknown) {
    this.body = body
    this.headersSent = true
    this.onAnswer()
  }
}

/** What the form's script sends: JSON, which a no-cors fetch labels text/plain (arrives as a string). */
export const scriptPost = (payload: unknown, headers: Record<string, string> = {}): ContactRequest => ({
  method: "POST",
  headers: { "content-type": "text/plain;charset=UTF-8", accept: "application/json", ...headers },
  body: typeof payload === "string" ? payload : JSON.stringify(payload),
  socket: { remoteAddress: "203.0.113.7" },
})

/** The form as the page has it: every control, empty, and the hidden is_valid "false". */
const blankForm = { ...Object.fromEntries(FORM_POST_FIELDS.map(name => [name, ""])), is_valid: "false" }

/** What a browser without JavaScript sends: the whole form, urlencoded (arrives as bytes). */
export const formPost = (fields: Record<string, string>, client = "203.0.113.8"): ContactRequest => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  },
  body: Buffer.from(new URLSearchParams({ ...blankForm, ...fields }).toString()),
  socket: { remoteAddress: client },
})

export const validPayload = {
  recipient_name: hallsManager.shortName,
  from_name: "Zoë Bloggs",
  from_email_address: "zoe@example.com",
  from_telephone_number: "07700 900123",
  is_valid: true,
  subject: "Booking the Gabriel Hall",
  message: "Hello Tom,\nIs the Gabriel Hall free on Saturday 3 May for a 7th birthday party?\nThanks, Zoë",
  website: "",
  fill_time_ms: 45_000,
}

/** Kept messages in a fresh folder, and a limiter of its own. */
export function testStorage(rateLimit = { limit: 100, windowMs: 60_000 }): ContactStorage {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "contact-kept-"))
  return { messages: folderStore(directory), rateLimiter: createRateLimiter(rateLimit), where: directory }
}

export const silentLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })

/** When the endpoint under test receives its messages. */
export const receivedAt = new Date("2025-05-01T09:30:00Z")

/** The endpoint with `env`'s settings; booking enquiries are checked against `calendar` (the shipped one unless given). */
export function endpointWith(env: ContactEnv, storage = testStorage(), calendar: HallCalendar = shippedCalendar()) {
  const log = silentLog()
  const handler = createContactHandler({
    recipients: shippedRecipients,
    calendar: () => calendar,
    site,
    env: () => env,
    storage: () => storage,
    now: () => receivedAt,
    log,
  })
  const send = async (request: ContactRequest, onAnswer?: () => void) => {
    const response = new RecordedResponse(onAnswer)
    await handler(request, response)
    return response
  }
  return { send, log, kept: storage.messages }
}

/** A test file's endpoint: its SMTP server and an address for everyone, unless `env` says otherwise. */
export const endpointFor =
  (smtp: { readonly url: string }) => (env?: ContactEnv, storage?: ContactStorage, calendar?: HallCalendar) =>
    endpointWith(env ?? { SMTP_URL: smtp.url, CONTACT_ADDRESSES: JSON.stringify(addresses) }, storage, calendar)

// ---- bodies as they arrive --------------------------------------------------------------------

/**
 * The request Netlify's Gatsby adapter builds from a Lambda event: a Readable with http.IncomingMessage's methods
 * copied onto it and the body pushed in (gatsby-adapter-netlify's lambda handler). Its teardown fails on Node 24.
 */
export function netlifyAdapterRequest(
  body: string | Buffer,
  headers: Record<string, string>,
  client = "203.0.113.9",
): ContactRequest {
  const request = Object.assign(new Readable(), http.IncomingMessage.prototype) as Readable & ContactRequest
  Object.assign(request, { method: "POST", headers: { ...headers, "x-nf-client-connection-ip": client } })
  request.push(Buffer.from(body))
  request.push(null)
  return request
}

export const MIB = 1024 * 1024
export const CHUNK = 64 * 1024

/**
 * A request whose body of `size` bytes arrives in chunks as from a socket, made only as it is read, with how much
 * had been read when the endpoint answered.
 */
export function streamedPost(headers: Record<string, string>, size: number) {
  let bytesRead = 0
  let bytesReadWhenAnswered: number | undefined
  function* chunks() {
    for (let sent = 0; sent < size; sent += CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, size - sent), "x")
      bytesRead += chunk.length
      yield chunk
    }
  }
  const request = Object.assign(Readable.from(chunks(), { objectMode: false }), {
    method: "POST",
    headers,
    socket: { remoteAddress: "203.0.113.20" },
  }) as Readable & ContactRequest
  return {
    request,
    /** for `send`: notes how much had been read when the answer went out */
    onAnswer: () => {
      bytesReadWhenAnswered ??= bytesRead
    },
    bytesReadWhenAnswered: () => bytesReadWhenAnswered,
    bytesRead: () => bytesRead,
  }
}
