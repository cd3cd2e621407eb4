// zod/mini, not zod: this schema also runs in the browser, and the mini build is a fraction of the size.
import { z } from "zod/mini"

/**
 * The contact message (spec §3, §5, §7): one schema, used by the form in the
 * browser before it sends and by the endpoint before it delivers, so the two
 * can never disagree about what a valid message is.
 *
 * Browser-safe: no Node modules here.
 */

/** Maximum lengths (spec §5, §9). The message has none in the spec; ours is generous (about 3,000 words). */
export const contactLimits = {
  from_name: 64,
  from_email_address: 254,
  from_telephone_number: 20,
  subject: 64,
  message: 20_000,
} as const

/** The fields a visitor fills in, in the order the form shows them. */
export const contactFields = [
  "recipient_name",
  "from_name",
  "from_email_address",
  "from_telephone_number",
  "subject",
  "message",
] as const
export type ContactField = (typeof contactFields)[number]

/** The spec's JSON payload keys (§7), in its order. */
export const contactPayloadKeys = [
  "recipient_name",
  "from_name",
  "from_email_address",
  "from_telephone_number",
  "is_valid",
  "subject",
  "message",
] as const

/**
 * Anti-spam fields that travel beside the spec's payload. The honeypot is a
 * text box people never see; only robots fill it. The fill time is measured by
 * the form's script, so it is present only when the script sent the message.
 */
export const HONEYPOT_FIELD = "website"
export const FILL_TIME_FIELD = "fill_time_ms"
/** Nobody chooses a recipient, types a name and an email address in under three seconds. */
export const MIN_FILL_TIME_MS = 3_000

/**
 * Without JavaScript the hidden recipient_name copy stays empty, so the
 * endpoint falls back to the select's own value, posted under this name.
 */
export const RECIPIENT_SELECT_FIELD = "recipient"

/**
 * Every name the form's own post carries when the browser sends it without JavaScript (each named control of the
 * form, in its order; empty ones too, as browsers send them). The spam rule for form posts (spam.ts) expects exactly
 * these; a unit test holds the list to the rendered form.
 */
export const FORM_POST_FIELDS = [RECIPIENT_SELECT_FIELD, ...contactFields, HONEYPOT_FIELD, "is_valid"] as const

/** Error messages, worded as the GOV.UK design system recommends: say what to do. */
export const contactMessages = {
  recipientMissing: "Select who your message is for",
  recipientUnknown: "Select one of the people in the list",
  nameMissing: "Enter your name",
  nameTooLong: `Your name must be ${contactLimits.from_name} characters or fewer`,
  emailMissing: "Enter your email address",
  emailInvalid: "Enter an email address in the correct format, like name@example.com",
  emailTooLong: `Your email address must be ${contactLimits.from_email_address} characters or fewer`,
  telephoneTooLong: `Your telephone number must be ${contactLimits.from_telephone_number} characters or fewer`,
  subjectTooLong: `The subject must be ${contactLimits.subject} characters or fewer`,
  messageTooLong: `Your message must be ${contactLimits.message.toLocaleString("en-GB")} characters or fewer`,
  lineBreak: (what: string) => `${what} must be on one line`,
  controlCharacter: (what: string) => `${what} must not contain invisible control characters`,
  encodedWord: (what: string) => `${what} must not contain mail-encoded text like =?utf-8?Q?…?=`,
  isValidMissing: "is_valid must be true or false",
} as const

/**
 * Anything that ends up in a mail header must not break the line (header injection): CR, LF, and Unicode's other
 * line breaks (NEL U+0085, the line and paragraph separators U+2028/U+2029), which some mail software honours.
 */
const hasNoLineBreak = (value: string) => !/[\r\n\u0085\u2028\u2029]/.test(value)

/**
 * Invisible characters no name, address, number or subject needs: C0 and C1 controls (NUL, tab, escape…), DEL,
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can make text
 * read differently from what it is, e.g. a reversed email address.
 */
const hasNoControlCharacter = (value: string) =>
  !/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/.test(value)

