import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startSmtpServer } from "../support/smtp-server"
import { createContactHandler } from "../../src/contact/handler"
import {
  addresses,
  endpointFor,
  formPost,
  hallsAddress,
  hallsManager,
  otherRecipient,
  RecordedResponse,
  scriptPost,
  site,
  smtpServerForTests,
  testStorage,
  validPayload,
} from "../support/contact-endpoint"

/**
 * A message the endpoint cannot deliver at once is kept and answered 202 (or the form's 303), never lost; what went
 * wrong is logged, loudly when someone must act. Only a message that could not be kept is refused (503).
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

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
      SMTP_URL: smtp.url,
      CONTEXT: "production",
      CONTACT_ADDRESSES: JSON.stringify({ [hallsManager.shortName]: hallsAddress }),
    })
    expect((await send(scriptPost({ ...validPayload, recipient_name: otherRecipient.shortName }))).statusCode).toBe(202)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`no address for "${otherRecipient.shortName}"`))
    expect(smtp.received).toHaveLength(0)
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
    expect(smtp.received).toHaveLength(0)
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
