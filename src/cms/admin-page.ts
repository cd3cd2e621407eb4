/**
 * The /admin page: a static shell that loads the CMS script, and the headers it is served with. Netlify serves it
 * from a function (netlify/functions/cms-admin.mts) rather than as a file, because netlify.toml's headers rules
 * never reach a function's response: a second matching rule would ADD its Content-Security-Policy to the site's
 * (the browser enforces both), so /admin could only ever have the intersection of the two policies. Here it has
 * its own, which loosens nothing for the rest of the site.
 */

/** The CMS script, built by gatsby/on-post-build.ts (and on demand by `npm start`). */
export const CMS_SCRIPT_PATH = "/admin/cms.mjs"

/**
 * As strict as Decap allows (each exception checked in Chromium, __tests__/e2e/cms.spec.ts fails on any CSP
 * violation):
 * - script-src 'unsafe-eval': Decap's bundle compiles functions at run time (`new Function`).
 * - style-src 'unsafe-inline': Decap and the previews write their styles with emotion.
 * - img-src blob: data: and connect-src blob:: photos an editor has just chosen are held, shown and read back from
 *   blob: addresses before they are saved.
 * - connect-src api.github.com: the GitHub backend; api.netlify.com: Netlify's OAuth for the GitHub login;
 *   http://localhost:* and http://127.0.0.1:*: Decap's local backend (decap-server), used only when the CMS is
 *   opened on the editor's own computer.
 * - frame-src 'self': the preview pane is a same-origin frame.
 * - no upgrade-insecure-requests (the site's policy has it): it would turn the local backend's http://localhost into
 *   https and `npm run cms` could not connect. The GitHub backend's addresses are all https anyway.
 * The GitHub backend's own requests (api.github.com, the login through api.netlify.com, avatars) cannot be tried
 * offline: on the first real login, look at the browser console for any "Content Security Policy" line.
 */
export const cmsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com https://api.netlify.com http://localhost:* http://127.0.0.1:*",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ")

/** The headers of /admin: its own policy, the site's other security headers, never indexed or cached. */
export const cmsPageHeaders: Record<string, string> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": cmsContentSecurityPolicy,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
}

export const cmsPageHtml = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content manager</title>
<script type="module" src="${CMS_SCRIPT_PATH}"></script>
</head>
<body></body>
</html>
`
