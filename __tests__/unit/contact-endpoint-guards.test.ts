import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { siteHeaderRules } from "../../gatsby/content-security-policy"
import { siteWideHeaders } from "../../gatsby/netlify-headers"
import { createContactHandler, type ContactRequest } from "../../src/contact/handler"
import { defaultRateLimit } from "../../src/contact/rate-limit"
import {
  addresses,
  endpointFor,
  formPost,
  hallsManager,
  otherAddress,
  otherRecipient,
  parseMail,
  RecordedResponse,
  scriptPost,
  site,
  siteTitle,
  smtpServerForTests,
  streamedPost,
  testStorage,
  validPayload,
} from "../support/contact-endpoint"
import { shippedRecipients } from "../support/shipped-content"

/**
 * What guards the endpoint: spam refused and never mailed, the rate limit, the site's security headers on every
 * answer, and the deployed function module's own wiring (Gatsby's body parsers kept off the body).
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

describe("spam is refused with a 400, logged, and never mailed", () => {
  it("a filled honeypot", async () => {
    const { send, log } = setup()
    const response = await send(scriptPost({ ...validPayload, website: "https://cheap-pills.example" }))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message was refused as automated (spam)" })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("honeypot"))
    expect(smtp.received).toHaveLength(0)
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
    expect(smtp.received).toHaveLength(0)
  })

  it("a JSON post claiming is_valid false to skip the fill time: only a real form post may skip it", async () => {
    const { send, log } = setup()
    const { fill_time_ms: _skipped, ...withoutFillTime } = validPayload
    const response = await send(scriptPost({ ...withoutFillTime, is_valid: false }))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({ error: "The message was refused as automated (spam)" })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("without its fill time"))
    expect(smtp.received).toHaveLength(0)
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
    expect(smtp.received).toHaveLength(0)
  })

  it("a script-sent message filled in faster than a person could", async () => {
    const { send, log } = setup()
    const response = await send(scriptPost({ ...validPayload, fill_time_ms: 400 }))
    expect(response.statusCode).toBe(400)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("filled in 400 ms"))
    expect(smtp.received).toHaveLength(0)
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
      recipients: shippedRecipients,
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
      recipients: shippedRecipients,
      site,
      env: () => ({ SMTP_URL: smtp.url }),
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

describe("every answer carries the site's security headers, netlify.toml's and the policy", () => {
  const siteHeaders = Object.fromEntries(
    Object.entries(siteWideHeaders(siteHeaderRules(path.resolve(__dirname, "../..")))).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
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
    process.env.SMTP_URL = smtp.url
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
      expect(smtp.received[0]!.envelopeTo).toEqual([otherAddress])
      const { headers } = parseMail(smtp.received[0]!.raw)
      expect(headers.to).toBe(`"${otherRecipient.role} (${otherRecipient.name})" <${otherAddress}>`)
      expect(headers.subject).toBe(`[${siteTitle} website] Booking the Gabriel Hall`)
      expect(info).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`^\\[contact\\] Message \\S+ to ${otherRecipient.shortName} delivered by SMTP$`),
        ),
      )
      // Delivered messages leave the store at once.
      expect(fs.readdirSync(process.env.CONTACT_STORE_DIR)).toEqual([])
    } finally {
      info.mockRestore()
      process.env = saved
    }
  })
})
