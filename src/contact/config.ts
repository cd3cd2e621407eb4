import { z } from "zod"
import type { Recipient } from "./recipients"

/**
 * Server-side settings of the contact endpoint, all from environment variables
 * (documented in .env.example and docs/contact-form.md). Nothing here reaches the browser.
 */
export interface ContactEnv {
  /** smtp(s)://user:password@host:port: deliver by SMTP. Unset: outbox in development, an error when deployed. */
  SMTP_URL?: string
  /** the From address, e.g. "St Michael's website <website@example.org>" */
  MAIL_FROM?: string
  /** JSON object: recipient short name → email address, e.g. {"tom":"halls@example.org"} */
  CONTACT_ADDRESSES?: string
  /** where a recipient with no address of their own in CONTACT_ADDRESSES is delivered (e.g. the parish office) */
  CONTACT_FALLBACK_ADDRESS?: string
  /** the development outbox folder; default "outbox" in the project folder */
  CONTACT_OUTBOX_DIR?: string
  /** where a computer keeps messages until they are delivered; default ".contact-messages" (Netlify uses Blobs) */
  CONTACT_STORE_DIR?: string
  /**
   * on a computer only: how many messages one visitor may send in 10 minutes, default 5 (Netlify always uses 5); the
   * browser tests raise it, as all their messages come from one address
   */
  CONTACT_RATE_LIMIT?: string
  /** set by Netlify on every build (production, deploy-preview, branch-deploy): marks a deployed site */
  CONTEXT?: string
  /** "true" on Netlify's build machines */
  NETLIFY?: string
}

const envKeys = [
  "SMTP_URL",
  "MAIL_FROM",
  "CONTACT_ADDRESSES",
  "CONTACT_FALLBACK_ADDRESS",
  "CONTACT_OUTBOX_DIR",
  "CONTACT_STORE_DIR",
  "CONTACT_RATE_LIMIT",
  "CONTEXT",
  "NETLIFY",
] as const satisfies readonly (keyof ContactEnv)[]

/**
 * Gatsby compiles Functions with webpack's DefinePlugin, which replaces every
 * `process.env.NAME` with its value at build time (and `process.env` itself
 * with an empty object). Netlify's build sees CONTEXT and the site's variables,
 * so those values are kept as the fallback; `globalThis.process.env`, which the
 * plugin leaves alone, adds the variables of the running process (Netlify's
 * "Functions" scope, `gatsby serve`, Jest), which win.
 */
export function readContactEnv(): ContactEnv {
  const atBuild: ContactEnv = {
    SMTP_URL: process.env.SMTP_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    CONTACT_ADDRESSES: process.env.CONTACT_ADDRESSES,
    CONTACT_FALLBACK_ADDRESS: process.env.CONTACT_FALLBACK_ADDRESS,
    CONTACT_OUTBOX_DIR: process.env.CONTACT_OUTBOX_DIR,
    CONTACT_STORE_DIR: process.env.CONTACT_STORE_DIR,
    CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT,
    CONTEXT: process.env.CONTEXT,
    NETLIFY: process.env.NETLIFY,
  }
  const atRunTime = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}
  const env: ContactEnv = {}
  for (const key of envKeys) {
    const value = atRunTime[key] || atBuild[key]
    if (value) env[key] = value
  }
  return env
}

/**
 * A deployed site (Netlify production, deploy previews, branch deploys: Netlify
 * sets CONTEXT) must deliver real mail; anywhere else (npm start, gatsby serve,
 * the tests) a missing SMTP_URL means "write to the outbox". Another host can
 * set CONTEXT=production to get the same strictness.
 */
export const isDeployed = (env: ContactEnv) => Boolean(env.CONTEXT) || env.NETLIFY === "true"

export type Delivery =
  { kind: "smtp"; url: string } | { kind: "outbox"; directory: string } | { kind: "unconfigured"; problem: string }

export function chooseDelivery(env: ContactEnv): Delivery {
  if (env.SMTP_URL) return { kind: "smtp", url: env.SMTP_URL }
  if (isDeployed(env)) {
    return {
      kind: "unconfigured",
      problem: `SMTP_URL is not set in this deployed site (CONTEXT=${env.CONTEXT ?? "unset"}), so no message can be delivered`,
    }
  }
  return { kind: "outbox", directory: env.CONTACT_OUTBOX_DIR ?? "outbox" }
}

const emailAddress = z.email()
const addressBookSchema = z.record(z.string(), emailAddress)

export type AddressLookup = { ok: true; address: string; usedFallback: boolean } | { ok: false; problem: string }

type AddressBook = { ok: true; book: Record<string, string> } | { ok: false; problem: string }

