import { colors, fontSizes, fonts } from "../theme"
import type { SiteInfo } from "./compose"
import { readContactEnv, type ContactEnv } from "./config"
import { londonToday } from "../content/london-time"
import { THANK_YOU_PATH } from "./endpoint"
import { bookingEnquiryOf, type HallCalendar } from "./hall-booking"
import { validateContactMessage } from "./message"
import { newKeptMessage } from "./message-store"
import { openStorage, type ContactStorage, type NetlifyRequestParams } from "./open-storage"
import { ALERT, deliverKept, raiseAlertIfStuck } from "./pending"
import type { Recipient } from "./recipients"
import { headerValue, parseSubmission, type IncomingSubmission } from "./request"
import { siteSecurityHeaders } from "./security-headers"
import { checkForSpam } from "./spam"

export interface ContactRequest extends IncomingSubmission, NetlifyRequestParams {
  method?: string
  socket?: { remoteAddress?: string }
}

/** The parts of Gatsby's response object (Express under `gatsby serve`, Netlify's adapter when deployed) used here. */
export interface ContactResponse {
  status(code: number): ContactResponse
  setHeader(name: string, value: string): unknown
  json(body: unknown): unknown
  send(body: string): unknown
  redirect(status: number, url: string): unknown
  headersSent?: boolean
  /** what Netlify's adapter sets once its response has ended (it has no headersSent) */
  writableEnded?: boolean
}

export interface ContactHandlerOptions {
  /** the people the form offers (from the content) */
  recipients: () => readonly Recipient[]
  /** the halls and what takes them, which a booking enquiry is checked against (from the content); none by default */
  calendar?: () => HallCalendar
  site: SiteInfo
  env?: () => ContactEnv
  /** where messages are kept and attempts counted; by default Netlify Blobs on Netlify, else a folder */
  storage?: (request: ContactRequest, env: ContactEnv) => ContactStorage
  now?: () => Date
  log?: Pick<Console, "info" | "warn" | "error">
  /** sent with every answer; by default the site's own, from netlify.toml (security-headers.ts) */
  securityHeaders?: Record<string, string>
}

/**
 * How long the first delivery attempt may take, all of it: connecting, the greeting, logging in and sending. One
 * deadline rather than a limit per stage, so the visitor has an answer (the thank-you page, or the JSON reply) within
 * 6 seconds whatever the mail server does, well inside the 10 seconds Netlify gives the function, with time left to
 * keep the message and record the attempt. A mail server too slow for it gets the message from the retry run.
 */
const FIRST_ATTEMPT_MS = 4_000

/** Why a message was refused, as the JSON body of a 4xx/5xx answer. */
interface Refusal {
  status: number
  error: string
  field?: string
  /** every field's problem, where there are several (a booking enquiry's) */
  errors?: Record<string, string>
}

/**
 * The contact endpoint: parse → spam checks → the shared rules (message.ts) → rate limit →
 * keep → deliver. A valid message is accepted only once it is kept (see
 * message-store.ts); delivery is then tried at once, and a message that could
 * not be delivered waits in the store for the retry run (pending.ts). Bad input
 * gets a 4xx with a JSON reason (an HTML page for a form posted without
 * JavaScript); nothing escapes as a crash or stack trace.
 */
