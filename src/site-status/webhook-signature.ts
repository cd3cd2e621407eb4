import { createHash, createHmac, timingSafeEqual } from "node:crypto"

/**
 * Netlify's signature on an outgoing webhook (its deploy notifications): given a "JWS secret token" in its UI,
 * Netlify sends a JSON Web Signature in the `X-Webhook-Signature` header, HS256 with that secret, whose claims are
 * `iss: "netlify"` and `sha256`, the hexadecimal SHA-256 of the body as sent. Checked here with node:crypto: a
 * compact JWS with one algorithm is a few lines, and the JWT libraries in node_modules come only with development
 * tools, which Netlify does not install for every build (docs/decisions/0011-site-status-on-netlify.md).
 */
export const SIGNATURE_HEADER = "X-Webhook-Signature"

export type SignatureCheck = { ok: true } | { ok: false; problem: string }

const fromBase64url = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"))
  } catch {
    return undefined
  }
}

/** Whether `signature` is Netlify's, made with `secret`, for exactly this `body`. */
export function checkWebhookSignature(body: Uint8Array, signature: string | null, secret: string): SignatureCheck {
  if (!signature) return { ok: false, problem: `no ${SIGNATURE_HEADER} header: the post is not signed` }
  const parts = signature.trim().split(".")
  const [header, claims, mac] = parts
  if (parts.length !== 3 || !header || !claims || !mac) return { ok: false, problem: "the signature is not a JWS" }
  // Only HS256, whatever the header says: "none" or another algorithm would let anyone sign.
  const { alg } = (fromBase64url(header) ?? {}) as { alg?: unknown }
  if (alg !== "HS256") return { ok: false, problem: `the signature's algorithm is ${String(alg)}, not HS256` }
  const expected = createHmac("sha256", secret).update(`${header}.${claims}`).digest()
  const given = Buffer.from(mac, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: "the signature was not made with this site's secret" }
  }
  const { iss, sha256 } = (fromBase64url(claims) ?? {}) as { iss?: unknown; sha256?: unknown }
  if (iss !== "netlify") return { ok: false, problem: "the signature is not Netlify's" }
  if (sha256 !== createHash("sha256").update(body).digest("hex")) {
    return { ok: false, problem: "the signature is for another body" }
  }
  return { ok: true }
}
