import { readContactEnv } from "./config"
import { openStorage } from "./open-storage"
import { deliverPending, type PendingReport, type RunOptions } from "./pending"
import { endpointContent } from "./bundled-content"

/**
 * The retry run with this deployment's settings: the scheduled function (netlify/functions/deliver-pending.mts,
 * every 15 minutes) and `npm run deliver-pending` both call this, so they cannot differ.
 *
 * `siteID` and `token` reach a Netlify site's Blobs from a computer (NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN);
 * inside Netlify the platform provides them. `run` is the retry run's own options (pending.ts): by hand, every
 * message and no time budget.
 */
export async function deliverPendingWithSettings(
  options: { siteID?: string; token?: string } & Pick<RunOptions, "everything" | "budgetMs"> = {},
): Promise<PendingReport & { where: string }> {
  const { siteID, token, ...run } = options
  const env = readContactEnv()
  const storage = openStorage(env, { siteID, token })
  const { site, recipients } = endpointContent()
  const report = await deliverPending(
    { store: storage.messages, env, site, recipients: recipients.map(recipient => recipient.shortName) },
    run,
  )
  return { ...report, where: storage.where }
}