export function createContactHandler(options: ContactHandlerOptions) {
  const {
    recipients,
    calendar = () => ({ halls: [], uses: [] }),
    site,
    env: getEnv = readContactEnv,
    storage: getStorage = (request, env) => openStorage(env, { request }),
    now = () => new Date(),
    log = console,
    securityHeaders = siteSecurityHeaders(),
  } = options

  return async function submitContactFormMessage(request: ContactRequest, response: ContactResponse) {
    // Gatsby's multipart parser (multer) can hand one request over twice: when it gives up on a body without a
    // boundary and the request stream then errors, as the Netlify adapter's does at its end. It was answered.
    if (response.headersSent || response.writableEnded) return
    // netlify.toml's headers never reach a function's answer: the refusal page a visitor without JavaScript sees
    // needs the site's policy as much as any page.
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value)
    // A form posted by the browser itself (no JavaScript) gets pages, not JSON.
    const wantsHtml =
      headerValue(request.headers, "content-type").toLowerCase().startsWith("application/x-www-form-urlencoded") &&
      headerValue(request.headers, "accept").includes("text/html")
    const refuse = ({ status, error, field, errors }: Refusal) => {
      response.setHeader("Cache-Control", "no-store")
      if (wantsHtml) {
        response.setHeader("Content-Type", "text/html; charset=utf-8")
        response.status(status).send(refusalPage(status, errors ? Object.values(errors) : [error]))
      } else {
        response.status(status).json({ error, ...(field && { field }), ...(errors && { errors }) })
      }
    }

    try {
      if (request.method !== "POST") {
        response.setHeader("Allow", "POST")
        return refuse({ status: 405, error: "Send messages with POST" })
      }
      const parsed = await parseSubmission(request)
      if (!parsed.ok) return refuse(parsed)
      const { fields, isFormPost } = parsed

      const client = clientKey(request)
      const spam = checkForSpam(fields, { isFormPost })
      if (spam.spam) {
        log.warn(`[contact] Refused as spam (not mailed): ${spam.reason}`)
        return refuse({ status: 400, error: "The message was refused as automated (spam)" })
      }

      const people = recipients()
      const validation = validateContactMessage(
        fields,
        people.map(person => person.shortName),
      )
      if (!validation.ok) {
        const [field, error] = Object.entries(validation.errors)[0] ?? ["", "Invalid message"]
        return refuse({ status: 400, error, field })
      }
      const message = validation.message
      const recipient = people.find(person => person.shortName === message.recipient_name)
      if (!recipient)
        return refuse({ status: 400, error: "Select one of the people in the list", field: "recipient_name" })
      // A booking enquiry's own fields, checked as the form checks them; a clash is no refusal, only a note in the mail.
      const enquiry = bookingEnquiryOf(fields, calendar(), londonToday(now()))
      const [bookingProblem] = Object.entries(enquiry.errors)
      if (bookingProblem) {
        const [field, error] = bookingProblem
        return refuse({ status: 400, error, field, errors: enquiry.errors })
      }

      const env = getEnv()
      let storage: ContactStorage
      try {
        storage = getStorage(request, env)
      } catch (error) {
        log.error(`${ALERT}: the message store cannot be opened: ${describe(error)}. A message was NOT accepted.`)
        return refuse({ status: 503, error: "Messages cannot be received at the moment" })
      }

      const receivedAt = now()
      const allowed = await storage.rateLimiter.attempt(client, receivedAt.getTime()).catch(error => {
        // A message matters more than the brake: if the count cannot be read, the message is let through.
        log.warn(`[contact] The rate limit could not be checked (${describe(error)}); the message is let through`)
        return { allowed: true } as const
      })
      if (!allowed.allowed) {
        log.warn(`[contact] Rate limit reached for a client; message to ${recipient.shortName} refused (not kept)`)
        response.setHeader("Retry-After", String(allowed.retryAfterSeconds))
        return refuse({ status: 429, error: "Too many messages from you in a short time; please try again later" })
      }

      const kept = newKeptMessage(message, recipient, receivedAt, enquiry.booking)
      try {
        await storage.messages.keep(kept)
      } catch (error) {
        log.error(
          `${ALERT}: a message to ${recipient.shortName} could not be kept: ${describe(error)}. It was NOT accepted.`,
        )
        return refuse({ status: 503, error: "Messages cannot be received at the moment" })
      }
      log.info(`[contact] Message ${kept.id} to ${recipient.shortName} kept in ${storage.where}`)

      // From here on the message is safe in the store: whatever happens, it has been accepted.
      const delivered = await deliverKept(kept, {
        store: storage.messages,
        env,
        site,
        now,
        log,
        signal: AbortSignal.timeout(FIRST_ATTEMPT_MS),
      })
        .then(async outcome => {
          if (!outcome.delivered) {
            raiseAlertIfStuck(await storage.messages.waiting(), {
              misconfigured: outcome.misconfigured ? outcome.problem : undefined,
              now: now(),
              log,
            })
          }
          return outcome.delivered
        })
        .catch(error => {
          log.error(`[contact] Message ${kept.id} is kept, but its first delivery attempt failed: ${describe(error)}`)
          return false
        })

      response.setHeader("Cache-Control", "no-store")
      if (isFormPost) return void response.redirect(303, THANK_YOU_PATH)
      // 202: kept, and delivered as soon as the mail server takes it.
      if (delivered) response.status(200).json({ ok: true })
      else response.status(202).json({ ok: true, queued: true })
    } catch (error) {
      log.error(`[contact] Unexpected error: ${describe(error)}`)
      if (!response.headersSent) refuse({ status: 500, error: "Something went wrong; the message was not sent" })
    }
  }
}

/**
 * Who is sending, for the rate limit. Netlify puts the visitor's address in
 * x-nf-client-connection-ip (it overwrites any value the client sends); under
 * `gatsby serve` the socket's address is the visitor's.
 */
function clientKey(request: ContactRequest): string {
  return headerValue(request.headers, "x-nf-client-connection-ip") || request.socket?.remoteAddress || "unknown"
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`)

/** For a visitor without JavaScript: what went wrong and how to recover, in plain words. */
function refusalPage(status: number, errors: readonly string[]): string {
  const [error = ""] = errors
  const otherWays = "telephone or email the parish office (the details are on the contact page)"
  const advice =
    status === 429 || status >= 500
      ? `Please try again later, or ${otherWays}.`
      : error.includes("spam")
        ? `If you are a person, we are sorry: please ${otherWays} instead.`
        : "Please use your browser's Back button: what you typed should still be in the form. Correct it and send it again."
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your message was not sent</title></head>
<body style='font-family: ${fonts.body}; font-size: ${fontSizes.body}; line-height: 1.6; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: ${colors.ink}'>
<main>
<h1>Your message was not sent</h1>
${errors.map(each => `<p>${escapeHtml(each)}.</p>`).join("\n")}
<p>${advice}</p>
<p><a href="/contact" style="color: ${colors.link}">Back to the contact page</a></p>
</main>
</body>
</html>`
}
