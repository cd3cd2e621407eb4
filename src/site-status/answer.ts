import { z } from "zod"

/**
 * What /admin's site status answers a signed-in editor (netlify/functions/cms-status.mts), and what the panel reads
 * (src/cms/site-status-panel.tsx): counts, times and short reasons only. Nothing of what a message says or who sent
 * it is ever part of it: the messages are counted from their ids, never read.
 */

const instant = z.iso.datetime({ offset: true })

export const siteStatusSchema = z.strictObject({
  /** when the status was put together */
  at: instant,
  messages: z.strictObject({
    /** how many contact messages wait to be delivered */
    waiting: z.number().int().min(0),
    /** when the oldest of them arrived */
    oldest: instant.optional(),
    /** the oldest has waited long enough to raise the contact form's alert (a person should look) */
    overdue: z.boolean(),
    /** the latest failed delivery: when, and why in a line */
    lastFailure: z.strictObject({ at: instant, reason: z.string() }).optional(),
  }),
  builds: z.strictObject({
    /** whether Netlify's deploy notifications have reached the site at all (they are set up in Netlify's UI) */
    recorded: z.boolean(),
    /** the latest build of the live site Netlify told of */
    lastAttempt: z
      .strictObject({
        startedAt: instant,
        outcome: z.enum(["building", "published", "failed", "not-published"]),
        /** Netlify's words for a failure */
        error: z.string().optional(),
      })
      .optional(),
    /** when the live site's current version was published */
    lastPublished: instant.optional(),
    /** no build has started for longer than the nightly rebuild allows: it may have stopped */
    overdue: z.boolean(),
  }),
  /**
   * the contact form's delivery addresses that need a look, one line each (src/contact/config.ts, addressGaps): a
   * recipient in Who's Who with no address, an address no recipient has; short names and settings only, never an address
   */
  addresses: z.array(z.string()),
  content: z.strictObject({
    /** when the published build's content check ran */
    checkedAt: instant,
    /** its warnings, each one line naming the file and what to do */
    warnings: z.array(z.string()),
  }),
})

export type SiteStatus = z.output<typeof siteStatusSchema>
export type BuildOutcome = NonNullable<SiteStatus["builds"]["lastAttempt"]>["outcome"]
