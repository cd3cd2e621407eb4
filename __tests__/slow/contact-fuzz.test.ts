import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import readline from "node:readline"
import { domainToASCII } from "node:url"
import zlib from "node:zlib"
import fc from "fast-check"
import { simpleParser } from "mailparser"
import { loopbackPost, type LoopbackPost } from "../support/loopback-post"
import { oversizedBodies } from "../support/oversized-bodies"
import { shippedRecipients, shippedSite } from "../support/shipped-content"
import { startSmtpServer, type ReceivedMail } from "../support/smtp-server"
import { folderStore } from "../../src/contact/message-store"
import { FORM_POST_FIELDS } from "../../src/contact/message"
import { deliverPending } from "../../src/contact/pending"
import { MAX_BODY_BYTES } from "../../src/contact/request"

/**
 * A bounded fuzz of the contact endpoint over loopback HTTP. fast-check makes the requests: fields with
 * line breaks, control and bidirectional characters, encoded-words, quotes, any Unicode, wrong types and lengths;
 * sent as the form's script sends them (JSON, text/plain), as the form posts itself without JavaScript, as a script
 * posting a form, as multipart or another type; plain or gzip; with a length or in chunks; now and then over the
 * size limit. The endpoint runs in a process of its own with a small heap (support/contact-http-server.ts) and
 * delivers to an SMTP server in this process. A fixed seed and a few hundred requests: seconds, not minutes.
 *
 * What a visitor or the parish would notice: no request ever gets a 5xx; every accepted message arrives exactly
 * once, and its Subject and Reply-To read, in a mail program's parser (mailparser), exactly as the visitor typed
 * them; the endpoint's memory stays flat after warm-up, through bodies of many megabytes.
 */

const recipients = shippedRecipients()
const site = shippedSite()
const addressBook = Object.fromEntries(
  recipients.map(person => [person.shortName, `${person.shortName}@parish.example`]),
)

const SEED = 20_261_123
const RUNS = 400
/** Requests after which the endpoint counts as warmed up (code loaded, caches filled). */
const WARM_UP_RUNS = 100
const HEAP_LIMIT_MEGABYTES = 64
/** Growth allowed after warm-up: anything kept per request (a body, a parsed message) would far exceed it. */
const GROWTH_TOLERANCE_MEGABYTES = 48

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let endpoint: ChildProcess
let port: number
let storeDir: string

beforeAll(async () => {
  smtp = await startSmtpServer()
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-fuzz-"))
  endpoint = spawn(
    process.execPath,
    [`--max-old-space-size=${HEAP_LIMIT_MEGABYTES}`, "--import", "tsx", "../support/contact-http-server.ts"],
    {
      cwd: __dirname,
      env: {
        ...process.env,
        SMTP_URL: smtp.url,
        CONTACT_ADDRESSES: JSON.stringify(addressBook),
        CONTACT_STORE_DIR: storeDir,
        CONTEXT: "",
        NETLIFY: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  )
  const firstLine = await readline.createInterface({ input: endpoint.stdout! })[Symbol.asyncIterator]().next()
  port = (JSON.parse(String(firstLine.value)) as { port: number }).port
}, 60_000)

afterAll(async () => {
  endpoint?.kill()
  await smtp?.close()
  fs.rmSync(storeDir, { recursive: true, force: true })
})

const residentMegabytes = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${endpoint.pid}/status`, "utf8"))?.[1] ?? NaN) / 1024

const post = (request: LoopbackPost) =>
  loopbackPost(`http://127.0.0.1:${port}/api/v1/submit-contact-form-message`, request)

// ---- what the fuzz sends ----------------------------------------------------------------------------------------

/** Fragments that broke mail software before: header injection, invisible characters, encoded-words, quoting. */
const trickyFragments = [
  "=?utf-8?Q?=0D=0ABcc:_evil@attacker.test?=",
  "invoice =?utf-8?Q?=E2=80=AEfdp.exe?=",
  "=?utf-8?B?SGVsbG8=?=",
  "=?",
  "?=",
  "\r\nBcc: victim@example.org",
  "\n",
  "\u0085",
  "\u2028",
  "\u202e",
  "\u2066",
  "\u0000",
  "\t",
  "\u007f",
  "Zoë",
  "Ærøskøbing",
  "李小龙",
  "😀",
  '"',
  "\\",
  "<x@example.org>",
  ",",
  ";",
  ":",
  "@",
  "  ",
  "x".repeat(60),
]

const fieldText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...trickyFragments),
          fc.string({ unit: "grapheme-ascii", maxLength: 12 }),
          fc.string({ unit: "grapheme", maxLength: 6 }),
        ),
        { maxLength: 5 },
      )
      .map(parts => parts.join("")),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 70 }) },
)

