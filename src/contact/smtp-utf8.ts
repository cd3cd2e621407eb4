import type MimeNode from "nodemailer/lib/mime-node"
import type SMTPConnection from "nodemailer/lib/smtp-connection"

/**
 * SMTPUTF8 (RFC 6531) declared for a mail whose headers carry UTF-8, such as a Reply-To of josé@example.es (RFC
 * 6532): the one place the contact endpoint relies on a nodemailer internal. nodemailer's SMTPConnection declares
 * SMTPUTF8 in MAIL FROM only when an envelope address is not ASCII, and has no option to declare it for the headers,
 * so this adds the keyword to that command as the connection writes it, through its undocumented `_sendCommand`.
 * Why, and what to do at a nodemailer upgrade: docs/decisions/0009-smtputf8-through-a-nodemailer-internal.md.
 */

/** Whether a composed mail's headers carry anything but ASCII, which only a mail declared SMTPUTF8 may. */
export const headersNeedSmtpUtf8 = (mail: MimeNode) => /[\u0080-\uffff]/.test(mail.buildHeaders())

type SendCommand = (this: SMTPConnection, command: string, ...rest: unknown[]) => unknown

const mailFromCommand = /^MAIL FROM:<[^>]*>/i
const alreadyDeclared = /\sSMTPUTF8(?:\s|$)/i

/**
 * From now on, `connection` adds SMTPUTF8 to its MAIL FROM whenever `needed()` says the mail being sent needs it
 * (and nodemailer has not added it already). Call it only once the server has offered SMTPUTF8. A connection that no
 * longer has the internal is left as it is, so mail still goes out, undeclared as nodemailer sends it, and the unit
 * test contact-smtp-utf8.test.ts fails.
 */
export function declareSmtpUtf8When(connection: SMTPConnection, needed: () => boolean): void {
  const internals = connection as unknown as { _sendCommand?: SendCommand }
  const sendCommand = internals._sendCommand
  if (typeof sendCommand !== "function") return
  internals._sendCommand = function (command, ...rest) {
    const withKeyword =
      mailFromCommand.test(command) && !alreadyDeclared.test(command) && needed() ? `${command} SMTPUTF8` : command
    return sendCommand.call(this, withKeyword, ...rest)
  }
}
