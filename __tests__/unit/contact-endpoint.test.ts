import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { Readable } from "node:stream"
import zlib from "node:zlib"
import { startSmtpServer, type ReceivedMail } from "../support/smtp-server"
import { createContactHandler, type ContactRequest, type ContactResponse } from "../../src/contact/handler"
import { readHeaderRules, siteWideHeaders } from "../../gatsby/netlify-headers"
import type { ContactEnv } from "../../src/contact/config"
import { folderStore } from "../../src/contact/message-store"
import type { ContactStorage } from "../../src/contact/open-storage"
import { createRateLimiter, defaultRateLimit } from "../../src/contact/rate-limit"
import { recipientsFromPeople } from "../../src/contact/recipients"
import { FORM_POST_FIELDS } from "../../src/contact/message"
import { MAX_BODY_BYTES } from "../../src/contact/request"

/**
 * The endpoint end to end, minus HTTP: requests shaped as Gatsby's body
 * parsers hand them over (see the function's `config`), a real SMTP server
 * (smtp-server) listening in this process, and real .eml files in a temporary
 * outbox.
 */

const dataDir = path.resolve(__dirname, "../../data")
const readPeople = () =>
  fs
    .readdirSync(path.join(dataDir, "people"))
    .filter(file => file.endsWith(".json"))
    .map(file => JSON.parse(fs.readFileSync(path.join(dataDir, "people", file), "utf8")))

// The function bundles data/people with webpack's require.context, which Jest lacks: read the same files instead.
jest.mock("../../src/contact/content-recipients", () => {
  const { recipientsFromPeople: fromPeople } = jest.requireActual("../../src/contact/recipients")
  const nodeFs = jest.requireActual("node:fs")
  const nodePath = jest.requireActual("node:path")
  const folder = nodePath.resolve(__dirname, "../../data/people")
  return {
    contentRecipients: () =>
      fromPeople(
        nodeFs
          .readdirSync(folder)
          .filter((file: string) => file.endsWith(".json"))
          .map((file: string) => JSON.parse(nodeFs.readFileSync(nodePath.join(folder, file), "utf8"))),
      ),
  }
})

const site = { title: "St Michael and All Angels, Ashgrove", siteUrl: "https://www.stmichaelsashgrove.org.uk" }
/** The Halls Manager (a recipient spec §5 names), as the shipped content has them today. */
const hallsManager = readPeople().find(person => person.role === "Halls Manager") as { name: string; shortName: string }
/** Every form recipient in the content gets a made-up address of its own. */
const addresses: Record<string, string> = Object.fromEntries(
  readPeople()
    .filter(person => person.contactFormRecipient)
    .map(person => [person.shortName, `${person.shortName}@parish.example`]),
)
const hallsAddress = `${hallsManager.shortName}@parish.example`
/** Another form recipient, to show a message goes to whoever was chosen. */
const otherRecipient = readPeople().find(
  person => person.contactFormRecipient && person.shortName !== hallsManager.shortName,
) as { name: string; shortName: string; role: string }
const otherAddress = addresses[otherRecipient.shortName]!
/** The site's title as data/site/site.json gives it: mail subjects carry it. */
const siteTitle = JSON.parse(fs.readFileSync(path.join(dataDir, "site/site.json"), "utf8")).title as string

// ---- an SMTP server in this process -------------------------------------------------------------

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let smtpUrl: string
let received: ReceivedMail[] = []

beforeAll(async () => {
  smtp = await startSmtpServer()
  smtpUrl = smtp.url
})
afterAll(() => smtp.close())
beforeEach(() => {
  // Each test reads only the mails it caused.
  smtp.received.length = 0
  received = smtp.received
})

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
function parseMail(raw: string) {
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

class RecordedResponse implements ContactResponse {
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
const scriptPost = (payload: unknown, headers: Record<string, string> = {}): ContactRequest => ({
  method: "POST",
  headers: { "content-type": "text/plain;charset=UTF-8", accept: "application/json", ...headers },
  body: typeof payload === "string" ? payload : JSON.stringify(payload),
  socket: { remoteAddress: "203.0.113.7" },
})

/** The form as the page has it: every control, empty, and the hidden is_valid "false". */
const blankForm = { ...Object.fromEntries(FORM_POST_FIELDS.map(name => [name, ""])), is_valid: "false" }

/** What a browser without JavaScript sends: the whole form, urlencoded (arrives as bytes). */
const formPost = (fields: Record<string, string>, client = "203.0.113.8"): ContactRequest => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  },
  body: Buffer.from(new URLSearchParams({ ...blankForm, ...fields }).toString()),
  socket: { remoteAddress: client },
})

