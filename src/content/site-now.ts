/**
 * "Now" for the build: which events are past, the next start of each weekly service, the footer's year.
 *
 * SITE_NOW pins it, as an ISO instant (`SITE_NOW=2026-11-22T12:00:00Z npm run build`), so that a build, and every
 * test that depends on dates, gives the same answer next year as today. Unset, it is the real time. This is the
 * only module that reads the variable.
 */
export const SITE_NOW_VARIABLE = "SITE_NOW"

export function siteNow(env: Record<string, string | undefined> = process.env): Date {
  const pinned = env[SITE_NOW_VARIABLE]
  if (!pinned) return new Date()
  const instant = new Date(pinned)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(pinned) || Number.isNaN(instant.getTime())) {
    throw new Error(`${SITE_NOW_VARIABLE} must be an instant like 2026-11-22T12:00:00Z, got "${pinned}"`)
  }
  return instant
}
