/**
 * Delivers the contact messages that are waiting, by hand, with the same code and settings as the scheduled
 * function: `npm run deliver-pending`. On a computer it reads the environment (and .env.production, as the local
 * preview does) and the folder of kept messages; with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set, it works on the
 * live site's Netlify Blobs instead. Tries every waiting message now, whatever its back-off says, with no time
 * budget (nothing here has the scheduled function's 30-second limit); the alert, if any, still comes first.
 */
import fs from "node:fs"
import path from "node:path"
import { deliverPendingWithSettings } from "../src/contact/delivery-run"

const envFile = path.resolve(__dirname, "..", ".env.production")
if (fs.existsSync(envFile)) process.loadEnvFile(envFile)

deliverPendingWithSettings({
  siteID: process.env.NETLIFY_SITE_ID,
  token: process.env.NETLIFY_AUTH_TOKEN,
  everything: true,
  budgetMs: Infinity,
})
  .then(({ delivered, waiting, oldestWaiting, unreachable, where }) => {
    console.log(
      `Messages kept in ${where}: ${delivered} delivered now, ${waiting} still waiting` +
        (oldestWaiting ? ` (the oldest since ${oldestWaiting})` : "") +
        (unreachable ? `; the mail server could not be reached: ${unreachable}` : ""),
    )
    process.exitCode = waiting > 0 ? 1 : 0
  })
  .catch((error: unknown) => {
    console.error(`Could not deliver the waiting messages: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 2
  })
