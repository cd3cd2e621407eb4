import { deployNotificationSchema, openDeployRecords, type DeployRecords } from "./deploy-records"
import { checkWebhookSignature, SIGNATURE_HEADER } from "./webhook-signature"

/**
 * Netlify's deploy notifications (an outgoing webhook, "HTTP POST request" in its UI, for deploy started, succeeded
 * and failed) to netlify/functions/deploy-notification.mts: each signed post about the live site is recorded for
 * /admin's site status (deploy-records.ts). Anything unsigned, signed with another secret, or for another body is
 * refused with a 4xx and changes nothing.
 */
export const SECRET_VARIABLE = "DEPLOY_NOTIFICATION_SECRET"

/** A deploy's JSON is a few kilobytes; anything far larger is not Netlify's. */
const LARGEST_BODY = 1024 * 1024

export interface DeployNotificationOptions {
  secret?: () => string | undefined
  records?: () => DeployRecords | undefined
  log?: Pick<Console, "info" | "warn" | "error">
}

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } })

export function createDeployNotificationHandler(options: DeployNotificationOptions = {}) {
  const { secret = () => process.env[SECRET_VARIABLE], records = openDeployRecords, log = console } = options
  return async function recordDeployNotification(request: Request): Promise<Response> {
    if (request.method !== "POST") return answer(405, "Netlify posts deploy notifications", { Allow: "POST" })
    const key = secret()
    if (!key) {
      log.error(
        `[deploy-notification] ${SECRET_VARIABLE} is not set: every notification is refused (docs/deploying.md)`,
      )
      return answer(500, `${SECRET_VARIABLE} is not set`)
    }
    if (Number(request.headers.get("content-length") ?? 0) > LARGEST_BODY) return answer(413, "Too large")
    const body = new Uint8Array(await request.arrayBuffer())
    if (body.byteLength > LARGEST_BODY) return answer(413, "Too large")
    const signature = checkWebhookSignature(body, request.headers.get(SIGNATURE_HEADER), key)
    if (!signature.ok) {
      log.warn(`[deploy-notification] Refused: ${signature.problem}`)
      return answer(401, `Refused: ${signature.problem}`)
    }
    let payload: unknown
    try {
      payload = JSON.parse(new TextDecoder().decode(body))
    } catch {
      return answer(400, "The body is not JSON")
    }
    const deploy = deployNotificationSchema.safeParse(payload)
    if (!deploy.success) return answer(400, "The body is not a deploy")
    const store = records()
    if (!store) {
      log.error("[deploy-notification] Netlify Blobs is not available: the notification was not recorded")
      return answer(503, "Nothing could be recorded")
    }
    const outcome = await store.note(deploy.data)
    log.info(`[deploy-notification] Deploy ${deploy.data.id} (${deploy.data.state}): ${outcome}`)
    return answer(200, outcome)
  }
}
