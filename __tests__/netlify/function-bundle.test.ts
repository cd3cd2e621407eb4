import { execFileSync, spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import readline from "node:readline"
import { getStore } from "@netlify/blobs"
import zlib from "node:zlib"
import { startSmtpServer, type ReceivedMail } from "../support/smtp-server"
import { netlifyStage } from "../../scripts/netlify-stage"
import { siteHeaderRules } from "../../gatsby/content-security-policy"
import { siteWideHeaders } from "../../gatsby/netlify-headers"
import { FORM_POST_FIELDS } from "../../src/contact/message"
import { BLOB_STORE_NAME } from "../../src/contact/open-storage"

/**
 * The contact function exactly as Netlify would deploy it: the zip that Netlify's CLI built
 * (scripts/netlify-offline-build.ts), unzipped into a read-only task directory and run as Lambda runs it, in its own
 * process as an unprivileged user, its exported `handler` called with Lambda-style events. Mail goes to a real SMTP
 * server in this process; messages are kept in Netlify Blobs' own local server, whose address and key reach the
 * function in the event, as Netlify passes them.
 */

interface LambdaResult {
  statusCode: number
  multiValueHeaders?: Record<string, string[]>
  body?: string
  isBase64Encoded?: boolean
}
interface Invocation {
  result?: LambdaResult
  error?: string
  logs: string[]
}

const addresses = { tom: "halls@parish.example", sue: "safeguarding@parish.example" }
/** The headers the staged site gives every path (netlify.toml's and the policy): what the build handed the function. */
const siteRules = siteHeaderRules(netlifyStage.dir)
let received: ReceivedMail[] = []
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let smtpUrl: string
let taskDir: string
let entry: string
let lambda: ChildProcessWithoutNullStreams
let answers: AsyncIterator<string>
let blobsServer: ChildProcess
const blobs = { url: "", token: "lambda-test-token", siteID: "parish-site" }
/** The function's store, as the site's other functions and a person with the site's keys would see it. */
const keptMessages = () =>
  getStore({ name: BLOB_STORE_NAME, edgeURL: blobs.url, siteID: blobs.siteID, token: blobs.token })

beforeAll(async () => {
  smtp = await startSmtpServer()
  smtpUrl = smtp.url
  received = smtp.received

  blobsServer = spawn(
    process.execPath,
    [
      path.join(__dirname, "../support/blobs-server.mjs"),
      fs.mkdtempSync(path.join(os.tmpdir(), "lambda-blobs-")),
      blobs.token,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  )
  const port = await new Promise<number>(resolve =>
    blobsServer.stdout?.once("data", (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    ),
  )
  blobs.url = `http://127.0.0.1:${port}`

  const manifest = JSON.parse(fs.readFileSync(path.join(netlifyStage.functionsDir, "manifest.json"), "utf8")) as {
    functions: { name: string; path: string }[]
  }
  const contactFunction = manifest.functions.find(fn => fn.name.includes("submit-contact-form-message"))
  if (!contactFunction) throw new Error("No contact function in .netlify/functions/manifest.json")
  taskDir = fs.mkdtempSync(path.join(os.tmpdir(), "lambda-task-"))
  execFileSync("unzip", ["-q", path.join(netlifyStage.functionsDir, `${contactFunction.name}.zip`), "-d", taskDir])
  entry = `${contactFunction.name}.js`
  // Lambda's task directory is read-only; as root, permission bits alone would not stop a write, so the function
  // runs as the unprivileged user `nobody` there, as Lambda runs functions as an unprivileged user.
  execFileSync("chmod", ["-R", "a+rX,a-w", taskDir])
  const asRoot = process.getuid?.() === 0
  lambda = spawn(process.execPath, [path.join(__dirname, "lambda-harness.cjs")], {
    cwd: taskDir,
    env: { PATH: process.env.PATH ?? "", LAMBDA_TASK_ROOT: taskDir, HOME: "/tmp", TZ: "UTC" },
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  })
  lambda.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk))
  answers = readline.createInterface({ input: lambda.stdout })[Symbol.asyncIterator]()
})

afterAll(async () => {
  lambda?.kill()
  blobsServer?.kill()
  await smtp.close()
  if (taskDir) {
    execFileSync("chmod", ["-R", "u+w", taskDir])
    fs.rmSync(taskDir, { recursive: true, force: true })
  }
})

/** Netlify's production settings for the function; each call may change them. */
const productionEnv = (overrides: Record<string, string> = {}) => ({
  CONTEXT: "production",
  NETLIFY: "true",
  SMTP_URL: smtpUrl,
  CONTACT_ADDRESSES: JSON.stringify(addresses),
  ...overrides,
})

async function invoke(
  request: { body: string | Buffer; headers: Record<string, string>; method?: string; client?: string },
  env = productionEnv(),
): Promise<{ status: number; headers: Record<string, string>; body: string; logs: string[] }> {
  const headers: Record<string, string> = {
    "x-nf-client-connection-ip": request.client ?? "203.0.113.10",
    "x-nf-site-id": blobs.siteID,
    ...request.headers,
  }
  const event = {
    path: "/api/v1/submit-contact-form-message",
    rawUrl: "https://example.netlify.app/api/v1/submit-contact-form-message",
    httpMethod: request.method ?? "POST",
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    // Netlify hands the function bodies base64-encoded.
    body: Buffer.from(request.body).toString("base64"),
    isBase64Encoded: true,
    // Netlify Blobs' address and key for this invocation.
    blobs: Buffer.from(JSON.stringify({ url: blobs.url, token: blobs.token })).toString("base64"),
  }
  lambda.stdin.write(`${JSON.stringify({ entry, env, event })}\n`)
  const line = await answers.next()
  const answer = JSON.parse(String(line.value)) as Invocation
  if (!answer.result) throw new Error(`The handler threw: ${answer.error}`)
  const { result } = answer
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8").toString() : ""
  const flatHeaders = Object.fromEntries(
    Object.entries(result.multiValueHeaders ?? {}).map(([name, values]) => [name.toLowerCase(), values.join(", ")]),
  )
  return { status: result.statusCode, headers: flatHeaders, body, logs: answer.logs }
}

const message = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    recipient_name: "tom",
    from_name: "Zoë Bloggs",
    from_email_address: "zoe@example.com",
    from_telephone_number: "07700 900123",
    is_valid: true,
    subject: "Booking the Gabriel Hall",
    message: "Is the Gabriel Hall free on Saturday?",
    website: "",
    fill_time_ms: 40_000,
    ...overrides,
  })
