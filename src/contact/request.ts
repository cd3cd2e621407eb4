import { RECIPIENT_SELECT_FIELD } from "./message"

/**
 * Reading a submission from the request body. The form's script sends JSON in
 * "no-cors" mode, where the browser may not label it application/json (it
 * arrives as text/plain), so anything that is not an ordinary form post is
 * parsed as JSON whatever its Content-Type says.
 */

/** Far above the longest valid message (20,000 characters, percent-encoded worst case), far below abuse. */
export const MAX_BODY_BYTES = 256 * 1024

export interface IncomingSubmission {
  headers: Record<string, string | string[] | undefined>
  /** set by Gatsby's body parsers: a Buffer (our config), a string, or an already-parsed object */
  body?: unknown
  readableEnded?: boolean
  // Node's own listener type, so that a real IncomingMessage fits
  on?(event: string | symbol, listener: (...args: any[]) => void): unknown
}

export type ParsedSubmission =
  | { ok: true; fields: Record<string, unknown>; isFormPost: boolean }
  | { ok: false; status: 400 | 413 | 415; error: string }

export const headerValue = (headers: IncomingSubmission["headers"], name: string): string => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

const tooLarge = {
  ok: false,
  status: 413,
  error: `The message is too large: at most ${MAX_BODY_BYTES / 1024} KB can be sent`,
} as const

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)

/** The request body as bytes, or "too large". Reads the stream itself if no parser did. */
async function bodyBytes(request: IncomingSubmission): Promise<Buffer | "too large" | Record<string, unknown>> {
  const { body } = request
  if (Buffer.isBuffer(body)) return body
  if (typeof body === "string") return Buffer.from(body, "utf8")
  if (isPlainObject(body) && Object.keys(body).length > 0) return body
  if (typeof request.on !== "function" || request.readableEnded) return Buffer.alloc(0)
  return readStream(request as IncomingSubmission & Required<Pick<IncomingSubmission, "on">>)
}

/**
 * Reads a request stream with plain events, not async iteration: Netlify's Gatsby adapter hands the function a
 * Readable with http.IncomingMessage's methods copied on, whose teardown fails on Node 24 (no socket) after the
 * body has ended. So the body counts once 'end' has come, and a later error is ignored.
 */
function readStream(request: Required<Pick<IncomingSubmission, "on">>): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (outcome: Buffer | "too large" | Error) => {
      if (settled) return
      settled = true
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    request.on("data", (chunk: unknown) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer)
      size += bytes.length
      if (size > MAX_BODY_BYTES) settle("too large")
      else chunks.push(bytes)
    })
    request.on("end", () => settle(Buffer.concat(chunks)))
    request.on("error", (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))))
  })
}

export async function parseSubmission(request: IncomingSubmission): Promise<ParsedSubmission> {
  const contentType = headerValue(request.headers, "content-type").toLowerCase()
  if (contentType.startsWith("multipart/")) {
    return { ok: false, status: 415, error: "Send the message as JSON or as an ordinary form post, not multipart" }
  }
  const declaredLength = Number(headerValue(request.headers, "content-length"))
  if (Number.isFinite(declaredLength) && declaredLength > MAX_BODY_BYTES) return tooLarge

  const isFormPost = contentType.startsWith("application/x-www-form-urlencoded")
  const bytes = await bodyBytes(request)
  if (bytes === "too large") return tooLarge

  let fields: Record<string, unknown>
  if (!Buffer.isBuffer(bytes)) {
    // Some other parser got there first (e.g. a platform's own JSON parsing).
    if (JSON.stringify(bytes).length > MAX_BODY_BYTES) return tooLarge
    fields = bytes
  } else {
    if (bytes.length > MAX_BODY_BYTES) return tooLarge
    let text: string
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    } catch {
      return { ok: false, status: 400, error: "The message is not valid UTF-8 text" }
    }
    if (text.trim() === "") return { ok: false, status: 400, error: "The message is empty" }
    if (isFormPost) {
      fields = Object.fromEntries(new URLSearchParams(text))
    } else {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        return { ok: false, status: 400, error: "The message is not valid JSON" }
      }
      if (!isPlainObject(parsed)) return { ok: false, status: 400, error: "The message must be a JSON object" }
      fields = parsed
    }
  }
  if (isFormPost && !fields.recipient_name && typeof fields[RECIPIENT_SELECT_FIELD] === "string") {
    // Without JavaScript nothing copies the select into the hidden recipient_name field.
    fields = { ...fields, recipient_name: fields[RECIPIENT_SELECT_FIELD] }
  }
  return { ok: true, fields, isFormPost }
}
