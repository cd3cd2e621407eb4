import type { AddressInfo } from "node:net"
import { SMTPServer, type SMTPServerOptions } from "smtp-server"

/** A mail as the test's SMTP server received it. */
export interface ReceivedMail {
  envelopeFrom: string
  envelopeTo: string[]
  /** the client declared SMTPUTF8 in MAIL FROM (RFC 6531): the mail may carry UTF-8 addresses in its headers */
  smtpUtf8: boolean
  /** the whole message, its headers unfolded (a long header may be written on continuation lines) */
  raw: string
  /** the whole message exactly as the server received it, for a MIME parser */
  source: string
}

/** A refusal as an SMTP server gives it: the error and its reply code (4xx: try later, 5xx: for good). */
export const smtpRefusal = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode })

/**
 * A real SMTP server on loopback for the tests (smtp-server), recording every mail it accepts. Each hook may
 * return a refusal to answer a stage of the conversation with it instead: `connect` (the server is down),
 * `recipient` (the address is refused), `data` (the message is refused after it was sent). `stall` true: the server
 * takes the message and never answers, as one hung mid-conversation. `options` are
 * smtp-server's own, e.g. `hideSMTPUTF8` for a server that does not offer internationalized mail (RFC 6531).
 */
export async function startSmtpServer(
  refuse: {
    connect?: () => Error | undefined
    recipient?: () => Error | undefined
    data?: () => Error | undefined
    stall?: () => boolean
  } = {},
  options: Pick<SMTPServerOptions, "hideSMTPUTF8"> = {},
) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      callback(refuse.connect?.())
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse.recipient?.())
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        if (refuse.stall?.()) return
        const refusal = refuse.data?.()
        if (refusal) return callback(refusal)
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map(recipient => recipient.address),
          smtpUtf8: session.envelope.smtpUtf8 === true,
          raw: unfoldHeaders(Buffer.concat(chunks).toString("utf8")),
          source: Buffer.concat(chunks).toString("utf8"),
        })
        callback()
      })
    },
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

function unfoldHeaders(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/)
  if (end < 0) return raw
  return raw.slice(0, end).replace(/\r?\n[ \t]+/g, " ") + raw.slice(end)
}
