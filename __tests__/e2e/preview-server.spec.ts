import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { sitePort } from "../../scripts/test-ports"
import { siteHeaderRules } from "../../gatsby/content-security-policy"
import { siteWideHeaders } from "../../gatsby/netlify-headers"
import { loopbackPost } from "../support/loopback-post"
import { oversizedBodies } from "../support/oversized-bodies"
import { expect, test } from "./fixtures"

/**
 * The local production preview (`npm run serve`) under a bounded soak on loopback (5,400 requests, after bodies of
 * up to 100 MiB): its own server process, so its memory and rate limit are this test's alone. The function is loaded
 * once, as on Netlify: memory stays flat over thousands of requests, the per-visitor limit holds, and every malformed
 * body gets a 4xx from our own handler.
 */
// One server for the file's tests (its port is fixed): they run in one worker, one after the other.
test.describe.configure({ mode: "serial" })

const ENDPOINT = "/api/v1/submit-contact-form-message"
const port = sitePort + 50
const base = `http://127.0.0.1:${port}`
const rounds = 600 // nine requests a round: 5,400 in all
/**
 * The server runs with a small heap, so V8 collects garbage early and often: resident memory then shows what is
 * kept, not what the collector has not yet freed, and anything kept per request runs out of heap and stops the
 * server long before the end. (Reloading the function per request, as `gatsby serve` did, took 8 MB a request.)
 */
const heapLimitMegabytes = 64
/** About 110 MB at start here (Node, tsx and the function's code). With the heap limit, anything kept per request
 * above roughly 10 KB fails the test. */
const residentCeilingMegabytes = 256
const residentMegabytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024

const validMessage = (round: number) =>
  JSON.stringify({
    recipient_name: "tom",
    from_name: "Zoe Bloggs",
    from_email_address: "zoe@example.com",
    from_telephone_number: "",
    is_valid: true,
    subject: `Soak ${round}`,
    message: "Is the Gabriel Hall free on Saturday?",
    website: "",
    fill_time_ms: 30_000,
  })

/** One round: a page, a wrong method, malformed bodies, spam and one real message. Each says what it expects. */
const requests: { name: string; init: RequestInit & { path: string }; expected: (status: number) => boolean }[] = [
  { name: "a page", init: { path: "/worship" }, expected: status => status === 200 },
  { name: "GET on the endpoint", init: { path: ENDPOINT }, expected: status => status === 405 },
  {
    name: "truncated JSON",
    init: { path: ENDPOINT, method: "POST", body: '{"recipient_name":', headers: { "content-type": "text/plain" } },
    expected: status => status === 400,
  },
  {
    name: "multipart without a boundary",
    init: { path: ENDPOINT, method: "POST", body: "--x\r\n", headers: { "content-type": "multipart/form-data" } },
    expected: status => status === 415,
  },
  {
    name: "bytes that are not UTF-8",
    init: {
      path: ENDPOINT,
      method: "POST",
      body: new Uint8Array([0xff, 0xfe, 0x00]),
      headers: { "content-type": "application/json" },
    },
    expected: status => status === 400,
  },
  {
    name: "a JSON array",
    init: { path: ENDPOINT, method: "POST", body: "[1,2]", headers: { "content-type": "application/json" } },
    expected: status => status === 400,
  },
  {
    name: "a type the endpoint does not read",
    init: { path: ENDPOINT, method: "POST", body: "{}", headers: { "content-type": "application/octet-stream" } },
    expected: status => status === 415,
  },
  {
    name: "a filled honeypot",
    init: {
      path: ENDPOINT,
      method: "POST",
      body: "recipient=tom&from_name=Bot&from_email_address=bot%40example.com&is_valid=false&website=pills",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    expected: status => status === 400,
  },
]

let server: ChildProcess
let outbox: string

test.beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "preview-soak-outbox-"))
  // node --import tsx, not the tsx CLI, so that the PID measured is the server's own.
  server = spawn(
    process.execPath,
    [
      `--max-old-space-size=${heapLimitMegabytes}`,
      "--import",
      "tsx",
      "scripts/preview-server.ts",
      "--port",
      String(port),
    ],
    {
      cwd: path.resolve(__dirname, "../.."),
      env: {
        ...process.env,
        CONTACT_OUTBOX_DIR: outbox,
        CONTACT_STORE_DIR: path.join(outbox, "kept"),
        SMTP_URL: "",
        CONTEXT: "",
        NETLIFY: "",
      },
      stdio: ["ignore", "pipe", "ignore"],
    },
  )
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes(base) && resolve())
    server.on("exit", code => reject(new Error(`The preview server stopped (exit ${code})`)))
  })
})

test.afterAll(() => {
  server.kill()
  fs.rmSync(outbox, { recursive: true, force: true })
})

test("5,400 requests on loopback: memory stays flat, the rate limit holds, malformed bodies get a 4xx", async () => {
  test.setTimeout(180_000)
  // Bodies far over every limit first, so that whatever they cost shows in the memory measured after the soak.
  for (const [name, request, expected] of oversizedBodies) {
    expect([name, (await loopbackPost(`${base}${ENDPOINT}`, request)).status]).toEqual([name, expected])
  }
  const unexpected: string[] = []
  const messageStatuses: number[] = []
  const samples: string[] = []
  for (let round = 0; round < rounds; round++) {
    for (const { name, init, expected } of requests) {
      const { path: requestPath, ...options } = init
      const response = await fetch(`${base}${requestPath}`, options)
      await response.arrayBuffer()
      if (!expected(response.status)) unexpected.push(`${name}: ${response.status}`)
    }
    const message = await fetch(`${base}${ENDPOINT}`, {
      method: "POST",
      body: validMessage(round),
      headers: { "content-type": "text/plain;charset=UTF-8", "x-nf-client-connection-ip": `198.51.100.${round % 250}` },
    })
    await message.arrayBuffer()
    messageStatuses.push(message.status)
    if (round % 25 === 0) samples.push(residentMegabytes(server.pid!).toFixed(0))
  }
  const finalMegabytes = residentMegabytes(server.pid!)
  console.log(
    `Preview server memory (MB) every 225 requests: ${samples.join(", ")}, final ${finalMegabytes.toFixed(0)}`,
  )

  expect(unexpected).toEqual([])
  // Every message came from this machine: the visitor's address is the connection's, whatever a header claims.
  expect(messageStatuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
  expect(new Set(messageStatuses.slice(5))).toEqual(new Set([429]))
  expect(fs.readdirSync(outbox).filter(file => file.endsWith(".eml"))).toHaveLength(5)
  // Still running within its small heap, and resident memory bounded: reloading the function per request would
  // have needed some 38 GB here.
  expect(server.exitCode).toBeNull()
  expect(finalMegabytes).toBeLessThan(residentCeilingMegabytes)
})

test("the endpoint's own pages carry the site's security headers, as every page gets them", async () => {
  const siteHeaders = siteWideHeaders(siteHeaderRules(path.resolve(__dirname, "../..")))
  expect(Object.keys(siteHeaders)).toEqual(expect.arrayContaining(["Content-Security-Policy", "X-Frame-Options"]))
  // A form posted without JavaScript, refused: the visitor sees the endpoint's page.
  const refused = await fetch(`${base}${ENDPOINT}`, {
    method: "POST",
    body: "recipient=tom&from_name=Zoe&from_email_address=not-an-address&is_valid=false&website=",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
  })
  expect(refused.status).toBe(400)
  expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8")
  for (const [name, value] of Object.entries(siteHeaders))
    expect([name, refused.headers.get(name)]).toEqual([name, value])
})