/** Mostly what people type, often with something worse in it. */
const typedText = fc.oneof(
  { weight: 2, arbitrary: fieldText },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
)

const messageFields = fc.record({
  recipient_name: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...recipients.map(person => person.shortName)) },
    { weight: 1, arbitrary: fc.constantFrom("nobody", "") },
  ),
  from_name: fc.oneof({ weight: 4, arbitrary: typedText }, { weight: 1, arbitrary: fc.constant("Zoe Bloggs") }),
  from_email_address: fc.oneof(
    { weight: 3, arbitrary: fc.constant("zoe@example.com") },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fieldText },
  ),
  from_telephone_number: fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 2, arbitrary: fc.stringMatching(/^[0-9 +]{1,20}$/) },
    { weight: 1, arbitrary: fieldText },
  ),
  subject: typedText,
  message: fc.string({ unit: "grapheme", maxLength: 300 }),
  website: fc.oneof({ weight: 9, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fieldText }),
  fill_time_ms: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 3_000, max: 600_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2_999 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, "soon") },
  ),
})
type MessageFields = typeof messageFields extends fc.Arbitrary<infer T> ? T : never

const ways = ["json", "text/plain", "the form without JavaScript", "a form from a script", "multipart", "octet-stream"]
const submission = fc.record({
  fields: messageFields,
  way: fc.constantFrom(...ways),
  gzip: fc.boolean(),
  chunked: fc.boolean(),
  /** bytes of padding in the message: now and then enough to pass the size limit */
  padding: fc.oneof({ weight: 15, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(MAX_BODY_BYTES) }),
})
type Submission = typeof submission extends fc.Arbitrary<infer T> ? T : never

/** Each request's message carries its number, so its mail can be found. */
const marker = (run: number) => `#fuzz-${run}`

