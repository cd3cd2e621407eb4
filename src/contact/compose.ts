import type { SendMailOptions } from "nodemailer"
import type { ContactMessage } from "./message"
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

/** The plain-text body: every field, labelled, so nothing the visitor wrote is lost. */
export function mailBody(message: ContactMessage, recipient: Recipient, site: SiteInfo, receivedAt: Date): string {
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
    `Reply to this email to answer ${message.from_name} directly.`,
  ].join("\n")
}

/** The whole mail: To the configured address, Reply-To the sender, From the site. */
export function composeMail(input: {
  message: ContactMessage
  recipient: Recipient
  to: string
  from: string
  site: SiteInfo
  receivedAt: Date
}): SendMailOptions {
  const { message, recipient, to, from, site, receivedAt } = input
  return {
    from,
    to: { name: recipientLabel(recipient), address: to },
    replyTo: { name: message.from_name, address: message.from_email_address },
    subject: mailSubject(message, site),
    text: mailBody(message, recipient, site, receivedAt),
    date: receivedAt,
  }
}
