import { promisify } from "node:util"
import zlib from "node:zlib"
import getRawBody from "raw-body"
import { RECIPIENT_SELECT_FIELD } from "./message"

/**
 * Reading a submission from the request. Everything that can be judged from the headers (the media type, the
 * content coding, a declared length over the limit) is judged before a byte of the body is read; the body is then
 * read with the limit applied as it arrives, so nothing larger than the limit is ever held, whatever the request
 * claims. The function's config keeps Gatsby's own body parsers away (src/api/v1/submit-contact-form-message.ts):
 * the handler gets the unread request.
 *
 * The form's script sends JSON in "no-cors" mode, where the browser labels it text/plain, so text/plain is read
 * as JSON like application/json.
 */

/** Far above the longest valid message (20,000 characters, percent-encoded worst case), far below abuse. */
export const MAX_BODY_BYTES = 256 * 1024

export interface IncomingSubmission {
  headers: Record<string, string | string[] | undefined>
  /** a body some host already read (bytes or text); normally absent, and the stream is read */
  body?: unknown
  readableEnded?: boolean
  // Node's own listener type, so that a real IncomingMessage fits
  on?(event: string | symbol, listener: (...args: any[]) => void): unknown
  resume?(): unknown
}

type Refusal = { ok: false; status: 400 | 413 | 415; error: string }

export type ParsedSubmission = { ok: true; fields: Record<string, unknown>; isFormPost: boolean } | Refusal

export const headerValue = (headers: IncomingSubmission["headers"], name: string): string => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

const FORM_POST_TYPE = "application/x-www-form-urlencoded"
const JSON_TYPES = new Set(["application/json", "text/plain"])

/** Content codings a client may compress the body with; each is inflated with the same limit on what comes out. */
const inflaters: Record<string, (bytes: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  "x-gzip": promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
}

const refusal = (status: Refusal["status"], error: string): Refusal => ({ ok: false, status, error })

const tooLarge = refusal(413, `The message is too large: at most ${MAX_BODY_BYTES / 1024} KB can be sent`)
const notForm = "Send the message as JSON or as an ordinary form post"

/** The media type alone, e.g. "text/plain" for "text/plain;charset=UTF-8". */
const mediaTypeOf = (request: IncomingSubmission) =>
  (headerValue(request.headers, "content-type").split(";")[0] ?? "").trim().toLowerCase()

/** The request's answer when its headers alone decide it, before anything of its body is read. */
function refusalByHeaders(request: IncomingSubmission): Refusal | undefined {
  const mediaType = mediaTypeOf(request)
  if (mediaType.startsWith("multipart/")) return refusal(415, `${notForm}, not multipart`)
  if (mediaType !== FORM_POST_TYPE && !JSON_TYPES.has(mediaType)) {
    return refusal(415, `${notForm} (${FORM_POST_TYPE}, application/json or text/plain)`)
  }
  const coding = contentCoding(request)
  if (coding !== "identity" && !inflaters[coding]) {
    return refusal(415, "Send the message uncompressed, or compressed with gzip, deflate or br")
  }
  const declaredLength = Number(headerValue(request.headers, "content-length") || NaN)
  if (declaredLength > MAX_BODY_BYTES) return tooLarge
  return undefined
}

const contentCoding = (request: IncomingSubmission) =>
  headerValue(request.headers, "content-encoding").trim().toLowerCase() || "identity"

/** Why raw-body stopped, as an answer: too much (413), or a body that ended early or ran past its length (400). */
function refusalForReadError(error: unknown): Refusal {
  const type = (error as { type?: string }).type
  if (type === "entity.too.large") return tooLarge
  if (type === "request.size.invalid") return refusal(400, "The message's length does not match its Content-Length")
  if (type === "request.aborted") return refusal(400, "The message was cut off before its end")
  throw error
}

/**
 * The body's bytes, at most MAX_BODY_BYTES of them, inflated if compressed (at most MAX_BODY_BYTES once inflated,
 * so a small "zip bomb" stops there too).
 */
async function readBody(request: IncomingSubmission): Promise<{ ok: true; bytes: Buffer } | Refusal> {
  let raw: Buffer
  const { body } = request
  if (Buffer.isBuffer(body) || typeof body === "string") {
    raw = Buffer.from(body)
    if (raw.length > MAX_BODY_BYTES) return tooLarge
  } else if (typeof request.on !== "function" || request.readableEnded) {
    raw = Buffer.alloc(0)
  } else {
    try {
      raw = await getRawBody(request as unknown as NodeJS.ReadableStream, {
        limit: MAX_BODY_BYTES,
        length: headerValue(request.headers, "content-length") || null,
      })
    } catch (error) {
      return refusalForReadError(error)
    }
  }
  const inflate = inflaters[contentCoding(request)]
  if (!inflate) return { ok: true, bytes: raw }
  try {
    return { ok: true, bytes: await inflate(raw, { maxOutputLength: MAX_BODY_BYTES }) }
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return tooLarge
    return refusal(400, `The message is not valid ${contentCoding(request)} data`)
  }
}

/**
 * After a refusal, what is left of the body is let through unread (not held), so that the connection can carry the
 * answer and, where there is one, the next request.
 */
const discardRestOfBody = (request: IncomingSubmission) => request.resume?.()

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

export async function parseSubmission(request: IncomingSubmission): Promise<ParsedSubmission> {
  // Netlify's Gatsby adapter hands the function a Readable with http.IncomingMessage's methods copied on, whose
  // teardown after its end, read or discarded, fails on Node 24 (no socket) with an 'error' event: unheard, it
  // would stop the process.
  request.on?.("error", () => undefined)
  const byHeaders = refusalByHeaders(request)
  if (byHeaders) {
    discardRestOfBody(request)
    return byHeaders
  }
  const read = await readBody(request)
  if (!read.ok) {
    discardRestOfBody(request)
    return read
  }

  let text: string
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(read.bytes)
  } catch {
    return refusal(400, "The message is not valid UTF-8 text")
  }
  if (text.trim() === "") return refusal(400, "The message is empty")

  const isFormPost = mediaTypeOf(request) === FORM_POST_TYPE
  let fields: Record<string, unknown>
  if (isFormPost) {
    fields = Object.fromEntries(new URLSearchParams(text))
    if (!fields.recipient_name && typeof fields[RECIPIENT_SELECT_FIELD] === "string") {
      // Without JavaScript nothing copies the select into the hidden recipient_name field.
      fields = { ...fields, recipient_name: fields[RECIPIENT_SELECT_FIELD] }
    }
  } else {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return refusal(400, "The message is not valid JSON")
    }
    if (!isPlainObject(parsed)) return refusal(400, "The message must be a JSON object")
    fields = parsed
  }
  return { ok: true, fields, isFormPost }
}