const validPayload = {
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
function testStorage(rateLimit = { limit: 100, windowMs: 60_000 }): ContactStorage {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "contact-kept-"))
  return { messages: folderStore(directory), rateLimiter: createRateLimiter(rateLimit), where: directory }
}

function setup(
  env: ContactEnv = { SMTP_URL: smtpUrl, CONTACT_ADDRESSES: JSON.stringify(addresses) },
  storage = testStorage(),
) {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
  const handler = createContactHandler({
    recipients: () => recipientsFromPeople(readPeople()),
    site,
    env: () => env,
    storage: () => storage,
    now: () => new Date("2025-05-01T09:30:00Z"),
    log,
  })
  const send = async (request: ContactRequest, onAnswer?: () => void) => {
    const response = new RecordedResponse(onAnswer)
    await handler(request, response)
    return response
  }
  return { send, log, kept: storage.messages }
}

// ---- delivery -------------------------------------------------------------------------------------

/**
 * The request Netlify's Gatsby adapter builds from a Lambda event: a Readable with http.IncomingMessage's methods
 * copied onto it and the body pushed in (gatsby-adapter-netlify's lambda handler). Its teardown fails on Node 24.
 */
function netlifyAdapterRequest(
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

const MIB = 1024 * 1024
const CHUNK = 64 * 1024

/**
 * A request whose body of `size` bytes arrives in chunks as from a socket, made only as it is read, with how much
 * had been read when the endpoint answered.
 */
function streamedPost(headers: Record<string, string>, size: number) {
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

describe("a valid message", () => {
  it("is read from the request stream Netlify's adapter hands the function", async () => {
    const { send } = setup()
    const response = await send(netlifyAdapterRequest(JSON.stringify(validPayload), { "content-type": "text/plain" }))
    expect(response.statusCode).toBe(200)
    expect(received).toHaveLength(1)
  })

  it("arrives at the SMTP server for the configured address, with Reply-To the sender and every field in the body", async () => {
    const { send } = setup()
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(200)
    expect(response.body).toEqual({ ok: true })

    expect(received).toHaveLength(1)
    const mail = received[0]!
    expect(mail.envelopeTo).toEqual([hallsAddress])
    expect(mail.envelopeFrom).toBe("website@stmichaelsashgrove.org.uk")
    const { headers, text } = parseMail(mail.raw)
    expect(headers.to).toBe(`"Halls Manager (${hallsManager.name})" <${hallsAddress}>`)
    expect(headers["reply-to"]).toBe("Zoë Bloggs <zoe@example.com>")
    expect(headers.from).toBe('"St Michael and All Angels, Ashgrove website" <website@stmichaelsashgrove.org.uk>')
    expect(headers.subject).toBe(`[${siteTitle} website] Booking the Gabriel Hall`)
    expect(text).toContain(`To:        Halls Manager (${hallsManager.name})`)
    expect(text).toContain("From:      Zoë Bloggs")
    expect(text).toContain("Email:     zoe@example.com")
    expect(text).toContain("Telephone: 07700 900123")
    expect(text).toContain("Subject:   Booking the Gabriel Hall")
    expect(text).toContain("Sent:      Thursday, 1 May 2025 at 10:30") // London summer time
    expect(text).toContain(validPayload.message)
  })

  it("without a subject still says which site it came from", async () => {
    const { send } = setup()
    await send(scriptPost({ ...validPayload, subject: "", from_telephone_number: "" }))
    const { headers, text } = parseMail(received[0]!.raw)
    expect(headers.subject).toBe("[St Michael and All Angels, Ashgrove website] Message with no subject")
    expect(text).toContain("Telephone: (not given)")
  })

  it("goes to the address in the server's configuration, whatever address the request carries", async () => {
    const { send } = setup()
    const response = await send(
      scriptPost({
        ...validPayload,
        recipient_name: otherRecipient.shortName,
        to: "attacker@evil.example",
        recipient_address: "x@evil.example",
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(received[0]!.envelopeTo).toEqual([otherAddress])
    expect(received[0]!.raw).not.toContain("evil.example")
  })

  it("posted without JavaScript (urlencoded, recipient only in the select) is delivered and redirected with 303", async () => {
    const { send } = setup()
    const response = await send(
      formPost({
        recipient: otherRecipient.shortName,
        recipient_name: "",
        from_name: "No Script",
        from_email_address: "noscript@example.com",
        from_telephone_number: "",
        subject: "A worry",
        message: "Please call me.",
        is_valid: "false",
        website: "",
      }),
    )
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe("/contact/thank-you")
    expect(received).toHaveLength(1)
    expect(received[0]!.envelopeTo).toEqual([otherAddress])
    expect(parseMail(received[0]!.raw).headers["reply-to"]).toBe("No Script <noscript@example.com>")
  })

  it("sent as application/json bytes (e.g. by another client) is parsed the same way", async () => {
    const { send } = setup()
    const response = await send({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Buffer.from(JSON.stringify({ ...validPayload, recipient_name: otherRecipient.shortName })),
      socket: { remoteAddress: "203.0.113.9" },
    })
    expect(response.statusCode).toBe(200)
    expect(received[0]!.envelopeTo).toEqual([otherAddress])
  })

  it("for a recipient with no address of their own goes to CONTACT_FALLBACK_ADDRESS, with a warning", async () => {
    const { send, log } = setup({
      SMTP_URL: smtpUrl,
      CONTACT_ADDRESSES: JSON.stringify({ [hallsManager.shortName]: hallsAddress }),
      CONTACT_FALLBACK_ADDRESS: "office@parish.example",
      CONTEXT: "production",
    })
    expect((await send(scriptPost({ ...validPayload, recipient_name: otherRecipient.shortName }))).statusCode).toBe(200)
    expect(received[0]!.envelopeTo).toEqual(["office@parish.example"])
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`No address for "${otherRecipient.shortName}"`))
  })
})

describe("the development outbox", () => {
  it("without SMTP, writes each message as a readable .eml file and logs where", async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "contact-outbox-"))
    const { send, log } = setup({ CONTACT_OUTBOX_DIR: outbox })
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(200)
    expect(received).toHaveLength(0)

    const files = fs.readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^2025-05-01T09-30-00-000Z-${hallsManager.shortName}-[0-9a-f]{6}\\.eml$`))
    const file = path.join(outbox, files[0]!)
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining(file))

    const { headers, text } = parseMail(fs.readFileSync(file, "utf8"))
    // No addresses configured in development: a placeholder at the reserved .invalid domain.
    expect(headers.to).toBe(`"Halls Manager (${hallsManager.name})" <${hallsManager.shortName}@example.invalid>`)
    expect(headers["reply-to"]).toBe("Zoë Bloggs <zoe@example.com>")
    expect(headers.subject).toBe(`[${siteTitle} website] Booking the Gabriel Hall`)
    expect(text).toContain(validPayload.message)
  })
})

describe("a message that cannot be delivered now is kept, never lost, and the problem is logged loudly", () => {
  it("a deployed site with no SMTP keeps it (202), logs the alert line, and writes no outbox", async () => {
    const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "contact-prod-")), "outbox")
    const { send, log, kept } = setup({ CONTEXT: "production", CONTACT_OUTBOX_DIR: outbox })
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(202)
    expect(response.body).toEqual({ ok: true, queued: true })
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^CONTACT FORM ALERT: MISCONFIGURED: SMTP_URL is not set.* 1 message waiting since 2025-05-01T09:30:00\.000Z/,
      ),
    )
    expect(fs.existsSync(outbox)).toBe(false)
    const [waiting] = await kept.list()
    expect(waiting).toMatchObject({
      attempts: 1,
      recipient: { shortName: hallsManager.shortName },
      message: { subject: validPayload.subject },
    })
    expect(waiting?.lastError).toMatch(/SMTP_URL is not set/)
  })

  it("a recipient missing from CONTACT_ADDRESSES: kept (202), and the alert names the fix", async () => {
    const { send, log, kept } = setup({
      SMTP_URL: smtpUrl,
      CONTEXT: "production",
      CONTACT_ADDRESSES: JSON.stringify({ [hallsManager.shortName]: hallsAddress }),
    })
    expect((await send(scriptPost({ ...validPayload, recipient_name: otherRecipient.shortName }))).statusCode).toBe(202)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`no address for "${otherRecipient.shortName}"`))
    expect(received).toHaveLength(0)
    expect((await kept.waiting()).count).toBe(1)
  })

  it("an unreachable SMTP server: kept (202) with the attempt and its error; a form post still gets its 303", async () => {
    // A port where a mail server was and no longer is.
    const gone = await startSmtpServer()
    await gone.close()
    const { send, log, kept } = setup({
      SMTP_URL: gone.url,
      CONTACT_ADDRESSES: JSON.stringify(addresses),
    })
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(202)
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/could not be delivered yet \(attempt 1\).*kept/))
    const form = await send(
      formPost({
        recipient: hallsManager.shortName,
        from_name: "Sam",
        from_email_address: "sam@example.com",
        is_valid: "false",
        website: "",
      }),
    )
    expect(form.statusCode).toBe(303)
    const waiting = await kept.list()
    expect(waiting).toHaveLength(2)
    expect(waiting[0]).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/) })
    // Logs name messages, never what they say.
    const logged = JSON.stringify([log.info.mock.calls, log.warn.mock.calls, log.error.mock.calls])
    expect(logged).not.toContain(validPayload.message.slice(0, 20))
    expect(logged).not.toContain(validPayload.from_email_address)
  })

  it("a store that cannot keep the message: 503, nothing mailed, and the alert line", async () => {
    const broken = testStorage()
    broken.messages.keep = async () => {
      throw new Error("disk full")
    }
    const { send, log } = setup(undefined, broken)
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(503)
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^CONTACT FORM ALERT: .*could not be kept: disk full/))
    expect(received).toHaveLength(0)
  })

  it("an unexpected failure answers 500 with a plain reason and no stack trace", async () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
    const handler = createContactHandler({
      recipients: () => {
        throw new Error("content unreadable")
      },
      site,
      env: () => ({}),
      log,
    })
    const response = new RecordedResponse()
    await handler(scriptPost(validPayload), response)
    expect(response.statusCode).toBe(500)
    expect(response.body).toEqual({ error: "Something went wrong; the message was not sent" })
    expect(JSON.stringify(response.body)).not.toMatch(/at |content unreadable/)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("content unreadable"))
  })
})

// ---- bad input ------------------------------------------------------------------------------------

describe("bad input gets a 4xx with a JSON reason and nothing is mailed", () => {
  const badMessages: [string, Record<string, unknown>, { error: string; field: string }][] = [
    [
      "missing recipient",
      { ...validPayload, recipient_name: "" },
      { field: "recipient_name", error: "Select who your message is for" },
    ],
    [
      "unknown recipient",
      { ...validPayload, recipient_name: "helen" },
      { field: "recipient_name", error: "Select one of the people in the list" },
    ],
    [
      "overlong name",
      { ...validPayload, from_name: "n".repeat(65) },
      { field: "from_name", error: "Your name must be 64 characters or fewer" },
    ],
    [
      "overlong email",
      { ...validPayload, from_email_address: `${"e".repeat(250)}@x.org` },
      { field: "from_email_address", error: "Your email address must be 254 characters or fewer" },
    ],
    [
      "overlong telephone",
      { ...validPayload, from_telephone_number: "0".repeat(21) },
      { field: "from_telephone_number", error: "Your telephone number must be 20 characters or fewer" },
    ],
    [
      "overlong subject",
      { ...validPayload, subject: "s".repeat(65) },
      { field: "subject", error: "The subject must be 64 characters or fewer" },
    ],
    [
      "bad email",
      { ...validPayload, from_email_address: "zoe at example dot com" },
      { field: "from_email_address", error: "Enter an email address in the correct format, like name@example.com" },
    ],
    [
      "CR/LF injection in the name",
      { ...validPayload, from_name: "Zoe\r\nBcc: victim@elsewhere.example" },
      { field: "from_name", error: "Your name must be on one line" },
    ],
    [
      "CR/LF injection in the subject",
      { ...validPayload, subject: "Hi\nBcc: victim@elsewhere.example" },
      { field: "subject", error: "The subject must be on one line" },
    ],
    [
      "CR/LF injection in the email address",
      { ...validPayload, from_email_address: "zoe@example.com\r\nBcc: victim@elsewhere.example" },
      { field: "from_email_address", error: "Your email address must be on one line" },
    ],
    [
      "a NUL character in the name",
      { ...validPayload, from_name: "Zoe\u0000Bloggs" },
      { field: "from_name", error: "Your name must not contain invisible control characters" },
    ],
    [
      "a right-to-left override disguising the email address",
      { ...validPayload, from_email_address: "zoe@\u202emoc.elpmaxe" },
      { field: "from_email_address", error: "Your email address must not contain invisible control characters" },
    ],
    [
      "a Unicode line separator in the subject",
      { ...validPayload, subject: "Hi\u2028Bcc: victim@elsewhere.example" },
      { field: "subject", error: "The subject must be on one line" },
    ],
    [
      "an encoded-word hiding a right-to-left override in the subject",
      { ...validPayload, subject: "invoice =?utf-8?Q?=E2=80=AEfdp.exe?=" },
      { field: "subject", error: "The subject must not contain mail-encoded text like =?utf-8?Q?…?=" },
    ],
    [
      "an encoded-word hiding a line break and Bcc: in the name",
      { ...validPayload, from_name: "=?utf-8?Q?=0D=0ABcc:_evil@attacker.test?=" },
      { field: "from_name", error: "Your name must not contain mail-encoded text like =?utf-8?Q?…?=" },
    ],
    [
      "a base64 encoded-word in the subject, in any letter case",
      { ...validPayload, subject: "=?UTF-8?b?SGVsbG8=?=" },
      { field: "subject", error: "The subject must not contain mail-encoded text like =?utf-8?Q?…?=" },
    ],
    [
      "missing is_valid",
      { ...validPayload, is_valid: undefined },
      { field: "is_valid", error: "is_valid must be true or false" },
    ],
  ]

  it.each(badMessages)("%s → 400 naming the field", async (_, payload, expected) => {
    const { send } = setup()
    const response = await send(scriptPost(payload))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual(expected)
    expect(received).toHaveLength(0)
  })

  it.each([
    ["not JSON", "recipient_name=someone&from_name=Zoe", "The message is not valid JSON"],
    ["truncated JSON", '{"recipient_name":"someone",', "The message is not valid JSON"],
    ["a JSON array", '[{"recipient_name":"someone"}]', "The message must be a JSON object"],
    ["JSON null", "null", "The message must be a JSON object"],
    ["an empty body", "", "The message is empty"],
  ])("a body that is %s → 400", async (_, body, error) => {
    const { send } = setup()
    const response = await send(scriptPost(body))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error })
    expect(received).toHaveLength(0)
  })

  it("invalid UTF-8 → 400", async () => {
    const { send } = setup()
    const response = await send({
      ...scriptPost(""),
      headers: { "content-type": "application/json" },
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message is not valid UTF-8 text" })
  })

  it("a huge body → 413, whether its declared length or its actual size gives it away", async () => {
    const { send } = setup()
    const huge = JSON.stringify({ ...validPayload, message: "x".repeat(MAX_BODY_BYTES) })
    const declared = await send(scriptPost(huge, { "content-length": String(Buffer.byteLength(huge)) }))
    expect(declared.statusCode).toBe(413)
    expect(declared.body).toEqual({ error: "The message is too large: at most 256 KB can be sent" })
    const undeclared = await send({
      ...formPost({}),
      headers: { "content-type": "application/json" },
      body: Buffer.from(huge),
    })
    expect(undeclared.statusCode).toBe(413)
    const streamed = await send(netlifyAdapterRequest(huge, { "content-type": "text/plain" }))
    expect(streamed.statusCode).toBe(413)
    expect(received).toHaveLength(0)
  })

  it("a body over the limit is refused without being held: declared, chunked, or compressed small", async () => {
    const { send } = setup()
    const declared = streamedPost({ "content-type": "application/json", "content-length": String(7 * MIB) }, 7 * MIB)
    expect((await send(declared.request, declared.onAnswer)).statusCode).toBe(413)
    expect(declared.bytesReadWhenAnswered()).toBe(0)

    // Chunked, no length given: the read stops once the limit is passed.
    const chunked = streamedPost({ "content-type": "text/plain" }, 10 * MIB)
    const chunkedAnswer = await send(chunked.request, chunked.onAnswer)
    expect(chunkedAnswer.statusCode).toBe(413)
    expect(chunkedAnswer.body).toEqual({ error: "The message is too large: at most 256 KB can be sent" })
    expect(chunked.bytesReadWhenAnswered()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK)

    // 10 KB of gzip that would inflate to 10 MiB: inflating stops at the limit.
    const bomb = zlib.gzipSync(Buffer.alloc(10 * MIB, " "))
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES)
    const bombAnswer = await send(
      netlifyAdapterRequest(bomb, { "content-type": "application/json", "content-encoding": "gzip" }),
    )
    expect(bombAnswer.statusCode).toBe(413)
    expect(received).toHaveLength(0)
  })

  it.each([
    ["gzip", zlib.gzipSync],
    ["deflate", zlib.deflateSync],
    ["br", zlib.brotliCompressSync],
  ])("a message compressed with %s is read like any other", async (coding, compress) => {
    const { send } = setup()
    const body = compress(Buffer.from(JSON.stringify({ ...validPayload, subject: `Compressed (${coding})` })))
    const response = await send(
      netlifyAdapterRequest(body, { "content-type": "text/plain", "content-encoding": coding }),
    )
    expect(response.statusCode).toBe(200)
    expect(parseMail(received[0]!.raw).headers.subject).toBe(`[${siteTitle} website] Compressed (${coding})`)
  })

  it("a coding the endpoint does not read → 415 unread; a body that is not what its coding says → 400", async () => {
    const { send } = setup()
    const zstd = streamedPost({ "content-type": "application/json", "content-encoding": "zstd" }, 1024)
    const unsupported = await send(zstd.request, zstd.onAnswer)
    expect(unsupported.statusCode).toBe(415)
    expect(unsupported.body).toEqual({ error: "Send the message uncompressed, or compressed with gzip, deflate or br" })
    expect(zstd.bytesReadWhenAnswered()).toBe(0)
    const broken = await send(
      netlifyAdapterRequest(JSON.stringify(validPayload), { "content-type": "text/plain", "content-encoding": "gzip" }),
    )
    expect(broken.statusCode).toBe(400)
    expect(broken.body).toEqual({ error: "The message is not valid gzip data" })
  })

  it.each<[string, string, string]>([
    [
      "multipart form data",
      "multipart/form-data; boundary=x",
      "Send the message as JSON or as an ordinary form post, not multipart",
    ],
    ...["application/octet-stream", "image/png", "application/xml", "text/html", ""].map(
      (type): [string, string, string] => [
        type || "no Content-Type",
        type,
        "Send the message as JSON or as an ordinary form post (application/x-www-form-urlencoded, application/json or text/plain)",
      ],
    ),
  ])("%s → 415, without reading the body", async (_, contentType, error) => {
    const { send } = setup()
    const post = streamedPost(contentType ? { "content-type": contentType } : {}, 8 * MIB)
    const response = await send(post.request, post.onAnswer)
    expect(response.statusCode).toBe(415)
    expect(response.body).toEqual({ error })
    expect(post.bytesReadWhenAnswered()).toBe(0)
  })

  it("a request handed over again once answered (as Gatsby's multipart parser can) gets nothing more", async () => {
    const handler = createContactHandler({ recipients: () => [], site, env: () => ({}), storage: () => testStorage() })
    const answered = new RecordedResponse()
    answered.status(415).json({ error: "the first answer" })
    const setHeader = jest.spyOn(answered, "setHeader")
    await handler(scriptPost(validPayload), answered)
    expect(setHeader).not.toHaveBeenCalled()
    expect([answered.statusCode, answered.body]).toEqual([415, { error: "the first answer" }])
    expect(received).toHaveLength(0)
  })

  it("a body cut off before its end → 400, and the endpoint does not wait for the rest", async () => {
    const { send } = setup()
    const cutOff = new Readable({ read() {} })
    Object.assign(cutOff, { method: "POST", headers: { "content-type": "text/plain", "content-length": "5000" } })
    cutOff.push(Buffer.from('{"recipient_name":'))
    setImmediate(() => cutOff.destroy())
    const response = await send(cutOff as Readable & ContactRequest)
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message was cut off before its end" })
  })

  it.each(["GET", "PUT", "OPTIONS"])("%s → 405 with Allow: POST", async method => {
    const { send } = setup()
    const response = await send({ ...scriptPost(validPayload), method })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("POST")
    expect(response.body).toEqual({ error: "Send messages with POST" })
  })

  it("a form posted without JavaScript gets its refusal as a plain HTML page with the way back", async () => {
    const { send } = setup()
    const response = await send(
      formPost({
        recipient: hallsManager.shortName,
        from_name: "Zoe",
        from_email_address: "zoe@localhost",
        is_valid: "false",
        website: "",
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toContain("<h1>Your message was not sent</h1>")
    expect(response.body).toContain("Enter an email address in the correct format, like name@example.com.")
    expect(response.body).toContain('<a href="/contact"')
  })
})

describe("spam is refused with a 400, logged, and never mailed", () => {
  it("a filled honeypot", async () => {
    const { send, log } = setup()
    const response = await send(scriptPost({ ...validPayload, website: "https://cheap-pills.example" }))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message was refused as automated (spam)" })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("honeypot"))
    expect(received).toHaveLength(0)
  })

  it("a filled honeypot in a form post, answered with a page offering a person another way in", async () => {
    const { send } = setup()
    const response = await send(
      formPost({
        recipient: hallsManager.shortName,
        from_name: "Bot",
        from_email_address: "bot@example.com",
        is_valid: "false",
        website: "x",
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain("If you are a person, we are sorry: please telephone or email the parish office")
    expect(received).toHaveLength(0)
  })

  it("a JSON post claiming is_valid false to skip the fill time: only a real form post may skip it", async () => {
    const { send, log } = setup()
    const { fill_time_ms: _skipped, ...withoutFillTime } = validPayload
    const response = await send(scriptPost({ ...withoutFillTime, is_valid: false }))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message was refused as automated (spam)" })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("without its fill time"))
    expect(received).toHaveLength(0)
  })

  it("a script's message re-sent as a form post to skip the fill time: not the form's own post", async () => {
    const { send, log } = setup()
    const { website: _honeypot, fill_time_ms: _fillTime, ...scriptFields } = validPayload
    const response = await send({
      ...formPost({}),
      body: Buffer.from(new URLSearchParams({ ...scriptFields, is_valid: "false" }).toString()),
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain("If you are a person, we are sorry")
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("a form post that is not the form's own"))
    expect(received).toHaveLength(0)
  })

  it("a script-sent message filled in faster than a person could", async () => {
    const { send, log } = setup()
    const response = await send(scriptPost({ ...validPayload, fill_time_ms: 400 }))
    expect(response.statusCode).toBe(400)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("filled in 400 ms"))
    expect(received).toHaveLength(0)
  })
})

describe("the rate limit", () => {
  it("holds: a sixth message from one client within ten minutes gets 429 and Retry-After; others are unaffected", async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "contact-rate-"))
    let now = new Date("2025-05-01T09:30:00Z").getTime()
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
    // The default limit, as the deployed function has it.
    const storage = testStorage(defaultRateLimit)
    const handler = createContactHandler({
      recipients: () => recipientsFromPeople(readPeople()),
      site,
      env: () => ({ CONTACT_OUTBOX_DIR: outbox }),
      storage: () => storage,
      now: () => new Date(now),
      log,
    })
    const send = async (request: ContactRequest) => {
      const response = new RecordedResponse()
      await handler(request, response)
      return response
    }
    const fromA = () => scriptPost(validPayload, { "x-nf-client-connection-ip": "198.51.100.1" })
    const statuses: number[] = []
    for (let minute = 0; minute < 6; minute++) {
      statuses.push((await send(fromA())).statusCode)
      now += 60_000
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await send(fromA())
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect(refused.body).toEqual({ error: "Too many messages from you in a short time; please try again later" })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("Rate limit"))
    expect(fs.readdirSync(outbox)).toHaveLength(5)

    expect((await send(scriptPost(validPayload, { "x-nf-client-connection-ip": "198.51.100.2" }))).statusCode).toBe(200)
    // Ten minutes after the first message, one more is allowed.
    now = new Date("2025-05-01T09:40:00.001Z").getTime()
    expect((await send(fromA())).statusCode).toBe(200)
  })

  it("does not count input that was refused as invalid", async () => {
    const handler = createContactHandler({
      recipients: () => recipientsFromPeople(readPeople()),
      site,
      env: () => ({ SMTP_URL: smtpUrl }),
      storage: (() => {
        const storage = testStorage({ limit: 1, windowMs: 60_000 })
        return () => storage
      })(),
      log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
    })
    const run = async (payload: unknown) => {
      const response = new RecordedResponse()
      await handler(scriptPost(payload), response)
      return response.statusCode
    }
    expect(await run({ ...validPayload, from_email_address: "typo" })).toBe(400)
    expect(await run(validPayload)).toBe(200)
    expect(await run(validPayload)).toBe(429)
  })
})

describe("every answer carries the site's security headers, from netlify.toml", () => {
  const siteHeaders = Object.fromEntries(
    Object.entries(siteWideHeaders(readHeaderRules(path.resolve(__dirname, "../../netlify.toml")))).map(
      ([name, value]) => [name.toLowerCase(), value],
    ),
  )

  it("the refusal page a visitor without JavaScript sees, the JSON answers and the redirect", async () => {
    expect(Object.keys(siteHeaders)).toEqual(
      expect.arrayContaining(["content-security-policy", "x-content-type-options", "x-frame-options"]),
    )
    const { send } = setup()
    const page = await send(
      formPost({ recipient: hallsManager.shortName, from_name: "Zoe", from_email_address: "zoe@localhost" }),
    )
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(page.headers).toMatchObject(siteHeaders)
    expect((await send(scriptPost({ ...validPayload, from_email_address: "typo" }))).headers).toMatchObject(siteHeaders)
    const redirect = await send(
      formPost({ recipient: hallsManager.shortName, from_name: "Zoe", from_email_address: "zoe@example.com" }),
    )
    expect(redirect.statusCode).toBe(303)
    expect(redirect.headers).toMatchObject(siteHeaders)
  })
})

describe("the deployed function module", () => {
  it("keeps Gatsby's body parsers off the body: each lets every request through unread, for the handler", async () => {
    const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
    // What Gatsby's function wrapper does with the module's config (node_modules/gatsby/.../functions).
    const { createConfig } = jest.requireActual(path.join(gatsbyDir, "dist/internal-plugins/functions/config"))
    const bodyParsers = jest.requireActual(require.resolve("body-parser", { paths: [gatsbyDir] }))
    const { config: moduleConfig } = await import("../../src/api/v1/submit-contact-form-message")
    const { config, warnings } = createConfig(moduleConfig)
    // A config Gatsby finds wrong is silently replaced by its defaults, which parse everything up to 100 KB.
    expect(warnings).toEqual([])
    for (const type of ["text/plain;charset=UTF-8", "application/json", "application/x-www-form-urlencoded"]) {
      const post = streamedPost({ "content-type": type, "content-length": "1000" }, 1000)
      for (const parser of ["raw", "text", "urlencoded", "json"]) {
        await new Promise<void>((resolve, reject) =>
          bodyParsers[parser](config.bodyParser[parser])(post.request, {}, (error?: Error) =>
            error ? reject(error) : resolve(),
          ),
        )
      }
      expect(post.bytesRead()).toBe(0)
    }
  })

  it("wires the content's recipients, the site's name and the environment's settings together", async () => {
    const saved = { ...process.env }
    process.env.SMTP_URL = smtpUrl
    process.env.CONTACT_ADDRESSES = JSON.stringify(addresses)
    process.env.CONTACT_STORE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "contact-module-"))
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    try {
      const { default: submit } = await import("../../src/api/v1/submit-contact-form-message")
      const response = new RecordedResponse()
      await submit(
        scriptPost({ ...validPayload, recipient_name: otherRecipient.shortName }) as never,
        response as never,
      )
      expect(response.statusCode).toBe(200)
      expect(received[0]!.envelopeTo).toEqual([otherAddress])
      const { headers } = parseMail(received[0]!.raw)
      expect(headers.to).toBe(`"${otherRecipient.role} (${otherRecipient.name})" <${otherAddress}>`)
      expect(headers.subject).toBe(`[${siteTitle} website] Booking the Gabriel Hall`)
      expect(info).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`^\\[contact\\] Message \\S+ to ${otherRecipient.shortName} delivered by SMTP$`),
        ),
      )
      // Delivered messages leave the store at once.
      expect(fs.readdirSync(process.env.CONTACT_STORE_DIR!)).toEqual([])
    } finally {
      info.mockRestore()
      process.env = saved
    }
  })
})
