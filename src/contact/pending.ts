import { composeMail, type SiteInfo } from "./compose"
import { addressFor, chooseDelivery, mailFrom, type ContactEnv } from "./config"
import {
  openSmtpSession,
  sendBySmtp,
  smtpTimeouts,
  writeToOutbox,
  type SmtpSession,
  type SmtpTimeouts,
} from "./delivery"
import type { DeliveryFailure, KeptMessage, MessageStore, WaitingSummary } from "./message-store"

/**
 * Delivering kept messages: at once when one arrives (the endpoint), and again by the retry run (the scheduled
 * function every 15 minutes on Netlify, `npm run deliver-pending` by hand). A message leaves the store only after
 * the mail server has accepted it. Logs name messages by id and recipient, never by what they say.
 */

export interface DeliveryContext {
  store: MessageStore
  env: ContactEnv
  site: SiteInfo
  /**
   * the short names the contact form offers today (the retry run's bundled content): a kept message for someone
   * removed from Who's Who since is delivered to the office (config.ts, addressFor)
   */
  recipients?: readonly string[]
  now?: () => Date
  log?: Pick<Console, "info" | "warn" | "error">
  /** an open conversation with the mail server to use (the retry run's); otherwise each delivery opens its own */
  session?: SmtpSession
  /**
   * when a delivery in a conversation of its own must give up, wherever it has got to (the endpoint's deadline for
   * its first attempt); a mail cut off stays kept, like any other not delivered
   */
  signal?: AbortSignal
}

/** Every log line worth an alert starts with this, so one Netlify log alert catches them all. */
export const ALERT = "CONTACT FORM ALERT"

/** A message undelivered for longer than this is "stuck" and raises the alert. */
export const STUCK_AFTER_MS = 60 * 60 * 1000

/**
 * How long a retry run may take, well inside the 30 seconds Netlify gives a scheduled function: it starts nothing
 * after this and cuts off a mail still being sent, which then waits for the next run like any other.
 */
export const RUN_BUDGET_MS = 20_000

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

/**
 * A failed delivery as /admin's site status shows it: the time and the first line of why, short, with any e-mail
 * address in it left out, so that nothing of the message or its sender is ever recorded.
 */
export function deliveryFailure(problem: string, at: Date): DeliveryFailure {
  const firstLine = problem.split(/\r?\n/)[0]?.trim() ?? ""
  const withoutAddresses = firstLine.replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, "(an address)")
  const reason = withoutAddresses.length > 160 ? `${withoutAddresses.slice(0, 159)}…` : withoutAddresses
  return { at: at.toISOString(), reason }
}

