import { shippedRecipients } from "../support/shipped-content"
import { endpointFor, parseMail, scriptPost, smtpServerForTests, validPayload } from "../support/contact-endpoint"
import { validateContactMessage } from "../../src/contact/message"

/**
 * Invisible characters in the one-line fields (name, email address, telephone number, subject), which become mail
 * headers: controls, direction marks and the characters that hide inside a word are refused with the field named,
 * by the form and the endpoint alike (they share the rules); the joiners that emoji and some scripts need are not.
 */

const shortNames = shippedRecipients().map(recipient => recipient.shortName)
const errorsOf = (input: Record<string, unknown>) => {
  const result = validateContactMessage(input, shortNames)
  return result.ok ? {} : result.errors
}

/** Each refused character or range, first and last code point, as docs/contact-form.md lists them. */
const refused: [name: string, first: number, last: number][] = [
  ["C0 controls before LF (NUL to TAB)", 0x00, 0x09],
  ["C0 controls between LF and CR", 0x0b, 0x0c],
  ["C0 controls after CR", 0x0e, 0x1f],
  ["DELETE and C1 controls before NEL", 0x7f, 0x84],
  ["C1 controls after NEL", 0x86, 0x9f],
  ["SOFT HYPHEN", 0xad, 0xad],
  ["ARABIC LETTER MARK", 0x61c, 0x61c],
  ["MONGOLIAN VOWEL SEPARATOR", 0x180e, 0x180e],
  ["ZERO WIDTH SPACE", 0x200b, 0x200b],
  ["LEFT-TO-RIGHT MARK and RIGHT-TO-LEFT MARK", 0x200e, 0x200f],
  ["the bidirectional embeddings and overrides", 0x202a, 0x202e],
  ["WORD JOINER", 0x2060, 0x2060],
  ["the bidirectional isolates", 0x2066, 0x2069],
  ["BYTE ORDER MARK (ZERO WIDTH NO-BREAK SPACE)", 0xfeff, 0xfeff],
  ["the tag characters", 0xe0000, 0xe007f],
]

const codePoints = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset))

/** Where a character goes in each one-line field (inside the text: spaces and a BOM at either end are trimmed). */
const inside = {
  from_name: (character: string) => `Zoë${character}Bloggs`,
  from_email_address: (character: string) => `zoe${character}@example.com`,
  from_telephone_number: (character: string) => `07700${character}900123`,
  subject: (character: string) => `Hall${character} hire`,
}
const fieldNames = {
  from_name: "Your name",
  from_email_address: "Your email address",
  from_telephone_number: "Your telephone number",
  subject: "The subject",
}

describe("invisible characters in a one-line field", () => {
  it.each(refused)("refuses %s in every one-line field, naming the field", (_name, first, last) => {
    for (const character of codePoints(first, last)) {
      for (const [field, place] of Object.entries(inside)) {
        expect(errorsOf({ ...validPayload, [field]: place(character) })).toEqual({
          [field]: `${fieldNames[field as keyof typeof fieldNames]} must not contain invisible control characters`,
        })
      }
    }
  })

  it.each([
    ["an emoji made with zero-width joiners in the name", { from_name: "Sam Bloggs 👩‍💻" }],
    ["a family emoji in the subject", { subject: "Baptism for our 👨‍👩‍👧" }],
    ["a Persian name written with a zero-width non-joiner", { from_name: "مهر‌انگیز" }],
    ["Arabic and Hebrew letters", { from_name: "مريم", subject: "שלום" }],
  ])("allows %s", (_name, fields) => {
    expect(errorsOf({ ...validPayload, ...fields })).toEqual({})
  })
})

describe("the endpoint", () => {
  const smtp = smtpServerForTests()
  const setup = endpointFor(smtp)

  it("refuses a word joiner hidden in the subject with 400 naming the field, and mails nothing", async () => {
    const { send } = setup()
    const response = await send(scriptPost({ ...validPayload, subject: "Hall\u2060 hire" }))
    expect(response.statusCode).toBe(400)
    expect(response.body).toEqual({
      field: "subject",
      error: "The subject must not contain invisible control characters",
    })
    expect(smtp.received).toHaveLength(0)
  })

  it("delivers a name and subject with joiners exactly as typed", async () => {
    const { send } = setup()
    const fields = { from_name: "Sam 👩‍💻 مهر‌انگیز", subject: "Baptism for our 👨‍👩‍👧" }
    expect((await send(scriptPost({ ...validPayload, ...fields }))).statusCode).toBe(200)
    const { headers, text } = parseMail(smtp.received[0]!.raw)
    expect(headers["reply-to"]).toBe(`${fields.from_name} <${validPayload.from_email_address}>`)
    expect(headers.subject).toContain(fields.subject)
    expect(text).toContain(`From:      ${fields.from_name}`)
  })
})
