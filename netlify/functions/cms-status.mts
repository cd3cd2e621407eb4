import { SITE_STATUS_PATH } from "../../src/cms/admin-page"
import { createSiteStatusHandler } from "../../src/site-status/status-handler"

/**
 * /admin/status: the site's status for an editor signed in to the CMS (src/cms/site-status-panel.tsx shows it): the
 * contact messages waiting, the last failed delivery, the live site's last build and the content warnings. Only a
 * request with a valid Netlify Identity token gets it (src/site-status/editor-token.ts). A Netlify function rather
 * than a Gatsby Function: it needs Identity and Netlify Blobs, which exist only on Netlify, and it answers at /admin's
 * own address, so the CMS page's policy needs no new source (docs/decisions/0011-site-status-on-netlify.md).
 */
const handler = createSiteStatusHandler()

export default function cmsStatus(request: Request): Promise<Response> {
  return handler(request)
}

export const config = { path: SITE_STATUS_PATH }
