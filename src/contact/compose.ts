import type { SendMailOptions } from "nodemailer"
import { asciiDomain, splitAddress, type ContactMessage } from "./message"
import { recipientLabel, type Recipient } from "./recipients"

export interface SiteInfo {
  title: string
  siteUrl: string
}

const londonTime = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(date)

/** "[St Michael and All Angels, Ashgrove website] Hall booking": which site, and what about. */
export const mailSubject = (message: ContactMessage, site: SiteInfo) =>
  `[${site.title} website] ${message.subject || "Message with no subject"}`

/**
 * The sender's address as a mail header carries it: the domain in its ASCII form (bücher.example goes as
 * xn--bcher-kva.example, which every mail server reads), the part before the @ as typed.
 */
export function replyAddress(address: string): { address: string; needsSmtpUtf8: boolean } {
  const { localPart, domain } = splitAddress(address)
  return {
    address: `${localPart}@${asciiDomain(domain) ?? domain}`,
    // A part before the @ in another script has no ASCII form: only a server that offers SMTPUTF8 can carry it.
    needsSmtpUtf8: /[^\x20-\x7e]/.test(localPart),
  }
}

/**
 * The plain-text body: every field, labelled, so nothing the visitor wrote is lost. `withReplyTo` false: the mail
 * has no Reply-To, so the last line says how to answer instead of "reply".
 */
export function mailBody(
  message: ContactMessage,
  recipient: Recipient,
  site: SiteInfo,
  receivedAt: Date,
  withReplyTo = true,
): string {
  const none = "(not given)"
  return [
    "Sent with the contact form on the website:",
    `${site.siteUrl}/contact`,
    "",
    `To:        ${recipientLabel(recipient)}`,
    `From:      ${message.from_name}`,
    `Email:     ${message.from_email_address}`,
    `Telephone: ${message.from_telephone_number || none}`,
    `Subject:   ${message.subject || none}`,
    `Sent:      ${londonTime(receivedAt)}`,
    "",
    "Message:",
    "",
    message.message || "(no message: please get in touch with the sender)",
    "",
    "--",
    withReplyTo
      ? `Reply to this email to answer ${message.from_name} directly.`
      : `Replying to this email will not reach ${message.from_name}: write to them at ${message.from_email_address} ` +
        "(the mail server could not carry their address as the one to reply to).",
  ].join("\n")
}

/**
 * The whole mail: To the configured address, Reply-To the sender, From the site. `offersSmtpUtf8` is what the mail
 * server said it takes: a sender whose address needs SMTPUTF8 gets no Reply-To where it is not offered, and the
 * body says where to write; the message is delivered either way, never refused after the visitor's thank-you page.
 */
export function composeMail(input: {
  message: ContactMessage
  recipient: Recipient
  to: string
  from: string
  site: SiteInfo
  receivedAt: Date
  offersSmtpUtf8: boolean
}): SendMailOptions {
  const { message, recipient, to, from, site, receivedAt, offersSmtpUtf8 } = input
  const sender = replyAddress(message.from_email_address)
  const withReplyTo = offersSmtpUtf8 || !sender.needsSmtpUtf8
  return {
    from,
    to: { name: recipientLabel(recipient), address: to },
    ...(withReplyTo ? { replyTo: { name: message.from_name, address: sender.address } } : {}),
    subject: mailSubject(message, site),
    text: mailBody(message, recipient, site, receivedAt, withReplyTo),
    date: receivedAt,
  }
}
