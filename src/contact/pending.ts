import { composeMail, type SiteInfo } from "./compose"
import { addressFor, chooseDelivery, mailFrom, type ContactEnv } from "./config"
import { sendBySmtp, smtpSender, writeToOutbox, type SmtpSender } from "./delivery"
import type { KeptMessage, MessageStore, WaitingSummary } from "./message-store"

/**
 * Delivering kept messages: at once when one arrives (the endpoint), and again by the retry run (the scheduled
 * function every 15 minutes on Netlify, `npm run deliver-pending` by hand). A message leaves the store only after
 * the mail server has accepted it. Logs name messages by id and recipient, never by what they say.
 */

export interface DeliveryContext {
  store: MessageStore
  env: ContactEnv
  site: SiteInfo
  now?: () => Date
  log?: Pick<Console, "info" | "warn" | "error">
  /** an open SMTP connection to reuse (the retry run's); otherwise each delivery opens its own */
  sender?: SmtpSender
}

/** Every log line worth an alert starts with this, so one Netlify log alert catches them all. */
export const ALERT = "CONTACT FORM ALERT"

/** A message undelivered for longer than this is "stuck" and raises the alert. */
export const STUCK_AFTER_MS = 60 * 60 * 1000

/** Waits between attempts: 15 minutes, doubling up to 6 hours (a message refused for good waits the longest). */
export function retryDelayMs(attempts: number, refused = false): number {
  const longest = 6 * 60 * 60 * 1000
  if (refused) return longest
  return Math.min(longest, 15 * 60 * 1000 * 2 ** Math.max(0, attempts - 1))
}

export type DeliveryOutcome = { delivered: true } | { delivered: false; problem: string; misconfigured: boolean }

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** SMTP 5xx replies are permanent ("mailbox unavailable", "relay denied"); anything else may pass on a retry. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === "number" && code >= 500 && code < 600
}

/** The mail's Message-ID, the same on every attempt, at the site's own domain. */
export const messageIdFor = (message: KeptMessage, site: SiteInfo) =>
  `<contact-${message.id}@${new URL(site.siteUrl).hostname.replace(/^www\./, "")}>`

/**
 * One attempt at one kept message, with today's settings (so fixing the settings delivers what waited). Removes
 * it from the store once delivered; otherwise stores the attempt, its error and when to try next.
 */
export async function deliverKept(kept: KeptMessage, context: DeliveryContext): Promise<DeliveryOutcome> {
  const { store, env, site, now = () => new Date(), log = console } = context
  const attemptedAt = now()
  const delivery = chooseDelivery(env)
  const address = addressFor(kept.recipient, env)
  let failure: { problem: string; misconfigured: boolean; refused: boolean } | undefined
  if (delivery.kind === "unconfigured") failure = { problem: delivery.problem, misconfigured: true, refused: false }
  else if (!address.ok) failure = { problem: address.problem, misconfigured: true, refused: false }
  else {
    if (address.usedFallback) {
      log.warn(
        `[contact] No address for "${kept.recipient.shortName}" in CONTACT_ADDRESSES; sent to the fallback address`,
      )
    }
    const mail = {
      ...composeMail({
        message: kept.message,
        recipient: kept.recipient,
        to: address.address,
        from: mailFrom(env, site),
        site,
        receivedAt: new Date(kept.receivedAt),
      }),
      messageId: messageIdFor(kept, site),
    }
    try {
      if (delivery.kind === "smtp") {
        await (context.sender ? context.sender.send(mail) : sendBySmtp(delivery.url, mail))
        log.info(`[contact] Message ${kept.id} to ${kept.recipient.shortName} delivered by SMTP`)
      } else {
        const file = await writeToOutbox(delivery.directory, mail, new Date(kept.receivedAt), kept.recipient.shortName)
        log.info(
          `[contact] No SMTP_URL set (development): message ${kept.id} to ${kept.recipient.shortName} written to ${file}`,
        )
      }
    } catch (error) {
      failure = { problem: describe(error), misconfigured: false, refused: isPermanent(error) }
    }
  }

  if (!failure) {
    await store.remove(kept.id)
    return { delivered: true }
  }
  const attempts = kept.attempts + 1
  await store.keep({
    ...kept,
    attempts,
    lastAttemptAt: attemptedAt.toISOString(),
    lastError: failure.problem,
    refused: failure.refused || undefined,
    nextAttemptAt: new Date(attemptedAt.getTime() + retryDelayMs(attempts, failure.refused)).toISOString(),
  })
  const kind = failure.refused ? "was refused by the mail server" : "could not be delivered yet"
  log.warn(
    `[contact] Message ${kept.id} to ${kept.recipient.shortName} ${kind} (attempt ${attempts}): ${failure.problem}. It is kept and will be retried.`,
  )
  return { delivered: false, problem: failure.problem, misconfigured: failure.misconfigured }
}

export interface PendingReport {
  delivered: number
  waiting: number
  /** when the oldest waiting message arrived */
  oldestWaiting?: string
}

/**
 * The retry run: tries every kept message that is due (all of them with `everything`), then raises the alert if
 * any has waited more than an hour or the settings cannot deliver at all.
 */
export async function deliverPending(
  context: DeliveryContext,
  { everything = false }: { everything?: boolean } = {},
): Promise<PendingReport> {
  const { store, env, now = () => new Date(), log = console } = context
  const kept = await store.list()
  const delivery = chooseDelivery(env)
  // One connection for the whole run, however many messages wait.
  const sender = delivery.kind === "smtp" ? smtpSender(delivery.url, { pooled: true }) : undefined
  let delivered = 0
  let misconfigured: string | undefined
  try {
    for (const message of kept) {
      if (!everything && new Date(message.nextAttemptAt).getTime() > now().getTime()) continue
      const outcome = await deliverKept(message, { ...context, sender })
      if (outcome.delivered) delivered++
      else if (outcome.misconfigured) misconfigured ??= outcome.problem
    }
  } finally {
    sender?.close()
  }
  const waiting = await store.waiting()
  log.info(`[contact] Delivery run: ${delivered} delivered, ${waiting.count} waiting`)
  raiseAlertIfStuck(waiting, { misconfigured, now: now(), log })
  return { delivered, waiting: waiting.count, oldestWaiting: waiting.oldest }
}

/**
 * One line for a log alert, naming how many messages wait and since when: when the settings cannot deliver, or a
 * message has waited more than an hour.
 */
export function raiseAlertIfStuck(
  { count, oldest }: WaitingSummary,
  { misconfigured, now, log }: { misconfigured?: string; now: Date; log: Pick<Console, "error"> },
) {
  if (count === 0 || !oldest) return
  const waiting = `${count} message${count === 1 ? "" : "s"} waiting since ${oldest}`
  if (misconfigured) {
    log.error(`${ALERT}: MISCONFIGURED: ${misconfigured}. ${waiting}. Fix the settings (README, "Contact form").`)
  } else if (now.getTime() - new Date(oldest).getTime() > STUCK_AFTER_MS) {
    log.error(`${ALERT}: STUCK: ${waiting}, over an hour. See the log lines above for why (README, "Contact form").`)
  }
}
