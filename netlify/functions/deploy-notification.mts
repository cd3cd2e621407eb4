import { createDeployNotificationHandler } from "../../src/site-status/deploy-notification-handler"

/**
 * Netlify's deploy notifications, at /.netlify/functions/deploy-notification: Netlify posts each deploy's start,
 * success and failure here (an outgoing webhook set in its UI, signed with DEPLOY_NOTIFICATION_SECRET;
 * docs/deploying.md), and the live site's builds are recorded for /admin's site status. It reads the body as bytes,
 * as the signature covers them exactly, which a Gatsby Function's body parsers would not leave it.
 */
const handler = createDeployNotificationHandler()

export default function deployNotification(request: Request): Promise<Response> {
  return handler(request)
}
