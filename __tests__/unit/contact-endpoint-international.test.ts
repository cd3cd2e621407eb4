import { startSmtpServer } from "../support/smtp-server"
import { deliverPending } from "../../src/contact/pending"
import {
  addresses,
  endpointWith,
  hallsAddress,
  parseMail,
  scriptPost,
  site,
  silentLog,
  smtpServerForTests,
  validPayload,
} from "../support/contact-endpoint"

/**
 * International addresses (RFC 6531): a domain in another script goes to the mail server in its ASCII form
 * (punycode); an address with letters outside ASCII before the @ is accepted and kept like any other, and delivered
 * whatever the mail server offers: with it as Reply-To where the server offers SMTPUTF8 (the mail then declared
 * SMTPUTF8), and otherwise without a Reply-To, the body saying where to write. The form posts without reading the
 * answer, so a message refused after the thank-you page would be lost.
 */

const accented = { name: "José Núñez", address: "josé@example.es" }
const otherScript = { name: "Ann Bücher", address: "ann@bücher.example", onTheWire: "ann@xn--bcher-kva.example" }

describe.each([
  ["offers SMTPUTF8", false],
  ["does not offer SMTPUTF8", true],
])("a mail server that %s", (_offer, hideSMTPUTF8) => {
  const smtp = smtpServerForTests({ hideSMTPUTF8 })
  const setup = () => endpointWith({ SMTP_URL: smtp.url, CONTACT_ADDRESSES: JSON.stringify(addresses) })

  it("takes a domain in another script as punycode in Reply-To; the body shows the address as typed", async () => {
    const { send } = setup()
    const response = await send(
      scriptPost({ ...validPayload, from_name: otherScript.name, from_email_address: otherScript.address }),
    )
    expect(response.statusCode).toBe(200)
    const { headers, text } = parseMail(smtp.received[0]!.raw)
    expect(headers["reply-to"]).toBe(`${otherScript.name} <${otherScript.onTheWire}>`)
    // Every header is ASCII: nothing to declare.
    expect(smtp.received[0]!.smtpUtf8).toBe(false)
    expect(text).toContain(`Email:     ${otherScript.address}`)
    expect(text).toContain(`Reply to this email to answer ${otherScript.name} directly.`)
  })

  it("delivers a message from an address with an accent before the @, never refusing it", async () => {
    const { send } = setup()
    const response = await send(
      scriptPost({ ...validPayload, from_name: accented.name, from_email_address: accented.address }),
    )
    expect(response.statusCode).toBe(200)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.envelopeTo).toEqual([hallsAddress])
    const { headers, text } = parseMail(smtp.received[0]!.raw)
    expect(text).toContain(`Email:     ${accented.address}`)
    if (hideSMTPUTF8) {
      // No Reply-To the server cannot carry: the recipient is told where to write instead.
      expect(headers).not.toHaveProperty("reply-to")
      expect(text).toContain(
        `Replying to this email will not reach ${accented.name}: write to them at ${accented.address}`,
      )
    } else {
      // The UTF-8 Reply-To goes in a mail declared SMTPUTF8, as RFC 6531 requires.
      expect(smtp.received[0]!.smtpUtf8).toBe(true)
      expect(headers["reply-to"]).toBe(`${accented.name} <${accented.address}>`)
      expect(text).toContain(`Reply to this email to answer ${accented.name} directly.`)
    }
  })

  it("does the same for a message kept while the server was away and delivered by the retry run", async () => {
    // A port where a mail server was and no longer is.
    const gone = await startSmtpServer()
    await gone.close()
    const { send, kept } = endpointWith({ SMTP_URL: gone.url, CONTACT_ADDRESSES: JSON.stringify(addresses) })
    const response = await send(
      scriptPost({ ...validPayload, from_name: accented.name, from_email_address: accented.address }),
    )
    expect(response.statusCode).toBe(202)
    await deliverPending(
      {
        store: kept,
        env: { SMTP_URL: smtp.url, CONTACT_ADDRESSES: JSON.stringify(addresses) },
        site,
        log: silentLog(),
      },
      { everything: true },
    )
    expect((await kept.waiting()).count).toBe(0)
    const { headers, text } = parseMail(smtp.received[0]!.raw)
    expect(text).toContain(`Email:     ${accented.address}`)
    expect(headers["reply-to"]).toBe(hideSMTPUTF8 ? undefined : `${accented.name} <${accented.address}>`)
    expect(smtp.received[0]!.smtpUtf8).toBe(!hideSMTPUTF8)
  })
})