/** CONTACT_ADDRESSES as read: short name → address (empty when unset), or why it cannot be read. */
function readAddressBook(env: ContactEnv): AddressBook {
  if (!env.CONTACT_ADDRESSES) return { ok: true, book: {} }
  let parsed: unknown
  try {
    parsed = JSON.parse(env.CONTACT_ADDRESSES)
  } catch {
    return { ok: false, problem: "CONTACT_ADDRESSES is not valid JSON" }
  }
  const checked = addressBookSchema.safeParse(parsed)
  if (!checked.success) {
    return {
      ok: false,
      problem:
        'CONTACT_ADDRESSES must be a JSON object of short name → email address, e.g. {"tom":"halls@example.org"}',
    }
  }
  return { ok: true, book: checked.data }
}

/** CONTACT_FALLBACK_ADDRESS (the parish office), if set; a problem if it is not an address. */
function fallbackAddress(env: ContactEnv): AddressLookup | undefined {
  if (!env.CONTACT_FALLBACK_ADDRESS) return undefined
  if (!emailAddress.safeParse(env.CONTACT_FALLBACK_ADDRESS).success) {
    return { ok: false, problem: "CONTACT_FALLBACK_ADDRESS is not an email address" }
  }
  return { ok: true, address: env.CONTACT_FALLBACK_ADDRESS, usedFallback: true }
}

/**
 * The address for a recipient, from server-side configuration only (never the
 * request). In development with no CONTACT_ADDRESSES, everyone gets a
 * placeholder address at the reserved .invalid domain, so the outbox shows who
 * the message was for and nothing can reach a real mailbox by accident.
 *
 * `removed`: the recipient has left Who's Who since the message was kept (a retry). It goes to the office
 * (CONTACT_FALLBACK_ADDRESS) rather than to whoever held the post; with no fallback, to their own address if it is
 * still set, since a message delivered is better than one lost.
 */
export function addressFor(recipient: Recipient, env: ContactEnv, { removed = false } = {}): AddressLookup {
  const read = readAddressBook(env)
  if (!read.ok) return read
  const fallback = fallbackAddress(env)
  if (removed && fallback) return fallback
  const own = read.book[recipient.shortName]
  if (own) return { ok: true, address: own, usedFallback: false }
  if (fallback) return fallback
  if (!env.CONTACT_ADDRESSES && !isDeployed(env)) {
    return { ok: true, address: `${recipient.shortName}@example.invalid`, usedFallback: false }
  }
  return {
    ok: false,
    problem: removed
      ? `"${recipient.shortName}" (${recipient.role}) is no longer in Who's Who and has no address: set CONTACT_FALLBACK_ADDRESS (the parish office) to deliver it there`
      : `no address for "${recipient.shortName}" (${recipient.role}): add it to CONTACT_ADDRESSES or set CONTACT_FALLBACK_ADDRESS`,
  }
}

/**
 * What an operator should know about the delivery addresses, one line each (the build log, /admin's site status):
 * each contact-form recipient in Who's Who with no address of their own, and each address for a short name no
 * recipient has (a person who has left, or a misspelt name). Nothing in development with no CONTACT_ADDRESSES,
 * where everyone has a placeholder address.
 */
export function addressGaps(recipients: readonly Recipient[], env: ContactEnv): string[] {
  const read = readAddressBook(env)
  if (!read.ok) return [`${read.problem}, so no message can be delivered; CONTENT.md says how to set it`]
  if (!env.CONTACT_ADDRESSES && !isDeployed(env)) return []
  const fallback = fallbackAddress(env)
  const instead =
    fallback?.ok === true
      ? "their messages go to the fallback address (CONTACT_FALLBACK_ADDRESS) instead"
      : "their messages cannot be delivered until it is added"
  const unaddressed = recipients
    .filter(recipient => !read.book[recipient.shortName])
    .map(
      recipient =>
        `${recipient.name} (${recipient.role}, short name "${recipient.shortName}") receives the contact form's messages but has no address in CONTACT_ADDRESSES: ${instead}`,
    )
  const shortNames = new Set(recipients.map(recipient => recipient.shortName))
  const unclaimed = Object.keys(read.book)
    .filter(shortName => !shortNames.has(shortName))
    .map(
      shortName =>
        `CONTACT_ADDRESSES has an address for "${shortName}", but no one in Who's Who who receives the contact form's messages has that short name: remove it, or correct the short name`,
    )
  return [...unaddressed, ...unclaimed]
}

/** MAIL_FROM, or "<site title> website <website@<site's domain>>". */
export function mailFrom(env: ContactEnv, site: { title: string; siteUrl: string }): string {
  if (env.MAIL_FROM) return env.MAIL_FROM
  const domain = new URL(site.siteUrl).hostname.replace(/^www\./, "")
  return `"${site.title} website" <website@${domain}>`
}
