import { getStore } from "@netlify/blobs"
import { z } from "zod"
import type { BlobStore } from "../contact/message-store"
import { siteStatusSchema, type BuildOutcome } from "./answer"

/**
 * The live site's builds as Netlify's deploy notifications tell of them (an outgoing webhook to
 * netlify/functions/deploy-notification.mts), kept in a Netlify Blobs store of their own for /admin's site status:
 * the latest build started and how it ended, and when the version the site shows was published. No API token is
 * needed to ask Netlify: it tells the site.
 */
export const DEPLOY_STORE_NAME = "site-status"

const lastAttemptKey = "builds/last-attempt"
const lastPublishedKey = "builds/last-published"

/**
 * The fields of Netlify's notification used here (its body is the deploy as Netlify's API gives it: `state` is
 * "building" when a deploy starts, "ready" when it succeeded, "error" when it failed; `published_at` is set once the
 * deploy is the live one, which a locked site's is not; `context` is "production" for the live site).
 */
export const deployNotificationSchema = z.looseObject({
  id: z.string().min(1),
  state: z.string().min(1),
  created_at: z.iso.datetime({ offset: true }),
  published_at: z.iso.datetime({ offset: true }).nullish(),
  error_message: z.string().nullish(),
  context: z.string().nullish(),
})

export type DeployNotification = z.output<typeof deployNotificationSchema>

/** The last build as the status shows it, and which deploy it was. */
const lastAttemptSchema = siteStatusSchema.shape.builds.shape.lastAttempt.unwrap().extend({ id: z.string() })
type LastAttempt = z.output<typeof lastAttemptSchema>
const lastPublishedSchema = z.object({ id: z.string(), at: siteStatusSchema.shape.builds.shape.lastPublished.unwrap() })

export interface DeployRecords {
  lastAttempt(): Promise<LastAttempt | undefined>
  lastPublished(): Promise<string | undefined>
  /** what a notification tells: "recorded", or why it changes nothing */
  note(deploy: DeployNotification): Promise<"recorded" | "not the live site" | "older than what is recorded">
}

function outcomeOf({ state, published_at }: DeployNotification): BuildOutcome {
  if (state === "error") return "failed"
  if (state === "ready") return published_at ? "published" : "not-published"
  return "building"
}

/** Netlify's words for a failure, its first line and not too long for the panel. */
const shortError = (message: string | null | undefined) => {
  const firstLine = message?.split(/\r?\n/)[0]?.trim()
  if (!firstLine) return undefined
  return firstLine.length > 200 ? `${firstLine.slice(0, 199)}…` : firstLine
}

export function deployRecords(blobs: Pick<BlobStore, "get" | "setJSON">): DeployRecords {
  const read = async <T>(key: string, schema: z.ZodType<T>) => {
    const parsed = schema.safeParse(await blobs.get(key, { type: "json" }))
    return parsed.success ? parsed.data : undefined
  }
  const lastAttempt = () => read(lastAttemptKey, lastAttemptSchema)
  return {
    lastAttempt,
    lastPublished: async () => (await read(lastPublishedKey, lastPublishedSchema))?.at,
    async note(deploy) {
      if (deploy.context !== "production") return "not the live site"
      const current = await lastAttempt()
      const outcome = outcomeOf(deploy)
      // Notifications may come out of order: one for an older build, or a build's start after its end, changes nothing.
      const older = current && current.id !== deploy.id && Date.parse(deploy.created_at) < Date.parse(current.startedAt)
      const startAfterEnd = current?.id === deploy.id && current.outcome !== "building" && outcome === "building"
      if (older || startAfterEnd) return "older than what is recorded"
      const error = outcome === "failed" ? shortError(deploy.error_message) : undefined
      const attempt: LastAttempt = { id: deploy.id, startedAt: deploy.created_at, outcome, ...(error ? { error } : {}) }
      await blobs.setJSON(lastAttemptKey, attempt)
      if (outcome === "published" && deploy.published_at) {
        await blobs.setJSON(lastPublishedKey, { id: deploy.id, at: deploy.published_at })
      }
      return "recorded"
    },
  }
}

/** The records in Netlify Blobs, which Netlify gives its functions; undefined elsewhere (nothing is recorded there). */
export function openDeployRecords(): DeployRecords | undefined {
  try {
    return deployRecords(getStore(DEPLOY_STORE_NAME))
  } catch {
    return undefined
  }
}
