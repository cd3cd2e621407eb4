/**
 * A per-client limit on messages: at most `limit` in any `windowMs`.
 *
 * It lives in the memory of one function instance. A serverless platform may
 * run several instances and recycles them, so the limit is a brake on one
 * client flooding the inboxes, not an exact quota; for a parish site's traffic
 * one warm instance serves nearly everything, and it needs no database or
 * third-party service.
 */
export interface RateLimiter {
  /** Records one attempt by `client`; says whether it is allowed and, if not, when to try again. */
  attempt(client: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number }
}

export function createRateLimiter({
  limit,
  windowMs,
  maxClients = 10_000,
}: {
  limit: number
  windowMs: number
  /** forget the oldest clients beyond this many, so memory stays bounded */
  maxClients?: number
}): RateLimiter {
  const attemptsByClient = new Map<string, number[]>()
  return {
    attempt(client, now = Date.now()) {
      const recent = (attemptsByClient.get(client) ?? []).filter(time => time > now - windowMs)
      if (recent.length >= limit) {
        attemptsByClient.set(client, recent)
        const oldest = recent[0] ?? now
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
      }
      recent.push(now)
      // Re-inserting moves the client to the end, so the first key is the least recently seen.
      attemptsByClient.delete(client)
      attemptsByClient.set(client, recent)
      while (attemptsByClient.size > maxClients) {
        const leastRecent = attemptsByClient.keys().next().value
        if (leastRecent === undefined) break
        attemptsByClient.delete(leastRecent)
      }
      return { allowed: true }
    },
  }
}

/** Five messages per client in ten minutes: more than any person writes, few enough to stop a flood. */
export const defaultRateLimit = { limit: 5, windowMs: 10 * 60 * 1000 }
