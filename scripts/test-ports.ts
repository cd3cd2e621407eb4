/**
 * Ports for the browser tests: the built site under `gatsby serve` (with the
 * Gatsby Functions), and the same files under the Netlify-headers server.
 * TEST_PORT moves both, so several checkouts can test at once.
 */
export const sitePort = Number(process.env.TEST_PORT ?? 9100)
export const headersPort = sitePort + 100
