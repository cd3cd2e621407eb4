import fs from "node:fs"
import { parse } from "smol-toml"

/**
 * The [[headers]] rules of netlify.toml, read so that the local test server
 * sends exactly what Netlify will send. The one header not there is the Content-Security-Policy, part of which
 * follows the content: gatsby/content-security-policy.ts makes it, and the build writes it to public/_headers.
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

/**
 * public/_headers, in Netlify's format: a path on its own line, then its indented `Name: value` lines (`#` starts a
 * comment). The build writes the Content-Security-Policy there (gatsby/content-security-policy.ts).
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ for: line.trim(), values: {} })
    else {
      const separator = line.indexOf(":")
      const rule = rules.at(-1)
      if (rule && separator > 0) rule.values[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
    }
  }
  return rules
}

/** The rules every response gets (`for = "/*"`): the site's security headers. */
export const siteWideHeaders = (rules: readonly HeaderRule[]): Record<string, string> =>
  Object.assign({}, ...rules.filter(rule => rule.for === "/*").map(rule => rule.values)) as Record<string, string>

/**
 * Hands the site-wide headers (netlify.toml's and the build's policy) to code that cannot read them when it runs:
 * the contact function (src/contact/security-headers.ts). Called by gatsby-config.ts, before Gatsby compiles the
 * function.
 */
export function shareSiteSecurityHeaders(rules: readonly HeaderRule[]) {
  process.env.SITE_SECURITY_HEADERS = JSON.stringify(siteWideHeaders(rules))
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
