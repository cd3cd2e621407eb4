import { connectLambda, getStore } from "@netlify/blobs"
import type { ContactEnv } from "./config"
import { blobMessageStore, folderStore, type BlobStore, type MessageStore } from "./message-store"
import { createRateLimiter, defaultRateLimit, sharedRateLimiter, type RateLimiter } from "./rate-limit"

/** The Netlify Blobs store of the contact form: kept messages and the rate limit's attempts. */
export const BLOB_STORE_NAME = "contact-messages"

/** The development folder for kept messages (git-ignored). */
export const DEFAULT_STORE_DIR = ".contact-messages"

export interface ContactStorage {
  messages: MessageStore
  rateLimiter: RateLimiter
  /** where messages are kept, for the log */
  where: string
}

/** What Netlify's Gatsby adapter puts on the request: the Lambda event, whose `blobs` field carries the store's keys. */
export interface NetlifyRequestParams {
  netlifyFunctionParams?: { event?: { blobs?: string; headers: Record<string, string | undefined> } }
}

/** One in-memory limiter per process, for a computer where one process serves every request. */
let localRateLimiter: RateLimiter | undefined

/**
 * Netlify Blobs wherever the platform provides it (a Lambda-style function passes its event's context; scheduled
 * and other functions get it from the environment), or given explicitly (`npm run deliver-pending` with
 * NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN); otherwise a folder. On Netlify without Blobs nothing could be kept
 * (its file system does not outlive the instance), so that is an error rather than a folder.
 */
export function openStorage(
  env: ContactEnv,
  { request, siteID, token }: { request?: NetlifyRequestParams; siteID?: string; token?: string } = {},
): ContactStorage {
  const event = request?.netlifyFunctionParams?.event
  if (event?.blobs) connectLambda(event as Parameters<typeof connectLambda>[0])
  let blobs: BlobStore | undefined
  try {
    blobs = siteID && token ? getStore({ name: BLOB_STORE_NAME, siteID, token }) : getStore(BLOB_STORE_NAME)
  } catch (error) {
    if (env.NETLIFY === "true") {
      throw new Error(
        `Netlify Blobs is not available to the function: ${error instanceof Error ? error.message : error}`,
      )
    }
  }
  if (blobs) {
    return { messages: blobMessageStore(blobs), rateLimiter: sharedRateLimiter(blobs), where: "Netlify Blobs" }
  }
  const directory = env.CONTACT_STORE_DIR ?? DEFAULT_STORE_DIR
  const limit = Number(env.CONTACT_RATE_LIMIT)
  localRateLimiter ??= createRateLimiter(
    Number.isInteger(limit) && limit > 0 ? { ...defaultRateLimit, limit } : defaultRateLimit,
  )
  return { messages: folderStore(directory), rateLimiter: localRateLimiter, where: `the folder ${directory}` }
}
