/**
 * The contact message's rules (docs/requirements.md#contact-form), in one place: the form checks a message with them in the browser
 * before it sends it, and the endpoint checks it again before keeping it, so the two can never disagree about what
 * a valid message is or how a problem is worded.
 *
 * Plain TypeScript on purpose: this module is in the visitor's bundle, and its rules (lengths, one line, a required
 * choice, an email address) need no validation library. Browser-safe: no Node modules here.
 */

import { bookingFields } from "./booking-fields"

/** Maximum lengths (docs/requirements.md#contact-form). The message has none there; ours is generous (about 3,000 words). */
export const contactLimits = {
  from_name: 64,
  from_email_address: 254,
  from_telephone_number: 20,
  subject: 64,
  message: 20_000,
} as const

/** The fields a visitor fills in after choosing whom the message is for, in the order the form shows them. */
const messageFields = ["from_name", "from_email_address", "from_telephone_number", "subject", "message"] as const

/** The fields a visitor fills in, in the order the form shows them. */
export const contactFields = ["recipient_name", ...messageFields] as const
export type ContactField = (typeof contactFields)[number]

/** The JSON payload's keys, in the required order (docs/requirements.md#contact-form). */
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
export const FORM_POST_FIELDS = [
  RECIPIENT_SELECT_FIELD,
  "recipient_name",
  // A hall booking enquiry's fields (hall-booking.ts), after whom the message is for; left empty by everyone else.
  ...bookingFields,
  ...messageFields,
  HONEYPOT_FIELD,
  "is_valid",
] as const

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
  invisibleCharacter: (what: string) => `${what} must not contain invisible control characters`,
  encodedWord: (what: string) => `${what} must not contain mail-encoded text like =?utf-8?Q?…?=`,
  notText: (what: string) => `${what} must be text`,
  isValidMissing: "is_valid must be true or false",
  notFields: "Send the message as named fields",
} as const

/**
 * Anything that ends up in a mail header must not break the line (header injection): CR, LF, and Unicode's other
 * line breaks (NEL U+0085, the line and paragraph separators U+2028/U+2029), which some mail software honours.
 */
const lineBreak = /[\r\n\u0085\u2028\u2029]/

/**
 * Invisible characters no name, address, number or subject needs, refused in every one-line field: C0 and C1
 * controls (NUL, tab, escape…) and DEL; the marks, embeddings, overrides and isolates that change the direction of
 * text (U+200E/U+200F, U+061C, U+202A–U+202E, U+2066–U+2069), which can make text read differently from what it
 * is, e.g. a reversed email address; and the characters that hide inside a word: zero-width space (U+200B), word
 * joiner (U+2060), the byte-order mark (U+FEFF), soft hyphen (U+00AD), Mongolian vowel separator (U+180E) and the
 * tag characters (U+E0000–U+E007F). The zero-width joiner and non-joiner (U+200D, U+200C) are not among them:
 * emoji such as 👩‍💻 and scripts such as Persian need them in a name or subject (an email address refuses them as not
 * an address).
 */
const invisibleCharacter =
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole purpose
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/u

/**
 * The start of an RFC 2047 encoded-word (`=?charset?Q?…?=`). nodemailer writes a pure-ASCII header value as it is
 * typed, and mail programs decode encoded-words wherever they find them, each by its own reading of where one ends
 * (Python's older decoder takes `?` inside the text), so one would smuggle past the rules above whatever it
 * encodes: a line break, "Bcc:", a right-to-left override. Nobody types "=?" in a name, number or subject, so any
 * is refused rather than judged by one decoder's idea of the rest.
 */
const encodedWordStart = "=?"

/** What is wrong with a one-line field's trimmed text, if anything; `what` names the field, as "Your name". */
function oneLineProblem(what: string, text: string): string | undefined {
  if (lineBreak.test(text)) return contactMessages.lineBreak(what)
  if (invisibleCharacter.test(text)) return contactMessages.invisibleCharacter(what)
  if (text.includes(encodedWordStart)) return contactMessages.encodedWord(what)
  return undefined
}

/** A letter, mark or digit of any script, or one of the few symbols addresses commonly have. */
const atom = "[\\p{L}\\p{M}\\p{N}_'+\\-]"
/**
 * The part before the @: dot-separated words, not ending in an apostrophe, in any script (RFC 6531):
 * josé@example.es is someone's address, and it is delivered whatever the mail server offers (compose.ts).
 */
const localPart = new RegExp(`^(?:${atom}+\\.)*${atom}*[\\p{L}\\p{M}\\p{N}_+\\-]$`, "u")
/** An internationalized domain's labels before conversion: letters, marks and digits, hyphens, dots. */
const domainCharacters = /^[\p{L}\p{M}\p{N}.-]+$/u
/** A domain as it goes on the wire: labels of letters, digits and hyphens, and a top-level name (or an A-label). */
const asciiDomainPattern = /^(?:[a-z0-9][a-z0-9-]*\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)$/

