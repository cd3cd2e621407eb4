import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "./message"

/**
 * Spam checks that need no third party. Spam is refused and logged, never mailed.
 *
 * - The honeypot: a text box hidden from people (off screen, out of the tab
 *   order, hidden from screen readers). Robots that fill every field fill it.
 * - The minimum fill time: the form's script measures how long the form was
 *   open and sends it with the message. Every message that is not an ordinary
 *   form post (JSON, whatever its is_valid says) must carry it and be at least
 *   three seconds, so a script cannot skip the check by posting JSON itself.
 *   Only a form posted by the browser without JavaScript carries no
 *   measurement and is not judged on time: a static page cannot carry a
 *   trustworthy start time, and a genuine visitor without JavaScript must not
 *   be refused for it. Robots posting forms still meet the honeypot.
 */
export type SpamVerdict = { spam: false } | { spam: true; reason: string }

export function checkForSpam(fields: Record<string, unknown>, { isFormPost }: { isFormPost: boolean }): SpamVerdict {
  const honeypot = fields[HONEYPOT_FIELD]
  if (honeypot !== undefined && !(typeof honeypot === "string" && honeypot.trim() === "")) {
    return { spam: true, reason: "the hidden honeypot field was filled in" }
  }
  if (isFormPost) return { spam: false }
  const fillTime = Number(fields[FILL_TIME_FIELD])
  if (fields[FILL_TIME_FIELD] === undefined || fields[FILL_TIME_FIELD] === "" || !Number.isFinite(fillTime)) {
    return { spam: true, reason: "a message sent by a script came without its fill time" }
  }
  if (fillTime < MIN_FILL_TIME_MS) {
    return { spam: true, reason: `the form was filled in ${Math.round(fillTime)} ms (minimum ${MIN_FILL_TIME_MS} ms)` }
  }
  return { spam: false }
}
