import fs from "node:fs"
import { parse } from "smol-toml"

/**
 * The [[headers]] rules of netlify.toml, read so that the local test server
 * sends exactly what Netlify will send.
 */
export interface HeaderRule {
  for: string
  values: Record<string, string>
}

/** Netlify's default for any response no rule gives a Cache-Control. */
export const netlifyDefaultCacheControl = "public, max-age=0, must-revalidate"

export function readHeaderRules(netlifyTomlPath: string): HeaderRule[] {
  const config = parse(fs.readFileSync(netlifyTomlPath, "utf8")) as { headers?: HeaderRule[] }
  return config.headers ?? []
}

/** The rule every response gets (`for = "/*"`): the site's security headers. */
export const siteWideHeaders = (rules: readonly HeaderRule[]): Record<string, string> =>
  rules.find(rule => rule.for === "/*")?.values ?? {}

/**
 * Hands netlify.toml's site-wide headers to code that cannot read the file when it runs: the contact function
 * (src/contact/security-headers.ts). Called by gatsby-config.ts, before Gatsby compiles the function.
 */
export function shareSiteSecurityHeaders(netlifyTomlPath: string) {
  process.env.SITE_SECURITY_HEADERS = JSON.stringify(siteWideHeaders(readHeaderRules(netlifyTomlPath)))
}

/** Netlify path patterns: `*` matches any run of characters, slashes included. */
const patternFor = (rule: string) =>
  new RegExp(
    `^${rule
      .split("*")
      .map(part => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  )

export const ruleMatches = (rule: HeaderRule, urlPath: string) => patternFor(rule.for).test(urlPath)

/**
 * The headers for a path: every matching rule, in file order. Where two matching rules give the same header
 * different values, Netlify's CDN sends both, which the browser reads as one comma-separated list: for
 * Content-Security-Policy that is two policies, BOTH enforced, so a more specific rule can only tighten the site's
 * policy, never replace it. The same value twice is sent once.
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!ruleMatches(rule, urlPath)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      const earlier = headers[name]
      headers[name] = earlier === undefined || earlier === value ? value : `${earlier}, ${value}`
    }
  }
  headers["Cache-Control"] ??= netlifyDefaultCacheControl
  return headers
}