/**
 * The domain as mail servers take it (IDNA: bücher.example → xn--bcher-kva.example), or undefined if it is not a
 * domain. The WHATWG URL parser does the conversion, in the browser and in Node alike.
 */
export function asciiDomain(domain: string): string | undefined {
  if (!domainCharacters.test(domain)) return undefined
  let hostname: string
  try {
    hostname = new URL(`http://${domain}`).hostname
  } catch {
    return undefined
  }
  return asciiDomainPattern.test(hostname) ? hostname : undefined
}

/** The part of an address before its last @, and the part after it. */
export function splitAddress(address: string): { localPart: string; domain: string } {
  const at = address.lastIndexOf("@")
  return { localPart: address.slice(0, Math.max(at, 0)), domain: at < 0 ? "" : address.slice(at + 1) }
}

/** name@domain, in any script on either side of the @. */
export function isEmailAddress(address: string): boolean {
  const { localPart: local, domain } = splitAddress(address)
  return localPart.test(local) && asciiDomain(domain) !== undefined
}

/** The message as the form and the endpoint take it: every field text (trimmed, "" when left empty). */
export interface ContactMessage {
  recipient_name: string
  from_name: string
  from_email_address: string
  from_telephone_number: string
  subject: string
  message: string
  is_valid: boolean
}

/** One problem per field, the first found, in form order. */
export type ContactErrors = Partial<Record<ContactField | "is_valid", string>>

export type ContactValidation = { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors }

type OneLineField = "from_name" | "from_email_address" | "from_telephone_number" | "subject"

/** The one-line fields, in form order: how each is named in its messages, and what it says when too long or empty. */
const oneLineFields: readonly { field: OneLineField; what: string; tooLong: string; missing?: string }[] = [
  { field: "from_name", what: "Your name", tooLong: contactMessages.nameTooLong, missing: contactMessages.nameMissing },
  {
    field: "from_email_address",
    what: "Your email address",
    tooLong: contactMessages.emailTooLong,
    missing: contactMessages.emailMissing,
  },
  { field: "from_telephone_number", what: "Your telephone number", tooLong: contactMessages.telephoneTooLong },
  { field: "subject", what: "The subject", tooLong: contactMessages.subjectTooLong },
]

/** The first problem with a one-line field's trimmed text, in the order a visitor would correct them. */
function oneLineFieldProblem(
  { field, what, tooLong, missing }: (typeof oneLineFields)[number],
  text: string,
): string | undefined {
  const problem = oneLineProblem(what, text)
  if (problem) return problem
  if (text.length > contactLimits[field]) return tooLong
  if (missing && text === "") return missing
  if (field === "from_email_address" && !isEmailAddress(text)) return contactMessages.emailInvalid
  return undefined
}

/**
 * Checks one message. `recipientShortNames` are the short names of the people the form offers (from the content):
 * anyone else is refused. A missing field counts as empty text, as an empty form field posts; a field of another
 * type is refused rather than coerced.
 */
export function validateContactMessage(input: unknown, recipientShortNames: readonly string[]): ContactValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { recipient_name: contactMessages.notFields } }
  }
  const fields = input as Record<string, unknown>
  const errors: ContactErrors = {}
  const given = (field: ContactField) => fields[field] ?? ""

  const recipient = given("recipient_name")
  const recipientName = typeof recipient === "string" ? recipient.trim() : ""
  if (recipientName === "") errors.recipient_name = contactMessages.recipientMissing
  else if (!recipientShortNames.includes(recipientName)) errors.recipient_name = contactMessages.recipientUnknown

  const lines = {} as Record<OneLineField, string>
  for (const rule of oneLineFields) {
    const value = given(rule.field)
    lines[rule.field] = typeof value === "string" ? value.trim() : ""
    const problem =
      typeof value === "string" ? oneLineFieldProblem(rule, lines[rule.field]) : contactMessages.notText(rule.what)
    if (problem) errors[rule.field] = problem
  }

  const message = given("message")
  if (typeof message !== "string") errors.message = contactMessages.notText("Your message")
  else if (message.length > contactLimits.message) errors.message = contactMessages.messageTooLong

  // true/false, or "true"/"false" as a native form posts it.
  const isValid = fields.is_valid === "true" ? true : fields.is_valid === "false" ? false : fields.is_valid
  if (typeof isValid !== "boolean") errors.is_valid = contactMessages.isValidMissing

  if (typeof message !== "string" || typeof isValid !== "boolean" || Object.keys(errors).length > 0) {
    return { ok: false, errors }
  }
  return { ok: true, message: { recipient_name: recipientName, ...lines, message, is_valid: isValid } }
}
