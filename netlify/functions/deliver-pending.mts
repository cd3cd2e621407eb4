import { deliverPendingWithSettings } from "../../src/contact/delivery-run"

/**
 * Netlify Scheduled Function: every 15 minutes, delivers the contact messages that are kept in Netlify Blobs and
 * due for another attempt (src/contact/pending.ts; each waits 15 minutes, then twice as long each time, up to six
 * hours). It logs a "CONTACT FORM ALERT" line first when messages are stuck, then tries them within its time budget
 * (RUN_BUDGET_MS, inside the 30 seconds Netlify gives a scheduled function). `npm run deliver-pending` runs the same.
 */
export default async function deliverPendingMessages(): Promise<Response> {
  const report = await deliverPendingWithSettings()
  return Response.json(report)
}

export const config = { schedule: "*/15 * * * *" }
