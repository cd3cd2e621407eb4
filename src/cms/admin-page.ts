import { CMS_PAGE_PATH } from "../dom-markers"
import { backendSources, chosenCmsBackend, type CmsBackend } from "./backend"

/**
 * The /admin page: a static shell that loads the CMS script, and the headers it is served with. Netlify serves it
 * from a function (netlify/functions/cms-admin.mts) rather than as a file, because netlify.toml's headers rules
 * never reach a function's response: a second matching rule would ADD its Content-Security-Policy to the site's
 * (the browser enforces both), so /admin could only ever have the intersection of the two policies. Here it has
 * its own, which loosens nothing for the rest of the site. The function chooses the backend (CMS_BACKEND,
 * backend.ts) when it answers, so the page's policy, its scripts and the backend the CMS starts always agree.
 */

/** The CMS script, built by gatsby/on-post-build.ts (and on demand by `npm start`). */
export const CMS_SCRIPT_PATH = `${CMS_PAGE_PATH}cms.mjs`

/** Netlify Identity's widget: its own prebuilt file, copied beside the CMS script by gatsby/cms-script.ts. */
export const IDENTITY_WIDGET_PATH = `${CMS_PAGE_PATH}netlify-identity-widget.js`

/** The page's own element for what stopped a save (save-refusal.tsx), beside Decap's, which Decap never redraws. */
export const SAVE_REFUSAL_ID = "save-refusal"

/** The page's own element for the site's status (site-status-panel.tsx), beside Decap's too. */
export const SITE_STATUS_ID = "site-status"

/** Where the site's status answers a signed-in editor (netlify/functions/cms-status.mts): /admin's own address. */
export const SITE_STATUS_PATH = `${CMS_PAGE_PATH}status`

/** The page's <meta name> that tells the CMS script which backend to start. */
export const CMS_BACKEND_META = "cms-backend"

/** Decap uses its local backend (decap-server, `npm run cms`) only when the CMS is opened at one of these hosts. */
const localHosts = ["localhost", "127.0.0.1"]
export const isServedLocally = (pageUrl: URL) => localHosts.includes(pageUrl.hostname)

/**
 * As strict as Decap allows (each exception checked in Chromium, __tests__/e2e/cms*.spec.ts fail on any CSP
 * violation):
 * - script-src 'unsafe-eval': Decap's bundle compiles functions at run time (`new Function`).
 * - style-src 'unsafe-inline': Decap, the previews and Netlify Identity's widget write their styles at run time.
 * - img-src blob: data: and connect-src blob:: photos an editor has just chosen are held, shown and read back from
 *   blob: addresses before they are saved.
 * - the backend's own outside addresses (backend.ts): none for Netlify Identity and Git Gateway, which answer on
 *   the site's address, but their status page.
 * - http://localhost:* and http://127.0.0.1:* only where the page itself is served there (`npm run cms`, the local
 *   preview): Decap's local backend, decap-server. The deployed page never allows them.
 * - frame-src 'self': the preview pane is a same-origin frame.
 * - no upgrade-insecure-requests (the site's policy has it): it would turn the local backend's http://localhost into
 *   https and `npm run cms` could not connect. The backends' addresses are all https anyway.
 * A live backend's requests cannot all be tried offline: on the first real login, look at the browser console for
 * any "Content Security Policy" line.
 */
export function cmsContentSecurityPolicy(backend: CmsBackend, servedLocally: boolean): string {
  const outside = backendSources[backend]
  const localBackend = servedLocally ? ["http://localhost:*", "http://127.0.0.1:*"] : []
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...outside.img].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self' blob:", ...outside.connect, ...localBackend].join(" "),
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The site's other security headers, and never indexed or cached. */
const pageHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
}

/**
 * The page. With Git Gateway, Netlify Identity's widget comes first as a classic script: run while the page is still
 * being read, it starts itself at DOMContentLoaded, which waits for the CMS's module script, so Decap's git-gateway
 * backend is already listening for the widget's "init" when it comes (else Decap waits 2.5 s and starts it itself).
 * The widget reads the #invite_token=… (and recovery, confirmation, e-mail change) links of Netlify's e-mails.
 */
export const cmsPageHtml = (backend: CmsBackend) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="${CMS_BACKEND_META}" content="${backend}">
<title>Content manager</title>
${backend === "git-gateway" ? `<script src="${IDENTITY_WIDGET_PATH}"></script>\n` : ""}<script type="module" src="${CMS_SCRIPT_PATH}"></script>
</head>
<body><div id="${SAVE_REFUSAL_ID}"></div><div id="${SITE_STATUS_ID}"></div></body>
</html>
`

export interface CmsPage {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * /admin as answered at `pageUrl` with the CMS_BACKEND setting `backendSetting`: the page with its own policy, or,
 * if the setting names no backend, a plain explanation for whoever set it (the build refuses it first).
 */
export function cmsPage(pageUrl: URL, backendSetting: string | undefined): CmsPage {
  let backend: CmsBackend
  try {
    backend = chosenCmsBackend(backendSetting)
  } catch (error) {
    return {
      status: 500,
      headers: {
        ...pageHeaders,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      },
      body: `${(error as Error).message}\n`,
    }
  }
  return {
    status: 200,
    headers: {
      ...pageHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": cmsContentSecurityPolicy(backend, isServedLocally(pageUrl)),
    },
    body: cmsPageHtml(backend),
  }
}
