/**
 * The port of the browser tests' server: the built site under the local production preview
 * (scripts/preview-server.ts: netlify.toml's headers and the site's functions). TEST_PORT moves it, so several
 * checkouts can test at once.
 */
export const sitePort = Number(process.env.TEST_PORT ?? 9100)
