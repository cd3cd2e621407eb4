import fs from "node:fs/promises"
import path from "node:path"
import { randomBytes } from "node:crypto"
import nodemailer, { type SendMailOptions } from "nodemailer"

/**
 * Timeouts well inside a serverless function's time limit (Netlify: 10 s by
 * default), so a dead mail server gives a logged error rather than a function
 * killed mid-send.
 */
const smtpTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 }

/** Something that hands mails to the mail server; `close` ends its connection(s). */
export interface SmtpSender {
  send(mail: SendMailOptions): Promise<{ messageId: string }>
  close(): void
}

/**
 * A sender for the SMTP server at `url` (smtp:// or smtps://, with credentials). `pooled` keeps one connection
 * open for many mails, as a retry run with many waiting messages wants; otherwise each mail has a connection.
 */
export function smtpSender(url: string, { pooled = false }: { pooled?: boolean } = {}): SmtpSender {
  const transport = nodemailer.createTransport({
    url,
    ...smtpTimeouts,
    ...(pooled ? { pool: true, maxConnections: 1, maxMessages: Infinity } : {}),
  })
  return {
    async send(mail) {
      const info = await transport.sendMail(mail)
      return { messageId: info.messageId }
    },
    close: () => transport.close(),
  }
}

/** Sends one mail through the SMTP server at `url` on a connection of its own. */
export async function sendBySmtp(url: string, mail: SendMailOptions): Promise<{ messageId: string }> {
  const sender = smtpSender(url)
  try {
    return await sender.send(mail)
  } finally {
    sender.close()
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
