import {
  addresses,
  endpointWith,
  formPost,
  hallsManager,
  scriptPost,
  site,
  siteTitle,
  silentLog,
  smtpServerForTests,
  validPayload,
} from "../support/contact-endpoint"
import { NEVER, slowMailServer } from "../support/slow-mail-servers"
import { startSmtpServer } from "../support/smtp-server"
import type { ContactRequest } from "../../src/contact/handler"
import { deliverPending } from "../../src/contact/pending"

/**
 * The visitor has an answer within 6 seconds whatever the mail server does, with the real time limits: the thank-you
 * page for a form posted without JavaScript, the JSON reply for the form's script. Netlify ends the function at 10
 * seconds, and a visitor then sees a time-out instead of the thank-you page. The message stays kept, and the retry
 * run 15 minutes later delivers it through a mail server that works. Slow: each attempt waits for its deadline.
 */

/** What the visitor may wait, at most, for the endpoint's answer. */
const ANSWER_WITHIN_MS = 6_000
/** The scheduled retry run's period. */
const RETRY_RUN_PERIOD_MS = 15 * 60_000

const healthy = smtpServerForTests()

const mailServers: [string, () => Promise<{ url: string; close: () => unknown }>][] = [
  ["greets after 4.9 s and then says nothing", () => slowMailServer({ greetAfterMs: 4_900, replyAfterMs: NEVER })],
  [
    "greets at once and then takes 7.5 s over every reply",
    () => slowMailServer({ greetAfterMs: 0, replyAfterMs: 7_500 }),
  ],
  ["takes the message at once and never confirms it", () => startSmtpServer({ stall: () => true })],
]

const subject = "Booking the Gabriel Hall"
const ways: [string, () => ContactRequest, { status: number; location?: string; body?: unknown }][] = [
  [
    "a form posted without JavaScript",
    () =>
      formPost({
        recipient: hallsManager.shortName,
        from_name: validPayload.from_name,
        from_email_address: validPayload.from_email_address,
        subject,
        message: validPayload.message,
      }),
    { status: 303, location: "/contact/thank-you" },
  ],
  [
    "the form's script",
    () => scriptPost({ ...validPayload, subject }),
    { status: 202, body: { ok: true, queued: true } },
  ],
]

describe.each(mailServers)("a mail server that %s", (_name, startMailServer) => {
  it.each(ways)(
    "%s is answered within 6 s; the retry run delivers the kept message",
    async (_way, request, answer) => {
      const slow = await startMailServer()
      const { send, kept, log } = endpointWith({ SMTP_URL: slow.url, CONTACT_ADDRESSES: JSON.stringify(addresses) })
      const began = performance.now()
      let answeredAfter = NaN
      let response: Awaited<ReturnType<typeof send>>
      try {
        response = await send(request(), () => {
          answeredAfter = performance.now() - began
        })
      } finally {
        await slow.close()
      }

      expect(answeredAfter).toBeLessThan(ANSWER_WITHIN_MS)
      expect(response.statusCode).toBe(answer.status)
      if (answer.location) expect(response.headers.location).toBe(answer.location)
      if (answer.body) expect(response.body).toEqual(answer.body)
      expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/could not be delivered yet .*It is kept/))
      const [waiting] = await kept.list()
      expect(waiting).toMatchObject({ attempts: 1 })

      const report = await deliverPending({
        store: kept,
        env: { SMTP_URL: healthy.url, CONTACT_ADDRESSES: JSON.stringify(addresses) },
        site,
        now: () => new Date(Date.parse(waiting!.receivedAt) + RETRY_RUN_PERIOD_MS),
        log: silentLog(),
      })
      expect(report).toMatchObject({ delivered: 1, waiting: 0 })
      expect(healthy.received.map(mail => /^Subject: (.+)$/m.exec(mail.raw)?.[1])).toEqual([
        `[${siteTitle} website] ${subject}`,
      ])
    },
    30_000,
  )
})
