import { createHash, randomBytes } from "node:crypto"
import type { BlobStore } from "./message-store"

/**
 * A per-client limit on messages: at most `limit` in any `windowMs`.
 *
 * On Netlify the attempts are kept in Netlify Blobs, which every function instance shares, so the limit holds
 * however many instances run (sharedRateLimiter). On a computer, where one process serves everything, they are
 * kept in memory (createRateLimiter).
 */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Records one attempt by `client`; says whether it is allowed and, if not, when to try again. */
  attempt(client: string, now?: number): Promise<RateVerdict>
}

export interface RateLimit {
  limit: number
  windowMs: number
}

/** Five messages per client in ten minutes: more than any person writes, few enough to stop a flood. */
export const defaultRateLimit: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 }

/** The verdict for a client whose recent attempts (times, oldest first) are known. */
function verdict(recent: readonly number[], { limit, windowMs }: RateLimit, now: number): RateVerdict {
  if (recent.length < limit) return { allowed: true }
  const oldest = recent[recent.length - limit] ?? now
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
}

export function createRateLimiter({
  limit,
  windowMs,
  maxClients = 10_000,
}: RateLimit & {
  /** forget the oldest clients beyond this many, so memory stays bounded */
  maxClients?: number
}): RateLimiter {
  const attemptsByClient = new Map<string, number[]>()
  return {
    async attempt(client, now = Date.now()) {
      const recent = (attemptsByClient.get(client) ?? []).filter(time => time > now - windowMs)
      const answer = verdict(recent, { limit, windowMs }, now)
      if (answer.allowed) recent.push(now)
      // Re-inserting moves the client to the end, so the first key is the least recently seen.
      attemptsByClient.delete(client)
      attemptsByClient.set(client, recent)
      while (attemptsByClient.size > maxClients) {
        const leastRecent = attemptsByClient.keys().next().value
        if (leastRecent === undefined) break
        attemptsByClient.delete(leastRecent)
      }
      return answer
    },
  }
}

/**
 * The limit kept in Netlify Blobs: one entry per allowed attempt, `rate/<client>/<time>-<random>`, so attempts
 * from several instances at once never overwrite each other; a client's count is a listing of its prefix. The
 * client's address is stored only as a hash, and entries older than the window are deleted as they are seen.
 */
export function sharedRateLimiter(blobs: BlobStore, rateLimit: RateLimit = defaultRateLimit): RateLimiter {
  return {
    async attempt(client, now = Date.now()) {
      const prefix = `rate/${createHash("sha256").update(client).digest("hex").slice(0, 32)}/`
      const { blobs: entries } = await blobs.list({ prefix })
      const times = entries
        .filter(({ key }) => /^\d+-[0-9a-f]{8}$/.test(key.slice(prefix.length)))
        .map(({ key }) => ({ key, time: Number(key.slice(prefix.length).split("-")[0]) }))
      const expired = times.filter(({ time }) => !(time > now - rateLimit.windowMs))
      await Promise.all(expired.map(({ key }) => blobs.delete(key)))
      const recent = times
        .filter(({ time }) => time > now - rateLimit.windowMs)
        .map(({ time }) => time)
        .sort((a, b) => a - b)
      const answer = verdict(recent, rateLimit, now)
      if (answer.allowed) await blobs.setJSON(`${prefix}${now}-${randomBytes(4).toString("hex")}`, {})
      return answer
    },
  }
}
