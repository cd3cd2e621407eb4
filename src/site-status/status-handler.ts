import { endpointContent } from "../contact/bundled-content"
import { addressGaps, readContactEnv } from "../contact/config"
import type { MessageStore } from "../contact/message-store"
import { openStorage } from "../contact/open-storage"
import { STUCK_AFTER_MS } from "../contact/pending"
import type { SiteStatus } from "./answer"
import { statusContent } from "./bundled-content"
import type { StatusContent } from "./checked-content"
import { openDeployRecords, type DeployRecords } from "./deploy-records"
import { checkEditorToken } from "./editor-token"

/**
 * /admin's site status, for a signed-in editor only (netlify/functions/cms-status.mts): the contact messages
 * waiting and the last failed delivery, the delivery addresses that need a look, the live site's last build, and the
 * published build's content warnings.
 */

/** The nightly rebuild starts a build every 24 hours; with none for longer than this, it may have stopped. */
export const BUILDS_OVERDUE_AFTER_MS = 36 * 60 * 60 * 1000

export interface StatusSources {
  /** only the count, the oldest arrival and the last failure: the status never reads a message */
  messages: Pick<MessageStore, "waiting" | "lastFailure">
  /** undefined where Netlify's deploy notifications cannot be recorded (off Netlify) */
  deploys?: Pick<DeployRecords, "lastAttempt" | "lastPublished">
  content: StatusContent
  /** the delivery addresses' gaps: the contact form's recipients (bundled) against this deployment's settings */
  addresses: () => readonly string[]
}

export async function siteStatus(
  { messages, deploys, content, addresses }: StatusSources,
  now: Date,
): Promise<SiteStatus> {
  const [waiting, lastFailure, lastAttempt, lastPublished] = await Promise.all([
    messages.waiting(),
    messages.lastFailure(),
    deploys?.lastAttempt(),
    deploys?.lastPublished(),
  ])
  const olderThan = (instant: string | undefined, ms: number) =>
    instant !== undefined && now.getTime() - Date.parse(instant) > ms
  const recorded = Boolean(lastAttempt ?? lastPublished)
  return {
    at: now.toISOString(),
    messages: {
      waiting: waiting.count,
      ...(waiting.oldest ? { oldest: waiting.oldest } : {}),
      overdue: waiting.count > 0 && olderThan(waiting.oldest, STUCK_AFTER_MS),
      ...(lastFailure ? { lastFailure: { at: lastFailure.at, reason: lastFailure.reason } } : {}),
    },
    builds: {
      recorded,
      ...(lastAttempt
        ? {
            lastAttempt: {
              startedAt: lastAttempt.startedAt,
              outcome: lastAttempt.outcome,
              ...(lastAttempt.error ? { error: lastAttempt.error } : {}),
            },
          }
        : {}),
      ...(lastPublished ? { lastPublished } : {}),
      overdue: recorded && olderThan(lastAttempt?.startedAt ?? lastPublished, BUILDS_OVERDUE_AFTER_MS),
    },
    addresses: [...addresses()],
    content,
  }
}

export interface SiteStatusHandlerOptions {
  sources?: () => StatusSources
  /** the site's Identity endpoint for a request: by default the site's own, at the address the request came to */
  identityUrl?: (request: Request) => string
  fetch?: typeof fetch
  now?: () => Date
  log?: Pick<Console, "warn" | "error">
}

const defaultSources = (): StatusSources => ({
  messages: openStorage(readContactEnv()).messages,
  deploys: openDeployRecords(),
  content: statusContent(),
  addresses: () => addressGaps(endpointContent().recipients, readContactEnv()),
})

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  })

export function createSiteStatusHandler(options: SiteStatusHandlerOptions = {}) {
  const {
    sources = defaultSources,
    identityUrl = (request: Request) => new URL("/.netlify/identity", request.url).href,
    fetch: fetchIdentity,
    now = () => new Date(),
    log = console,
  } = options
  return async function answerSiteStatus(request: Request): Promise<Response> {
    if (request.method !== "GET") return json(405, { error: "Ask with GET" }, { Allow: "GET" })
    const check = await checkEditorToken(request.headers.get("authorization"), {
      identityUrl: identityUrl(request),
      fetch: fetchIdentity,
      now: now(),
    })
    if (!check.ok) {
      if (check.status === 503) log.error(`[site-status] ${check.problem}`)
      const challenge: Record<string, string> = check.status === 401 ? { "WWW-Authenticate": "Bearer" } : {}
      return json(check.status, { error: check.problem }, challenge)
    }
    try {
      return json(200, await siteStatus(sources(), now()))
    } catch (error) {
      log.error(`[site-status] The status could not be read: ${(error as Error).message}`)
      return json(503, { error: "The status could not be read just now" })
    }
  }
}
