import { siteStatusSchema, type SiteStatus } from "./answer"

/**
 * The content check's warnings as the published build's check gave them, for /admin's site status: stale pages,
 * events to tidy away and the rest, each the check's own one line. A Function cannot run the check (data/ is not
 * beside it on Netlify), so the check writes this file from its report (gatsby/checked-content-files.ts) before
 * the Functions are bundled, and the status function bundles it (bundled-content.ts), as the contact Functions do
 * their content.
 */
export const STATUS_CONTENT_FILE = "src/generated/site-status-content.json"

export const statusContentSchema = siteStatusSchema.shape.content

export type StatusContent = SiteStatus["content"]

export const statusContentOf = (warnings: readonly string[], checkedAt: Date): StatusContent => ({
  checkedAt: checkedAt.toISOString(),
  warnings: [...warnings],
})
