/**
 * The site's security headers (netlify.toml's rule for every path: the Content-Security-Policy, nosniff, the framing
 * rule…) for the contact endpoint's own answers, which netlify.toml never reaches: Netlify applies its rules to
 * files, not to function responses. netlify.toml stays their one source. The build puts that rule's values in
 * SITE_SECURITY_HEADERS (gatsby-config.ts), and Gatsby's function compiler writes the build's value of every
 * `process.env.NAME` into the function's code (see config.ts), so the deployed function carries them; Jest's setup
 * does the same for the unit tests.
 */
export function siteSecurityHeaders(): Record<string, string> {
  const fromBuild = process.env.SITE_SECURITY_HEADERS
  return fromBuild ? (JSON.parse(fromBuild) as Record<string, string>) : {}
}
