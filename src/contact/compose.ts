import type { SendMailOptions } from "nodemailer"
import { formatDay } from "../content/event-dates"
import { bookingTimes, type BookingFacts, type BookingLayout } from "./hall-booking"
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

/**
 * "[St Michael and All Angels, Ashgrove website] Hall booking": which site, and what about. A booking enquiry with no
 * subject of its own is named by its hall and day.
 */
export const mailSubject = (message: ContactMessage, site: SiteInfo, booking?: BookingFacts) =>
  `[${site.title} website] ${
    message.subject ||
    (booking ? `Hall booking enquiry: ${booking.hallName}, ${formatDay(booking.date)}` : "Message with no subject")
  }`

/** How the people will be, as the Halls Manager reads it after their number. */
const layoutWords: Record<BookingLayout, string> = {
  seated: "seated in rows",
  atTables: "seated at tables",
  standing: "standing",
}

/**
 * A booking enquiry's facts as a short table that opens the mail, so the Halls Manager sees at once what is asked
 * for, and whether it clashes with a known use of the hall.
 */
export function bookingTable(booking: BookingFacts): string[] {
  return [
    "Hall booking enquiry",
    "",
    `Hall:      ${booking.hallName}`,
    `Day:       ${formatDay(booking.date)}`,
    `Time:      ${bookingTimes(booking.start, booking.end)}`,
    `People:    ${booking.people}, ${layoutWords[booking.layout]}`,
    // On one line, whatever was sent: nothing typed can pass for another row of the table.
    `For:       ${booking.purpose.replace(/\s+/g, " ")}`,
    ...(booking.clash ? ["", `Clash:     ${booking.clash}`] : []),
    "",
    "",
  ]
}

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
  booking?: BookingFacts,
): string {
  const none = "(not given)"
  return [
    ...(booking ? bookingTable(booking) : []),
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
  /** a hall booking enquiry's facts, which open the mail */
  booking?: BookingFacts
  recipient: Recipient
  to: string
  from: string
  site: SiteInfo
  receivedAt: Date
  offersSmtpUtf8: boolean
}): SendMailOptions {
  const { message, booking, recipient, to, from, site, receivedAt, offersSmtpUtf8 } = input
  const sender = replyAddress(message.from_email_address)
  const withReplyTo = offersSmtpUtf8 || !sender.needsSmtpUtf8
  return {
    from,
    to: { name: recipientLabel(recipient), address: to },
    ...(withReplyTo ? { replyTo: { name: message.from_name, address: sender.address } } : {}),
    subject: mailSubject(message, site, booking),
    text: mailBody(message, recipient, site, receivedAt, withReplyTo, booking),
    date: receivedAt,
  }
}
