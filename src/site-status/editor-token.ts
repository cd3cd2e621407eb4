/**
 * Is this request from an editor signed in to the CMS? The CMS signs editors in with Netlify Identity, whose token (a
 * JWT) the panel sends as `Authorization: Bearer …`. A Lambda-style function would get the verified user from
 * Netlify in `context.clientContext`; the modern functions this site uses get no such thing, and Netlify gives
 * functions no Identity secret to check the token's signature with. So the token is checked the way Netlify's own
 * @netlify/identity does on a server: Identity's `GET /user` answers only a valid, unexpired token it signed
 * (docs/decisions/0011-site-status-on-netlify.md).
 */

export type EditorCheck = { ok: true; editor: { id: string } } | { ok: false; status: 401 | 503; problem: string }

export interface EditorCheckOptions {
  /** the site's Identity endpoint, e.g. https://parish.example/.netlify/identity */
  identityUrl: string
  fetch?: typeof fetch
  now?: Date
  /** how long Identity may take to answer */
  timeoutMs?: number
}

const refused = (problem: string): EditorCheck => ({ ok: false, status: 401, problem })

/** The token's own claims, read without trusting them: only to refuse an expired token without asking. */
function expiresAt(token: string): number | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"))
    const exp = (claims as { exp?: unknown }).exp
    return typeof exp === "number" ? exp * 1000 : undefined
  } catch {
    return undefined
  }
}

export async function checkEditorToken(
  authorization: string | null,
  { identityUrl, fetch: fetchIdentity = fetch, now = new Date(), timeoutMs = 5_000 }: EditorCheckOptions,
): Promise<EditorCheck> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1]
  if (!token) return refused("no editor's token: sign in to the CMS")
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return refused("the token is not a JWT")
  const expiry = expiresAt(token)
  if (expiry === undefined) return refused("the token says nothing of when it expires")
  if (expiry <= now.getTime()) return refused("the token has expired: sign in again")

  let answer: Response
  try {
    answer = await fetchIdentity(`${identityUrl.replace(/\/$/, "")}/user`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    return { ok: false, status: 503, problem: `Identity could not be asked: ${(error as Error).message}` }
  }
  if (answer.status >= 400 && answer.status < 500) return refused(`Identity refused the token (${answer.status})`)
  if (!answer.ok) return { ok: false, status: 503, problem: `Identity answered ${answer.status}` }
  const user: unknown = await answer.json().catch(() => undefined)
  const id = (user as { id?: unknown } | undefined)?.id
  if (typeof id !== "string" || !id) return { ok: false, status: 503, problem: "Identity's answer names no user" }
  return { ok: true, editor: { id } }
}