/** Records a failure for the site status; a store that cannot record it must not stop the delivery run. */
async function noteFailure(store: MessageStore, failure: DeliveryFailure, log: Pick<Console, "warn">) {
  await store.noteFailure(failure).catch((error: unknown) => {
    log.warn(`[contact] The delivery failure could not be recorded for the site status: ${describe(error)}`)
  })
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
  const removed = context.recipients !== undefined && !context.recipients.includes(kept.recipient.shortName)
  const address = addressFor(kept.recipient, env, { removed })
  let failure: { problem: string; misconfigured: boolean; refused: boolean } | undefined
  if (delivery.kind === "unconfigured") failure = { problem: delivery.problem, misconfigured: true, refused: false }
  else if (!address.ok) failure = { problem: address.problem, misconfigured: true, refused: false }
  else {
    if (address.usedFallback) {
      log.warn(
        removed
          ? `[contact] "${kept.recipient.shortName}" is no longer a recipient in Who's Who; message ${kept.id} sent to the fallback address`
          : `[contact] No address for "${kept.recipient.shortName}" in CONTACT_ADDRESSES; sent to the fallback address`,
      )
    }
    const mail = ({ offersSmtpUtf8 }: Pick<SmtpSession, "offersSmtpUtf8">) => ({
      ...composeMail({
        message: kept.message,
        booking: kept.booking,
        recipient: kept.recipient,
        to: address.address,
        from: mailFrom(env, site),
        site,
        receivedAt: new Date(kept.receivedAt),
        offersSmtpUtf8,
      }),
      messageId: messageIdFor(kept, site),
    })
    try {
      if (delivery.kind === "smtp") {
        if (context.session) await context.session.send(mail(context.session))
        else await sendBySmtp(delivery.url, mail, { signal: context.signal })
        log.info(`[contact] Message ${kept.id} to ${kept.recipient.shortName} delivered by SMTP`)
      } else {
        // A file takes any address as typed.
        const file = await writeToOutbox(
          delivery.directory,
          mail({ offersSmtpUtf8: true }),
          new Date(kept.receivedAt),
          kept.recipient.shortName,
        )
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
  await noteFailure(store, deliveryFailure(failure.problem, attemptedAt), log)
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
  /** the run stopped at its time budget with messages left to try */
  outOfTime?: boolean
  /** why the mail server could not be reached, if it could not (no message was tried) */
  unreachable?: string
}

export interface RunOptions {
  /** try every kept message now, whatever its back-off says (by hand: `npm run deliver-pending`) */
  everything?: boolean
  /** how long the run may take, from its start (RUN_BUDGET_MS; Infinity by hand, where no platform limit applies) */
  budgetMs?: number
  /** how long the mail server may take at each stage of the conversation */
  timeouts?: SmtpTimeouts
}

/**
 * The retry run. The alert comes first: if any message has waited more than an hour, or the settings cannot
 * deliver at all, the alert line is logged before anything is tried, so a run cut short (by a mail server that
 * never answers, or by the platform's time limit) has still told someone. Then it tries each due message (all
 * with `everything`), oldest first, in one conversation with the mail server: a server that cannot be reached
 * costs one bounded connection attempt per run, not one per message. At its time budget it stops, cutting off a
 * mail still being sent; whatever is left waits, kept, for the next run.
 */
export async function deliverPending(
  context: DeliveryContext,
  { everything = false, budgetMs = RUN_BUDGET_MS, timeouts = smtpTimeouts }: RunOptions = {},
): Promise<PendingReport> {
  const { store, env, now = () => new Date(), log = console } = context
  const budget = Number.isFinite(budgetMs) ? AbortSignal.timeout(budgetMs) : new AbortController().signal
  const delivery = chooseDelivery(env)
  const unconfigured = delivery.kind === "unconfigured" ? delivery.problem : undefined
  raiseAlertIfStuck(await store.waiting(), { misconfigured: unconfigured, now: now(), log })

  let delivered = 0
  let misconfigured: string | undefined
  let session: SmtpSession | undefined
  let unreachable: string | undefined
  try {
    for (const id of unconfigured ? [] : await store.ids()) {
      if (budget.aborted) break
      const message = await store.read(id)
      if (!message || (!everything && new Date(message.nextAttemptAt).getTime() > now().getTime())) continue
      if (delivery.kind === "smtp" && !session) {
        session = await openSmtpSession(delivery.url, { timeouts, signal: budget }).catch((error: unknown) => {
          unreachable = describe(error)
          return undefined
        })
        if (!session) break
      }
      const outcome = await deliverKept(message, { ...context, session })
      if (outcome.delivered) delivered++
      else if (outcome.misconfigured) misconfigured ??= outcome.problem
      if (session && !session.open) {
        if (!budget.aborted && !outcome.delivered) unreachable = `the conversation broke off: ${outcome.problem}`
        break
      }
    }
  } finally {
    session?.close()
  }

  const waiting = await store.waiting()
  const outOfTime = budget.aborted && waiting.count > 0
  if (unreachable) {
    log.warn(`[contact] The mail server could not be reached (${unreachable}); ${waiting.count} message(s) stay kept`)
    await noteFailure(store, deliveryFailure(`The mail server could not be reached: ${unreachable}`, now()), log)
  }
  const stopped = outOfTime ? " (the run's time was up: the next run goes on)" : ""
  log.info(`[contact] Delivery run: ${delivered} delivered, ${waiting.count} waiting${stopped}`)
  // A recipient without an address only shows when their message is tried.
  if (misconfigured) raiseAlertIfStuck(waiting, { misconfigured, now: now(), log })
  return {
    delivered,
    waiting: waiting.count,
    oldestWaiting: waiting.oldest,
    ...(outOfTime ? { outOfTime } : {}),
    ...(unreachable ? { unreachable } : {}),
  }
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
    log.error(`${ALERT}: MISCONFIGURED: ${misconfigured}. ${waiting}. Fix the settings (docs/contact-form.md).`)
  } else if (now.getTime() - new Date(oldest).getTime() > STUCK_AFTER_MS) {
    log.error(
      `${ALERT}: STUCK: ${waiting}, over an hour. The log lines of each attempt say why (docs/contact-form.md).`,
    )
  }
}