function outgoing({ fields, way, gzip, chunked, padding }: Submission, run: number): LoopbackPost {
  const message = `${fields.message}${"x".repeat(padding)}\n${marker(run)}`
  const asStrings = Object.fromEntries(
    Object.entries({ ...fields, message }).map(([name, value]) => [name, value === undefined ? "" : String(value)]),
  )
  let type: string
  let text: string
  if (way === "json" || way === "text/plain") {
    type = way === "json" ? "application/json" : "text/plain;charset=UTF-8"
    text = JSON.stringify({ ...fields, message, is_valid: true })
  } else if (way === "the form without JavaScript") {
    type = "application/x-www-form-urlencoded"
    const { fill_time_ms: _never, recipient_name, ...typed } = asStrings
    const form = { ...Object.fromEntries(FORM_POST_FIELDS.map(name => [name, ""])), ...typed }
    text = new URLSearchParams({ ...form, recipient: recipient_name ?? "", is_valid: "false" }).toString()
  } else if (way === "a form from a script") {
    type = "application/x-www-form-urlencoded"
    text = new URLSearchParams({ ...asStrings, is_valid: "false" }).toString()
  } else if (way === "multipart") {
    type = "multipart/form-data; boundary=fuzz"
    text = Object.entries(asStrings)
      .map(([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("")
      .concat("--fuzz--\r\n")
  } else {
    type = "application/octet-stream"
    text = JSON.stringify(fields)
  }
  const plain = Buffer.from(text)
  return {
    headers: { "content-type": type, ...(gzip ? { "content-encoding": "gzip" } : {}) },
    body: gzip ? zlib.gzipSync(plain) : plain,
    chunked,
  }
}

/** The answers each request may get: an unread type 415, too much 413, anything else accepted or a reasoned 400. */
function allowedStatuses({ way, padding }: Submission): number[] {
  if (way === "multipart" || way === "octet-stream") return [415]
  if (padding > 0) return [413]
  if (way === "the form without JavaScript") return [303, 400]
  if (way === "a form from a script") return [400]
  return [200, 202, 400]
}

// ---- the fuzz ---------------------------------------------------------------------------------------------------

interface Accepted {
  run: number
  fields: MessageFields
}

test("a fixed-seed fuzz over loopback: no 5xx, every accepted message delivered once as typed, memory flat", async () => {
  // Bodies far over every limit first, so that what they cost shows in the memory measured after warm-up.
  for (const [name, request, expected] of oversizedBodies) {
    expect([name, (await post(request)).status]).toEqual([name, expected])
  }

  const accepted: Accepted[] = []
  const unexpected: string[] = []
  let warmMegabytes = NaN
  let run = 0
  await fc.assert(
    fc.asyncProperty(submission, async submitted => {
      run += 1
      if (run === WARM_UP_RUNS) warmMegabytes = residentMegabytes()
      const answer = await post(outgoing(submitted, run))
      if (!allowedStatuses(submitted).includes(answer.status)) {
        unexpected.push(`${submitted.way}: ${answer.status} ${answer.body.slice(0, 200)}`)
      }
      if ([200, 202, 303].includes(answer.status)) accepted.push({ run, fields: submitted.fields })
      return answer.status < 500
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  )
  const finalMegabytes = residentMegabytes()
  console.log(
    `Fuzz: ${run} requests, ${accepted.length} accepted; endpoint memory ${warmMegabytes.toFixed(0)} MB after ` +
      `warm-up, ${finalMegabytes.toFixed(0)} MB at the end`,
  )
  expect(unexpected).toEqual([])
  expect(endpoint.exitCode).toBeNull()
  expect(finalMegabytes - warmMegabytes).toBeLessThan(GROWTH_TOLERANCE_MEGABYTES)

  // Anything kept rather than delivered at once goes out with the retry run; then every accepted message is in.
  await deliverPending({
    store: folderStore(storeDir),
    env: { SMTP_URL: smtp.url, CONTACT_ADDRESSES: JSON.stringify(addressBook) },
    site,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  })
  expect(accepted.length).toBeGreaterThan(RUNS / 10)
  const mails = await Promise.all(smtp.received.map(readAsMailProgram))
  expect(mails.map(mail => mail.run).sort((a, b) => a - b)).toEqual(accepted.map(message => message.run))
  expect(new Set(mails.map(mail => mail.messageId)).size).toBe(mails.length)
  for (const { run: number, fields } of accepted) {
    const mail = mails.find(candidate => candidate.run === number)!
    expect({ run: number, subject: mail.subject, replyTo: mail.replyTo }).toEqual({
      run: number,
      subject: `[${site.title} website] ${fields.subject.trim() || "Message with no subject"}`,
      replyTo: { name: fields.from_name.trim(), address: asTheWireCarriesIt(fields.from_email_address.trim()) },
    })
    expect(mail.text).toContain(fields.message)
  }
}, 180_000)

/** An address with its domain in the ASCII form mail servers take (Node's own IDNA conversion). */
function asTheWireCarriesIt(address: string) {
  const at = address.lastIndexOf("@")
  return `${address.slice(0, at)}@${domainToASCII(address.slice(at + 1))}`
}

/** A delivered mail as a mail program shows it: decoded headers and text. */
async function readAsMailProgram(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.source)
  const replyTo = parsed.replyTo && !Array.isArray(parsed.replyTo) ? parsed.replyTo.value[0] : undefined
  return {
    run: Number(/^#fuzz-(\d+)$/m.exec(parsed.text ?? "")?.[1]),
    messageId: parsed.messageId,
    subject: parsed.subject,
    replyTo: { name: replyTo?.name, address: replyTo?.address },
    text: parsed.text ?? "",
  }
}
