import nodemailer from "nodemailer"
import { smtpServerForTests } from "../support/contact-endpoint"
import { openSmtpSession } from "../../src/contact/delivery"

/**
 * SMTPUTF8 declared for a mail whose headers carry UTF-8 (src/contact/smtp-utf8.ts, through a nodemailer internal):
 * what the mail server sees. At a nodemailer upgrade these say whether the internal still works, and whether it is
 * still needed (docs/decisions/0009-smtputf8-through-a-nodemailer-internal.md).
 */

const smtp = smtpServerForTests()

const mail = (replyTo: string, subject: string) => ({
  from: "website@parish.example",
  to: "office@parish.example",
  replyTo: { name: "José Núñez", address: replyTo },
  subject,
  text: "Is the hall free?",
})

it("one conversation declares SMTPUTF8 for the mail with a UTF-8 Reply-To, and only for that one", async () => {
  const session = await openSmtpSession(smtp.url)
  try {
    await session.send(mail("josé@example.es", "UTF-8 Reply-To"))
    await session.send(mail("jose@example.es", "ASCII Reply-To"))
  } finally {
    session.close()
  }
  expect(smtp.received.map(({ raw, smtpUtf8 }) => [/^Subject: (.+)$/m.exec(raw)?.[1], smtpUtf8])).toEqual([
    ["UTF-8 Reply-To", true],
    ["ASCII Reply-To", false],
  ])
})

it("is still needed: nodemailer on its own sends a UTF-8 Reply-To without declaring SMTPUTF8", async () => {
  // When this fails after an upgrade, nodemailer declares it itself: remove src/contact/smtp-utf8.ts and its decision.
  await nodemailer.createTransport(smtp.url).sendMail(mail("josé@example.es", "nodemailer alone"))
  expect(smtp.received).toEqual([expect.objectContaining({ smtpUtf8: false })])
  expect(smtp.received[0]!.raw).toContain("<josé@example.es>")
})