/**
 * RFC 2047 encoded-words (`=?charset?Q?…?=`, `=?charset?B?…?=`). nodemailer writes a pure-ASCII header value as it
 * is typed, and mail programs decode encoded-words wherever they find them (even inside a quoted name), so one
 * would smuggle past the rules above whatever it encodes: a line break, "Bcc:", a right-to-left override. Read as
 * leniently as decoders read them (any charset, either encoding, any letter case); nobody types this by hand.
 */
const hasNoEncodedWord = (value: string) => !/=\?[^?]*\?[bq]\?[^?]*\?=/i.test(value)

/** Missing fields count as empty text, as an empty form field posts. */
const emptyWhenMissing = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown): unknown => value ?? ""),
    schema,
  )

/** A one-line text field: trimmed, at most `max` characters; "" when left empty. */
const oneLine = (what: string, max: number, tooLong: string) =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.refine(hasNoLineBreak, { message: contactMessages.lineBreak(what), abort: true }),
        z.refine(hasNoControlCharacter, { message: contactMessages.controlCharacter(what), abort: true }),
        z.refine(hasNoEncodedWord, { message: contactMessages.encodedWord(what), abort: true }),
      ),
    z.string().check(z.maxLength(max, { message: tooLong })),
  )

const optionalLine = (what: string, max: number, tooLong: string) => emptyWhenMissing(oneLine(what, max, tooLong))

const requiredLine = (what: string, max: number, missing: string, tooLong: string) =>
  emptyWhenMissing(z.pipe(oneLine(what, max, tooLong), z.string().check(z.minLength(1, { message: missing }))))

/** true/false, or "true"/"false" as a native form posts it. */
const isValidFlag = z.union(
  [
    z.boolean(),
    z.pipe(
      z.enum(["true", "false"]),
      z.transform(value => value === "true"),
    ),
  ],
  { error: contactMessages.isValidMissing },
)

/**
 * The schema for one message. `recipientShortNames` are the short names of the
 * people the form offers (from the content): anyone else is refused.
 */
export function contactMessageSchema(recipientShortNames: readonly string[]) {
  return z.object({
    recipient_name: emptyWhenMissing(
      z.string({ error: contactMessages.recipientMissing }).check(
        z.trim(),
        z.minLength(1, { message: contactMessages.recipientMissing, abort: true }),
        z.refine(value => recipientShortNames.includes(value), { message: contactMessages.recipientUnknown }),
      ),
    ),
    from_name: requiredLine(
      "Your name",
      contactLimits.from_name,
      contactMessages.nameMissing,
      contactMessages.nameTooLong,
    ),
    from_email_address: emptyWhenMissing(
      z.pipe(
        oneLine("Your email address", contactLimits.from_email_address, contactMessages.emailTooLong),
        z.pipe(
          z.string().check(z.minLength(1, { message: contactMessages.emailMissing, abort: true })),
          z.email({ message: contactMessages.emailInvalid }),
        ),
      ),
    ),
    from_telephone_number: optionalLine(
      "Your telephone number",
      contactLimits.from_telephone_number,
      contactMessages.telephoneTooLong,
    ),
    subject: optionalLine("The subject", contactLimits.subject, contactMessages.subjectTooLong),
    message: emptyWhenMissing(
      z.string().check(z.maxLength(contactLimits.message, { message: contactMessages.messageTooLong })),
    ),
    is_valid: isValidFlag,
  })
}

export type ContactMessage = z.output<ReturnType<typeof contactMessageSchema>>

/** One problem per field, the first found, in form order. */
export type ContactErrors = Partial<Record<ContactField | "is_valid", string>>

export type ContactValidation = { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors }

export function validateContactMessage(input: unknown, recipientShortNames: readonly string[]): ContactValidation {
  const result = contactMessageSchema(recipientShortNames).safeParse(input)
  if (result.success) return { ok: true, message: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field !== "string" || !isKnownField(field)) continue
    errors[field] ??= issue.message
  }
  // A problem with the whole input (e.g. it is not an object) is reported against the first field.
  if (Object.keys(errors).length === 0) errors.recipient_name = result.error.issues[0]?.message ?? "Invalid message"
  return { ok: false, errors }
}

const isKnownField = (field: string): field is ContactField | "is_valid" =>
  field === "is_valid" || (contactFields as readonly string[]).includes(field)
