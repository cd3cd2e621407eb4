import { MAX_BODY_BYTES } from "../../src/contact/request"
import {
  endpointFor,
  formPost,
  hallsManager,
  netlifyAdapterRequest,
  scriptPost,
  smtpServerForTests,
  validPayload,
} from "../support/contact-endpoint"

/**
 * Bad input gets a 4xx with a JSON reason naming the field (a page, for a form posted without JavaScript), and
 * nothing is mailed: the shared rules' refusals as the endpoint answers them, bodies that are not a message, methods
 * other than POST.
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

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
      "an encoded-word with a ? inside its text (read to its end by Python's older decoder) in the name",
      { ...validPayload, from_name: "=?utf-8?Q?a?b=0D=0ABcc:_x@evil.example?=" },
      { field: "from_name", error: "Your name must not contain mail-encoded text like =?utf-8?Q?…?=" },
    ],
    [
      "the start of an encoded-word in the telephone number",
      { ...validPayload, from_telephone_number: "0207 =?946" },
      {
        field: "from_telephone_number",
        error: "Your telephone number must not contain mail-encoded text like =?utf-8?Q?…?=",
      },
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
    expect(smtp.received).toHaveLength(0)
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
    expect(smtp.received).toHaveLength(0)
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
    expect(smtp.received).toHaveLength(0)
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
