import { createHmac, createHash } from "node:crypto"

/**
 * Netlify's deploy notifications as its outgoing webhook posts them: the deploy's JSON (the fields of Netlify's
 * documented example), signed as Netlify signs them when given a JWS secret: a compact JWS, HS256 with the secret,
 * in X-Webhook-Signature, whose claims are `iss: "netlify"` and the body's SHA-256 in hexadecimal.
 */

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

export function netlifySignature(
  body: string,
  secret: string,
  { alg = "HS256", claims = {} }: { alg?: string; claims?: Record<string, unknown> } = {},
) {
  const header = base64url({ alg, typ: "JWT" })
  const payload = base64url({ iss: "netlify", sha256: createHash("sha256").update(body).digest("hex"), ...claims })
  const mac = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url")
  return `${header}.${payload}.${mac}`
}

export interface DeployFields {
  id: string
  state: "building" | "ready" | "error"
  created_at: string
  published_at?: string | null
  error_message?: string | null
  context?: string
}

/** A deploy as Netlify's notification body gives it. */
export const deployBody = ({
  published_at = null,
  error_message = null,
  context = "production",
  ...fields
}: DeployFields) =>
  JSON.stringify({
    ...fields,
    site_id: "fa4dd95a-994e-4f89-8a7a-2d9e9fc36a32",
    build_id: `build-${fields.id}`,
    name: "parish-site",
    url: "https://parish.example",
    ssl_url: "https://parish.example",
    admin_url: "https://app.netlify.com/sites/parish-site",
    deploy_url: `http://${fields.id}--parish-site.netlify.app`,
    deploy_ssl_url: `https://${fields.id}--parish-site.netlify.app`,
    updated_at: fields.created_at,
    user_id: "5ace049efdd72a6b9aa9539c",
    error_message,
    required: [],
    required_functions: [],
    commit_ref: "0123456789abcdef0123456789abcdef01234567",
    review_id: null,
    branch: context === "production" ? "main" : "cms/events/christingle",
    commit_url: null,
    skipped: null,
    locked: null,
    title: null,
    review_url: null,
    published_at,
    context,
    deploy_time: 159,
  })

/** The post Netlify makes to the notification's URL. */
export const notificationPost = (url: string, body: string, signature?: string) =>
  new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature === undefined ? {} : { "X-Webhook-Signature": signature }),
    },
    body,
  })