// What the form's script sends: JSON in no-cors mode, so the browser labels it text/plain.
const fromScript = { "content-type": "text/plain;charset=UTF-8", accept: "application/json" }

/**
 * What a browser without JavaScript posts: every control of the form in its order, empty ones too (the hall booking
 * questions among them), the recipient chosen in the select.
 */
const nativeForm = (overrides: Record<string, string>) =>
  new URLSearchParams({
    ...Object.fromEntries(FORM_POST_FIELDS.map(name => [name, ""])),
    recipient: "sue",
    from_name: "Sam Jones",
    from_email_address: "sam@example.com",
    is_valid: "false",
    ...overrides,
  }).toString()
const fromBrowserWithoutScript = { "content-type": "application/x-www-form-urlencoded", accept: "text/html,*/*;q=0.8" }

beforeEach(() => {
  received.length = 0
})

test("a JSON message is delivered to the recipient's address with Reply-To the sender: 200", async () => {
  const response = await invoke({ body: message(), headers: fromScript })
  expect(response.status).toBe(200)
  expect(JSON.parse(response.body)).toEqual({ ok: true })
  expect(received).toHaveLength(1)
  expect(received[0]?.envelopeTo).toEqual([addresses.tom])
  expect(received[0]?.raw).toMatch(/^Reply-To: .*zoe@example\.com/m)
})

test("a form posted without JavaScript is delivered and sent on to the thank-you page: 303", async () => {
  const response = await invoke({
    body: nativeForm({ subject: "A concern", message: "Please call me." }),
    headers: fromBrowserWithoutScript,
    client: "203.0.113.11",
  })
  expect(response.status).toBe(303)
  expect(response.headers.location).toBe("/contact/thank-you")
  expect(received.map(mail => mail.envelopeTo)).toEqual([[addresses.sue]])
})

