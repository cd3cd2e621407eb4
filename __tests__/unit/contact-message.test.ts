import { bookingFields } from "../../src/contact/hall-booking"
import { asciiDomain, contactLimits, isEmailAddress, validateContactMessage } from "../../src/contact/message"
import { recipientsFromPeople, recipientLabel } from "../../src/contact/recipients"
import { checkForSpam } from "../../src/contact/spam"
import { addressFor, chooseDelivery, isDeployed, mailFrom, readContactEnv } from "../../src/contact/config"
import { createRateLimiter } from "../../src/contact/rate-limit"
import fs from "node:fs"
import path from "node:path"

/** The people in the shipped content, as the endpoint's bundle sees them. */
const people = fs
  .readdirSync(path.resolve(__dirname, "../../data/people"))
  .filter(file => file.endsWith(".json"))
  .map(file => JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/people", file), "utf8")))
const recipients = recipientsFromPeople(people)
const shortNames = recipients.map(recipient => recipient.shortName)
/** The Halls Manager (a recipient the form must offer): who receives hall enquiries in the shipped content. */
const hallsManagerName = people.find(person => person.receivesHallEnquiries === true)!.name as string
const hallsManager = recipients.find(recipient => recipient.name === hallsManagerName)!

const valid = {
  recipient_name: hallsManager.shortName,
  from_name: "Jo Bloggs",
  from_email_address: "jo@example.com",
  from_telephone_number: "020 7946 0000",
  is_valid: true,
  subject: "Hall booking",
  message: "Is the Gabriel Hall free on 3 May?",
}

const errorsOf = (input: Record<string, unknown>) => {
  const result = validateContactMessage(input, shortNames)
  return result.ok ? {} : result.errors
}

describe("the contact-form recipients", () => {
  it("are the five people the spec names, in content order, from the people marked contactFormRecipient", () => {
    expect(recipients.map(recipient => recipient.role)).toEqual([
      "Churchwarden",
      "Licensed Lay Minister",
      "Halls Manager",
      "Youth Worker",
      "Church Safeguarding Officer",
    ])
    expect(recipientLabel(hallsManager)).toBe(`Halls Manager (${hallsManagerName})`)
  })
})

describe("the shared contact message schema", () => {
  it("accepts a complete message and trims what was typed", () => {
    const result = validateContactMessage(
      { ...valid, from_name: "  Jo Bloggs ", subject: " Hall booking  " },
      shortNames,
    )
    expect(result).toEqual({ ok: true, message: valid })
  })

  it("needs only a recipient, a name and an email address; the rest may be left out", () => {
    const result = validateContactMessage(
      { recipient_name: "sue", from_name: "Jo", from_email_address: "jo@example.com", is_valid: "false" },
      shortNames,
    )
    expect(result).toEqual({
      ok: true,
      message: {
        recipient_name: "sue",
        from_name: "Jo",
        from_email_address: "jo@example.com",
        from_telephone_number: "",
        subject: "",
        message: "",
        is_valid: false,
      },
    })
  })

  it("says what to do for each missing required field", () => {
    expect(errorsOf({ is_valid: true })).toEqual({
      recipient_name: "Select who your message is for",
      from_name: "Enter your name",
      from_email_address: "Enter your email address",
    })
    expect(errorsOf({ ...valid, from_name: "   " })).toEqual({ from_name: "Enter your name" })
  })

  it("refuses a recipient who is not one of the five", () => {
    expect(errorsOf({ ...valid, recipient_name: "helen" })).toEqual({
      recipient_name: "Select one of the people in the list",
    })
    expect(errorsOf({ ...valid, recipient_name: "nobody" })).toEqual({
      recipient_name: "Select one of the people in the list",
    })
  })

  it.each([
    ["from_name", contactLimits.from_name, "Your name must be 64 characters or fewer"],
    [
      "from_telephone_number",
      contactLimits.from_telephone_number,
      "Your telephone number must be 20 characters or fewer",
    ],
    ["subject", contactLimits.subject, "The subject must be 64 characters or fewer"],
    ["message", contactLimits.message, "Your message must be 20,000 characters or fewer"],
  ])("allows %s up to %i characters and no more", (field, max, error) => {
    expect(errorsOf({ ...valid, [field]: "x".repeat(max) })).toEqual({})
    expect(errorsOf({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({ [field]: error })
  })

  it("allows an email address up to 254 characters and no more", () => {
    const address = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`
    expect(address(254)).toHaveLength(254)
    expect(errorsOf({ ...valid, from_email_address: address(254) })).toEqual({})
    expect(errorsOf({ ...valid, from_email_address: address(255) })).toEqual({
      from_email_address: "Your email address must be 254 characters or fewer",
    })
  })

  it.each(["jo", "jo@", "@example.com", "jo@example", "jo example@example.com", "jo@@example.com"])(
    "refuses the email address %j",
    address => {
      expect(errorsOf({ ...valid, from_email_address: address })).toEqual({
        from_email_address: "Enter an email address in the correct format, like name@example.com",
      })
    },
  )

  it("refuses CR or LF in anything that becomes a mail header, but not in the message", () => {
    expect(errorsOf({ ...valid, from_name: "Jo\r\nBcc: victim@example.org" })).toEqual({
      from_name: "Your name must be on one line",
    })
    expect(errorsOf({ ...valid, from_email_address: "jo@example.com\nBcc: victim@example.org" })).toEqual({
      from_email_address: "Your email address must be on one line",
    })
    expect(errorsOf({ ...valid, subject: "Hello\rBcc: victim@example.org" })).toEqual({
      subject: "The subject must be on one line",
    })
    expect(errorsOf({ ...valid, recipient_name: `${hallsManager.shortName}\r\nCc: victim@example.org` })).toEqual({
      recipient_name: "Select one of the people in the list",
    })
    expect(errorsOf({ ...valid, message: "Line one\r\nLine two\nLine three" })).toEqual({})
  })

  it.each([
    ["NEL", "\u0085"],
    ["LINE SEPARATOR", "\u2028"],
    ["PARAGRAPH SEPARATOR", "\u2029"],
  ])("treats Unicode's %s as a line break in the one-line fields", (_name, lineBreak) => {
    expect(errorsOf({ ...valid, from_name: `Jo${lineBreak}Bcc: victim@example.org` })).toEqual({
      from_name: "Your name must be on one line",
    })
    expect(errorsOf({ ...valid, subject: `Hello${lineBreak}there` })).toEqual({
      subject: "The subject must be on one line",
    })
  })

  it('requires is_valid as true/false (JSON) or "true"/"false" (a form post)', () => {
    const isValidOf = (isValid: unknown) => {
      const result = validateContactMessage({ ...valid, is_valid: isValid }, shortNames)
      return result.ok ? result.message.is_valid : undefined
    }
    expect(isValidOf("true")).toBe(true)
    expect(isValidOf("false")).toBe(false)
    expect(errorsOf({ ...valid, is_valid: undefined })).toHaveProperty("is_valid")
    expect(errorsOf({ ...valid, is_valid: "yes" })).toHaveProperty("is_valid")
  })

  it("refuses fields of the wrong type rather than coercing them", () => {
    expect(errorsOf({ ...valid, from_name: ["Jo", "Bo"] })).toHaveProperty("from_name")
    expect(errorsOf({ ...valid, message: { text: "hi" } })).toHaveProperty("message")
    expect(errorsOf({ ...valid, subject: 42 })).toEqual({ subject: "The subject must be text" })
    expect(errorsOf({ ...valid, from_name: "Jo", from_telephone_number: null })).toEqual({})
  })

  it("refuses anything but named fields, reporting it against the first field", () => {
    for (const input of [null, "a message", ["jo"], 7]) {
      expect(validateContactMessage(input, shortNames)).toEqual({
        ok: false,
        errors: { recipient_name: "Send the message as named fields" },
      })
    }
  })
})

describe("no mail-encoded text in a one-line field", () => {
  it.each([
    [
      "a ? inside the encoded text, which Python's older decoder reads to the end",
      "=?utf-8?Q?a?b=0D=0ABcc:_x@evil.example?=",
    ],
    ["a complete encoded-word", "=?utf-8?Q?Zo=C3=AB?="],
    ["base64, in any letter case", "=?UTF-8?b?SGVsbG8=?="],
    ["only its start, with nothing after it", "Jo =?"],
    ["its start inside a word", "Jo=?Bloggs"],
  ])("refuses %s in the name, the telephone number and the subject, naming each field", (_case, text) => {
    expect(errorsOf({ ...valid, from_name: text, from_telephone_number: text, subject: text })).toEqual({
      from_name: "Your name must not contain mail-encoded text like =?utf-8?Q?…?=",
      from_telephone_number: "Your telephone number must not contain mail-encoded text like =?utf-8?Q?…?=",
      subject: "The subject must not contain mail-encoded text like =?utf-8?Q?…?=",
    })
  })

  it("lets = and ? through on their own, and anything in the message itself", () => {
    expect(errorsOf({ ...valid, from_name: "Jo = Bloggs?", subject: "Is 2+2=4? =) ?=" })).toEqual({})
    expect(errorsOf({ ...valid, message: "Odd text: =?utf-8?Q?hello?= in a letter" })).toEqual({})
  })
})

describe("international email addresses", () => {
  it.each([
    ["a domain in another script", "ann@bücher.example", "bücher.example", "xn--bcher-kva.example"],
    ["a local part with an accent", "josé@example.es", "example.es", "example.es"],
    ["both, in Chinese and Japanese", "李小龙@例え.テスト", "例え.テスト", "xn--r8jz45g.xn--zckzah"],
    [
      "a domain already in its ASCII form",
      "ann@xn--bcher-kva.example",
      "xn--bcher-kva.example",
      "xn--bcher-kva.example",
    ],
  ])("accepts %s (%s), keeping it as typed; the domain goes on the wire as %s", (_case, address, domain, ascii) => {
    const result = validateContactMessage({ ...valid, from_email_address: `  ${address} ` }, shortNames)
    expect(result).toEqual({ ok: true, message: { ...valid, from_email_address: address } })
    expect(asciiDomain(domain)).toBe(ascii)
  })

  it.each([
    "ann@bücher",
    "ann@bü cher.example",
    "ann@bücher.example:25",
    "ann@[127.0.0.1]",
    "ann@0x7f.1",
    "josé.@example.es",
    ".josé@example.es",
    "jo..sé@example.es",
    "jo sé@example.es",
    "jo’s@example.es’",
    "ann@例え.テスト。",
  ])("refuses %j as not an email address", address => {
    expect(isEmailAddress(address)).toBe(false)
    expect(errorsOf({ ...valid, from_email_address: address })).toEqual({
      from_email_address: "Enter an email address in the correct format, like name@example.com",
    })
  })
})

describe("the spam checks", () => {
  const json = { isFormPost: false }
  const formPost = { isFormPost: true }

  it("refuse a filled honeypot, whichever way the message came", () => {
    expect(checkForSpam({ ...valid, website: "http://spam.example", fill_time_ms: 60_000 }, json)).toMatchObject({
      spam: true,
    })
    expect(checkForSpam({ ...valid, is_valid: "false", website: "cheap pills" }, formPost)).toMatchObject({
      spam: true,
    })
    expect(checkForSpam({ ...valid, website: "", fill_time_ms: 60_000 }, json)).toEqual({ spam: false })
  })

  it("refuse a script-sent message filled in under three seconds, or with no fill time", () => {
    expect(checkForSpam({ ...valid, fill_time_ms: 800 }, json)).toMatchObject({ spam: true })
    expect(checkForSpam({ ...valid, fill_time_ms: 2_999 }, json)).toMatchObject({ spam: true })
    expect(checkForSpam({ ...valid }, json)).toMatchObject({ spam: true })
    expect(checkForSpam({ ...valid, fill_time_ms: "soon" }, json)).toMatchObject({ spam: true })
    expect(checkForSpam({ ...valid, fill_time_ms: 3_000 }, json)).toEqual({ spam: false })
  })

  it("give JSON no side door: is_valid false does not excuse a missing or short fill time", () => {
    expect(checkForSpam({ ...valid, is_valid: false }, json)).toMatchObject({ spam: true })
    expect(checkForSpam({ ...valid, is_valid: "false", fill_time_ms: 10 }, json)).toMatchObject({ spam: true })
  })

  /** What a browser without JavaScript posts: every control of the form, the select's choice under "recipient". */
  const nativePost = {
    recipient: valid.recipient_name,
    recipient_name: valid.recipient_name,
    // A hall booking enquiry's fields, posted empty when it is not one.
    ...Object.fromEntries(bookingFields.map(field => [field, ""])),
    from_name: valid.from_name,
    from_email_address: valid.from_email_address,
    from_telephone_number: "",
    subject: valid.subject,
    message: valid.message,
    website: "",
    is_valid: "false",
  }

  it("do not judge a form posted without JavaScript on time: it cannot carry a trustworthy start time", () => {
    expect(checkForSpam(nativePost, formPost)).toEqual({ spam: false })
  })

  it("refuse a form post that is not the form's own, so a script cannot switch to one to skip the fill time", () => {
    // The script's JSON fields, re-sent as a form post: no select, and a fill time the form never sends.
    expect(checkForSpam({ ...valid, is_valid: "false", website: "", fill_time_ms: 5_000 }, formPost)).toEqual({
      spam: true,
      reason: `a form post that is not the form's own (without recipient, ${bookingFields.join(", ")}; with 1 field(s) the form does not have)`,
    })
    const { website: _honeypot, ...withoutHoneypot } = nativePost
    expect(checkForSpam(withoutHoneypot, formPost)).toMatchObject({
      spam: true,
      reason: expect.stringContaining("website"),
    })
    // The hidden is_valid is "false" in the page; only the form's script, which sends JSON, makes it true.
    expect(checkForSpam({ ...nativePost, is_valid: "true" }, formPost)).toMatchObject({ spam: true })
  })
})

describe("the rate limiter", () => {
  it("allows `limit` attempts per client in the window, then says when to retry", async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    const start = 1_000_000
    const firstThree = []
    for (const second of [0, 1, 2]) firstThree.push((await limiter.attempt("a", start + second * 1000)).allowed)
    expect(firstThree).toEqual([true, true, true])
    expect(await limiter.attempt("a", start + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(await limiter.attempt("b", start + 10_000)).toEqual({ allowed: true })
    // The first attempt leaves the window after a minute.
    expect(await limiter.attempt("a", start + 60_001)).toEqual({ allowed: true })
    expect((await limiter.attempt("a", start + 60_002)).allowed).toBe(false)
  })

  it("forgets the least recently seen clients beyond its size, so memory stays bounded", async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 })
    await limiter.attempt("a", 1)
    await limiter.attempt("b", 2)
    await limiter.attempt("c", 3)
    expect((await limiter.attempt("b", 4)).allowed).toBe(false)
    expect((await limiter.attempt("a", 5)).allowed).toBe(true)
  })
})

