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

/**
 * The address for a recipient, from server-side configuration only (never the
 * request). In development with no CONTACT_ADDRESSES, everyone gets a
 * placeholder address at the reserved .invalid domain, so the outbox shows who
 * the message was for and nothing can reach a real mailbox by accident.
 */
export function addressFor(recipient: Recipient, env: ContactEnv): AddressLookup {
  let book: Record<string, string> = {}
  if (env.CONTACT_ADDRESSES) {
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
    book = checked.data
  }
  const own = book[recipient.shortName]
  if (own) return { ok: true, address: own, usedFallback: false }
  if (env.CONTACT_FALLBACK_ADDRESS) {
    if (!emailAddress.safeParse(env.CONTACT_FALLBACK_ADDRESS).success) {
      return { ok: false, problem: "CONTACT_FALLBACK_ADDRESS is not an email address" }
    }
    return { ok: true, address: env.CONTACT_FALLBACK_ADDRESS, usedFallback: true }
  }
  if (!env.CONTACT_ADDRESSES && !isDeployed(env)) {
    return { ok: true, address: `${recipient.shortName}@example.invalid`, usedFallback: false }
  }
  return {
    ok: false,
    problem: `no address for "${recipient.shortName}" (${recipient.role}): add it to CONTACT_ADDRESSES or set CONTACT_FALLBACK_ADDRESS`,
  }
}

/** MAIL_FROM, or "<site title> website <website@<site's domain>>". */
export function mailFrom(env: ContactEnv, site: { title: string; siteUrl: string }): string {
  if (env.MAIL_FROM) return env.MAIL_FROM
  const domain = new URL(site.siteUrl).hostname.replace(/^www\./, "")
  return `"${site.title} website" <website@${domain}>`
}