test("a filled honeypot is refused as spam and not mailed: 400", async () => {
  const response = await invoke({ body: message({ website: "https://pills.example" }), headers: fromScript })
  expect(response.status).toBe(400)
  expect(JSON.parse(response.body)).toEqual({ error: "The message was refused as automated (spam)" })
  expect(received).toHaveLength(0)
})

test("a malformed body gets a 4xx from our handler, never a 500", async () => {
  const multipart = await invoke({ body: "--x\r\n", headers: { "content-type": "multipart/form-data" } })
  expect(multipart.status).toBe(415)
  const truncated = await invoke({ body: '{"recipient_name":', headers: fromScript })
  expect(truncated.status).toBe(400)
})

test("bodies are refused by type and size: 415 unread, 413 over 256 KB however it came, compressed or not", async () => {
  const octets = await invoke({ body: "recipient_name=tom", headers: { "content-type": "application/octet-stream" } })
  expect(octets.status).toBe(415)
  // Netlify refuses a body over 6 MB before the function runs; below that the function's own limit holds.
  const large = await invoke({ body: Buffer.alloc(1024 * 1024, " "), headers: fromScript })
  expect([large.status, JSON.parse(large.body)]).toEqual([
    413,
    { error: "The message is too large: at most 256 KB can be sent" },
  ])
  const bomb = zlib.gzipSync(Buffer.alloc(100 * 1024 * 1024, " "))
  const inflated = await invoke({ body: bomb, headers: { ...fromScript, "content-encoding": "gzip" } })
  expect(inflated.status).toBe(413)
  const gzipped = await invoke({
    body: zlib.gzipSync(message({ subject: "Sent compressed" })),
    headers: { ...fromScript, "content-encoding": "gzip" },
    client: "203.0.113.14",
  })
  expect(gzipped.status).toBe(200)
  expect(received).toHaveLength(1)
})

test("the page a visitor without JavaScript is refused with carries the site's security headers", async () => {
  const response = await invoke({
    body: nativeForm({ from_email_address: "not an address" }),
    headers: fromBrowserWithoutScript,
    client: "203.0.113.15",
  })
  expect(response.status).toBe(400)
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
  const siteHeaders = siteWideHeaders(siteRules)
  expect(Object.keys(siteHeaders)).toEqual(expect.arrayContaining(["Content-Security-Policy", "X-Frame-Options"]))
  for (const [name, value] of Object.entries(siteHeaders)) {
    expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value])
  }
})

test("the sixth message from one visitor within ten minutes is refused: 429 with Retry-After", async () => {
  const client = "198.51.100.77"
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 6; attempt++) {
    const response = await invoke({ body: message({ subject: `Attempt ${attempt}` }), headers: fromScript, client })
    statuses.push(response.status)
    if (attempt === 6) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0)
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  expect(received).toHaveLength(5)
})

test("a delivered message leaves the store at once", async () => {
  const response = await invoke({
    body: message({ subject: "Gone once sent" }),
    headers: fromScript,
    client: "203.0.113.13",
  })
  expect(response.status).toBe(200)
  expect((await keptMessages().list({ prefix: "messages/" })).blobs).toEqual([])
})

test("a production deploy without SMTP_URL keeps the message in Netlify Blobs (202) and logs the line to alert on", async () => {
  const response = await invoke(
    { body: message({ subject: "Kept until the settings are fixed" }), headers: fromScript, client: "203.0.113.12" },
    productionEnv({ SMTP_URL: "" }),
  )
  expect(response.status).toBe(202)
  expect(response.logs.join("\n")).toMatch(
    /CONTACT FORM ALERT: MISCONFIGURED: SMTP_URL is not set.*1 message waiting since/,
  )
  expect(received).toHaveLength(0)
  const { blobs: entries } = await keptMessages().list({ prefix: "messages/" })
  expect(entries).toHaveLength(1)
  const kept = (await keptMessages().get(entries[0]!.key, { type: "json" })) as { message: { subject: string } }
  expect(kept.message.subject).toBe("Kept until the settings are fixed")
  // Nothing of what the visitor wrote reaches the logs.
  expect(response.logs.join("\n")).not.toContain("Kept until the settings are fixed")
})