describe("the endpoint's configuration", () => {
  // Made-up recipients: the address rules do not depend on who is in the content.
  const tom = { ...hallsManager, shortName: "tom" }
  const sue = { ...hallsManager, shortName: "sue" }

  it("writes to the outbox folder when no SMTP is set outside a deployed site", () => {
    expect(chooseDelivery({})).toEqual({ kind: "outbox", directory: "outbox" })
    expect(chooseDelivery({ CONTACT_OUTBOX_DIR: "/tmp/box" })).toEqual({ kind: "outbox", directory: "/tmp/box" })
    expect(chooseDelivery({ SMTP_URL: "smtp://mail.example.org" })).toEqual({
      kind: "smtp",
      url: "smtp://mail.example.org",
    })
  })

  it("treats a Netlify deploy (CONTEXT set) without SMTP as unconfigured, never as the outbox", () => {
    expect(isDeployed({ CONTEXT: "production" })).toBe(true)
    expect(isDeployed({ CONTEXT: "deploy-preview" })).toBe(true)
    expect(isDeployed({ NETLIFY: "true" })).toBe(true)
    expect(isDeployed({})).toBe(false)
    expect(chooseDelivery({ CONTEXT: "production" })).toMatchObject({ kind: "unconfigured" })
  })

  it("maps a short name to its configured address, then the fallback, and placeholders only in development", () => {
    const addresses = JSON.stringify({ tom: "halls@example.org" })
    expect(addressFor(tom, { CONTACT_ADDRESSES: addresses })).toEqual({
      ok: true,
      address: "halls@example.org",
      usedFallback: false,
    })
    expect(addressFor(sue, { CONTACT_ADDRESSES: addresses, CONTACT_FALLBACK_ADDRESS: "office@example.org" })).toEqual({
      ok: true,
      address: "office@example.org",
      usedFallback: true,
    })
    expect(addressFor(sue, { CONTACT_ADDRESSES: addresses })).toMatchObject({ ok: false })
    expect(addressFor(sue, {})).toEqual({ ok: true, address: "sue@example.invalid", usedFallback: false })
    expect(addressFor(sue, { CONTEXT: "production" })).toMatchObject({ ok: false })
  })

  it("names a broken CONTACT_ADDRESSES instead of guessing", () => {
    expect(addressFor(tom, { CONTACT_ADDRESSES: "{tom: halls}" })).toEqual({
      ok: false,
      problem: "CONTACT_ADDRESSES is not valid JSON",
    })
    expect(addressFor(tom, { CONTACT_ADDRESSES: '{"tom":"not an address"}' })).toMatchObject({ ok: false })
    expect(
      addressFor(tom, { CONTACT_ADDRESSES: '{"tom":"halls@example.org"}', CONTACT_FALLBACK_ADDRESS: "x" }),
    ).toMatchObject({ ok: true, address: "halls@example.org" })
  })

  it("sends from MAIL_FROM, or from a website@ address at the site's own domain", () => {
    const site = { title: "St Michael and All Angels, Ashgrove", siteUrl: "https://www.stmichaelsashgrove.org.uk" }
    expect(mailFrom({}, site)).toBe('"St Michael and All Angels, Ashgrove website" <website@stmichaelsashgrove.org.uk>')
    expect(mailFrom({ MAIL_FROM: "Parish <web@example.org>" }, site)).toBe("Parish <web@example.org>")
  })

  it("reads settings from the running process", () => {
    const saved = process.env.SMTP_URL
    process.env.SMTP_URL = "smtp://127.0.0.1:2525"
    try {
      expect(readContactEnv().SMTP_URL).toBe("smtp://127.0.0.1:2525")
    } finally {
      if (saved === undefined) delete process.env.SMTP_URL
      else process.env.SMTP_URL = saved
    }
  })
})
