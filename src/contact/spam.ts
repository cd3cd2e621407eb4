import { FILL_TIME_FIELD, FORM_POST_FIELDS, HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "./message"

/**
 * Spam checks that need no third party. Spam is refused and logged, never mailed. Every message meets a rule for
 * the way it came, so a script cannot escape one by sending the other way (e.g. by changing its Content-Type).
 *
 * - The honeypot, for all: a text box hidden from people (off screen, out of the tab order, hidden from screen
 *   readers). Robots that fill every field fill it.
 * - Sent by the form's script (JSON): the minimum fill time. The script measures how long the form was open and
 *   sends it with the message; it must be there and be at least three seconds, whatever is_valid says.
 * - Posted by the browser itself, without JavaScript (an ordinary form post): the form's own shape. A browser posts
 *   every named control of the form, empty or not, and nothing else, with the hidden is_valid still "false"; a
 *   script that switches to a form post to skip the fill time must copy the form exactly. A static page cannot
 *   give the server a trustworthy start time (that would need a cookie or an extra step, and a visitor without
 *   JavaScript must never be refused for lacking one), and any browser, however old or plain, passes this rule.
 */
export type SpamVerdict = { spam: false } | { spam: true; reason: string }

export function checkForSpam(fields: Record<string, unknown>, { isFormPost }: { isFormPost: boolean }): SpamVerdict {
  const honeypot = fields[HONEYPOT_FIELD]
  if (honeypot !== undefined && !(typeof honeypot === "string" && honeypot.trim() === "")) {
    return { spam: true, reason: "the hidden honeypot field was filled in" }
  }
  return isFormPost ? checkFormShape(fields) : checkFillTime(fields)
}

function checkFillTime(fields: Record<string, unknown>): SpamVerdict {
  const fillTime = Number(fields[FILL_TIME_FIELD])
  if (fields[FILL_TIME_FIELD] === undefined || fields[FILL_TIME_FIELD] === "" || !Number.isFinite(fillTime)) {
    return { spam: true, reason: "a message sent by a script came without its fill time" }
  }
  if (fillTime < MIN_FILL_TIME_MS) {
    return { spam: true, reason: `the form was filled in ${Math.round(fillTime)} ms (minimum ${MIN_FILL_TIME_MS} ms)` }
  }
  return { spam: false }
}

/** The log names the form's fields that are missing, and only counts the others: what a visitor sent stays out. */
function checkFormShape(fields: Record<string, unknown>): SpamVerdict {
  const expected: readonly string[] = FORM_POST_FIELDS
  const missing = expected.filter(name => !Object.hasOwn(fields, name))
  const unexpected = Object.keys(fields).filter(name => !expected.includes(name)).length
  if (missing.length > 0 || unexpected > 0) {
    const differences = [
      missing.length > 0 ? `without ${missing.join(", ")}` : "",
      unexpected > 0 ? `with ${unexpected} field(s) the form does not have` : "",
    ].filter(Boolean)
    return { spam: true, reason: `a form post that is not the form's own (${differences.join("; ")})` }
  }
  if (fields.is_valid !== "false") {
    return { spam: true, reason: "a form post whose hidden is_valid is not the page's false" }
  }
  return { spam: false }
}
