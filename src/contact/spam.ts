import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "./message"

/**
 * Spam checks that need no third party. Spam is refused and logged, never mailed.
 *
 * - The honeypot: a text box hidden from people (off screen, out of the tab
 *   order, hidden from screen readers). Robots that fill every field fill it.
 * - The minimum fill time: the form's script measures how long the form was
 *   open and sends it with the message it has checked (is_valid true). A
 *   scripted browser that fills and submits at once is refused. A form posted
 *   without JavaScript carries no measurement and is not judged on time: a
 *   static page cannot carry a trustworthy start time, and a genuine visitor
 *   without JavaScript must not be refused for it.
 */
export type SpamVerdict = { spam: false } | { spam: true; reason: string }

export function checkForSpam(fields: Record<string, unknown>): SpamVerdict {
  const honeypot = fields[HONEYPOT_FIELD]
  if (honeypot !== undefined && !(typeof honeypot === "string" && honeypot.trim() === "")) {
    return { spam: true, reason: "the hidden honeypot field was filled in" }
  }
  const sentByTheFormScript = fields.is_valid === true || fields.is_valid === "true"
  if (sentByTheFormScript) {
    const fillTime = Number(fields[FILL_TIME_FIELD])
    if (fields[FILL_TIME_FIELD] === undefined || fields[FILL_TIME_FIELD] === "" || !Number.isFinite(fillTime)) {
      return { spam: true, reason: "a script-checked message came without its fill time" }
    }
    if (fillTime < MIN_FILL_TIME_MS) {
      return {
        spam: true,
        reason: `the form was filled in ${Math.round(fillTime)} ms (minimum ${MIN_FILL_TIME_MS} ms)`,
      }
    }
  }
  return { spam: false }
}
