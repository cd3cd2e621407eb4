import fs from "node:fs/promises"
import path from "node:path"
import { randomBytes } from "node:crypto"
import nodemailer, { type SendMailOptions } from "nodemailer"
import MailComposer from "nodemailer/lib/mail-composer"
import { parseConnectionUrl } from "nodemailer/lib/shared"
import SMTPConnection from "nodemailer/lib/smtp-connection"
import { declareSmtpUtf8When, headersNeedSmtpUtf8 } from "./smtp-utf8"

/** How long the mail server may take: to accept the connection, to greet, and to answer once talking. */
export interface SmtpTimeouts {
  connectionTimeout: number
  greetingTimeout: number
  socketTimeout: number
}

/**
 * Each stage well inside the retry run's time budget (pending.ts; a scheduled function has 30 s), so a dead or silent
 * mail server gives a logged error rather than a function killed mid-send. The endpoint's first attempt also has one
 * deadline for all its stages together (handler.ts), shorter than these.
 */
export const smtpTimeouts: SmtpTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 }

/** One open conversation with the mail server: greeted, logged in, and what it offers known. */
export interface SmtpSession {
  /**
   * The server offers SMTPUTF8 (RFC 6531), so a header may carry an address whose part before the @ is not ASCII
   * (josé@example.es), and such a mail is declared SMTPUTF8 (smtp-utf8.ts). Without it such an address cannot be a
   * Reply-To (compose.ts).
   */
  offersSmtpUtf8: boolean
  /** false once the conversation has failed or ended: nothing more can be sent in it */
  readonly open: boolean
  /** Hands one mail to the server (declaring SMTPUTF8 if its headers need it); resolves once the server has accepted it. */
  send(mail: SendMailOptions): Promise<void>
  /** Ends the conversation; a send still under way fails. */
  close(): void
}

/** Whether an EHLO reply lists `extension` ("250-SMTPUTF8" on a line of its own). */
const offers = (ehloReply: string | false, extension: string) =>
  new RegExp(`^\\d{3}[ -]${extension}\\b`, "im").test(ehloReply || "")

/**
 * Opens a conversation with the SMTP server at `url` (smtp:// or smtps://, with credentials; nodemailer reads it as
 * its transports do): connects, is greeted, says EHLO, logs in. Each stage is bounded by `timeouts`, so a server
 * that accepts the connection and never greets costs one greeting timeout; `signal` (the retry run's time budget, or
 * the endpoint's deadline for its first attempt) cuts the conversation off wherever it is. Rejects with the server's
 * or the network's error.
 *
 * nodemailer's SMTPConnection rather than a transport: only the conversation knows what the server offers before a
 * mail is composed, and one conversation carries every mail of a retry run.
 */
export async function openSmtpSession(
  url: string,
  { timeouts = smtpTimeouts, signal }: { timeouts?: SmtpTimeouts; signal?: AbortSignal } = {},
): Promise<SmtpSession> {
  const { auth, ...options } = parseConnectionUrl(url)
  const connection = new SMTPConnection({ ...options, ...timeouts })
  // The first failure of the connection itself (an error, or the server hanging up) fails whatever waits on it,
  // and every later step at once.
  let broken: Error | undefined
  const waiting = new Set<(error: Error) => void>()
  const breakWith = (error: Error) => {
    broken ??= error
    for (const fail of waiting) fail(broken)
    waiting.clear()
  }
  connection.on("error", breakWith)
  connection.on("end", () => breakWith(new Error("The mail server closed the connection")))
  const cutOff = () => {
    breakWith(new Error("The time for delivering ran out"))
    connection.close()
  }
  if (signal?.aborted) cutOff()
  signal?.addEventListener("abort", cutOff, { once: true })
  /** One step of the conversation, as a promise that also fails if the connection does meanwhile. */
  const step = (run: (done: (error?: Error | null) => void) => void) =>
    new Promise<void>((resolve, reject) => {
      if (broken) return reject(broken)
      waiting.add(reject)
      run(error => {
        waiting.delete(reject)
        if (error) reject(error)
        else resolve()
      })
    })

  let offersSmtpUtf8: boolean
  /** whether the mail being sent has UTF-8 in its headers (a Reply-To such as josé@example.es) */
  let sendingNeedsSmtpUtf8 = false
  try {
    await step(done => connection.connect(done))
    // Once connected, the last thing the server said is its EHLO reply (after STARTTLS, the encrypted one).
    offersSmtpUtf8 = offers(connection.lastServerResponse, "SMTPUTF8")
    if (offersSmtpUtf8) declareSmtpUtf8When(connection, () => sendingNeedsSmtpUtf8)
    if (auth && connection.allowsAuth) await step(done => connection.login(auth, done))
  } catch (error) {
    signal?.removeEventListener("abort", cutOff)
    connection.close()
    throw error
  }

  return {
    offersSmtpUtf8,
    get open() {
      return broken === undefined
    },
    async send(mail) {
      const message = new MailComposer(mail).compile()
      sendingNeedsSmtpUtf8 = headersNeedSmtpUtf8(message)
      try {
        await step(done => connection.send(message.getEnvelope(), message.createReadStream(), done))
      } catch (error) {
        // The server refused this mail but still talks: start afresh for the next one, as nodemailer's pool does.
        if (!broken) await step(done => connection.reset(done)).catch(breakWith)
        throw error
      }
    },
    close() {
      signal?.removeEventListener("abort", cutOff)
      // A polite QUIT between mails; mid-mail the connection is simply cut, and that mail fails.
      const quietly = broken === undefined && waiting.size === 0
      breakWith(new Error("The conversation with the mail server was ended"))
      if (quietly) connection.quit()
      else connection.close()
    },
  }
}

/**
 * Sends one mail through the SMTP server at `url` in a conversation of its own; `signal` (the endpoint's deadline)
 * cuts the whole conversation off wherever it is, and the send fails.
 */
export async function sendBySmtp(
  url: string,
  compose: (session: Pick<SmtpSession, "offersSmtpUtf8">) => SendMailOptions,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const session = await openSmtpSession(url, { signal })
  try {
    await session.send(compose(session))
  } finally {
    session.close()
  }
}

/** A file name that sorts by time and says who the message is for: 2025-05-01T10-00-00-000Z-tom-3f9a1c.eml */
const outboxFileName = (receivedAt: Date, shortName: string) =>
  `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${shortName.replace(/[^a-z0-9-]/gi, "")}-${randomBytes(3).toString("hex")}.eml`

/**
 * Development delivery: the complete message as an .eml file (RFC 5322, opens in
 * any mail program) in the outbox folder. Returns the file's path.
 */
export async function writeToOutbox(
  directory: string,
  mail: SendMailOptions,
  receivedAt: Date,
  shortName: string,
): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
  const info = await transport.sendMail(mail)
  await fs.mkdir(directory, { recursive: true })
  const file = path.join(directory, outboxFileName(receivedAt, shortName))
  await fs.writeFile(file, info.message as Buffer)
  return path.resolve(file)
}
