import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  endpointFor,
  formPost,
  hallsAddress,
  hallsManager,
  netlifyAdapterRequest,
  otherAddress,
  otherRecipient,
  parseMail,
  scriptPost,
  siteTitle,
  smtpServerForTests,
  validPayload,
} from "../support/contact-endpoint"

/**
 * A valid message, end to end minus HTTP (support/contact-endpoint.ts): it reaches the SMTP server for the address
 * in the server's settings, with every field in the mail, or the development outbox as a readable .eml file.
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

describe("a valid message", () => {
  it("is read from the request stream Netlify's adapter hands the function", async () => {
    const { send } = setup()
    const response = await send(netlifyAdapterRequest(JSON.stringify(validPayload), { "content-type": "text/plain" }))
    expect(response.statusCode).toBe(200)
    expect(smtp.received).toHaveLength(1)
  })

  it("arrives at the SMTP server for the configured address, with Reply-To the sender and every field in the body", async () => {
    const { send } = setup()
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(200)
    expect(response.body).toEqual({ ok: true })

    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
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
    const { headers, text } = parseMail(smtp.received[0]!.raw)
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
    expect(smtp.received[0]!.envelopeTo).toEqual([otherAddress])
    expect(smtp.received[0]!.raw).not.toContain("evil.example")
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
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.envelopeTo).toEqual([otherAddress])
    expect(parseMail(smtp.received[0]!.raw).headers["reply-to"]).toBe("No Script <noscript@example.com>")
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
    expect(smtp.received[0]!.envelopeTo).toEqual([otherAddress])
  })

  it("for a recipient with no address of their own goes to CONTACT_FALLBACK_ADDRESS, with a warning", async () => {
    const { send, log } = setup({
      SMTP_URL: smtp.url,
      CONTACT_ADDRESSES: JSON.stringify({ [hallsManager.shortName]: hallsAddress }),
      CONTACT_FALLBACK_ADDRESS: "office@parish.example",
      CONTEXT: "production",
    })
    expect((await send(scriptPost({ ...validPayload, recipient_name: otherRecipient.shortName }))).statusCode).toBe(200)
    expect(smtp.received[0]!.envelopeTo).toEqual(["office@parish.example"])
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`No address for "${otherRecipient.shortName}"`))
  })
})

describe("the development outbox", () => {
  it("without SMTP, writes each message as a readable .eml file and logs where", async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "contact-outbox-"))
    const { send, log } = setup({ CONTACT_OUTBOX_DIR: outbox })
    const response = await send(scriptPost(validPayload))
    expect(response.statusCode).toBe(200)
    expect(smtp.received).toHaveLength(0)

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
