import type { HeaderRoutes, IAdapter } from "gatsby"
import netlifyAdapter from "gatsby-adapter-netlify"
import type { HeaderRule } from "./netlify-headers"
import { siteHeaderRules } from "./content-security-policy"

/**
 * Gatsby's Netlify adapter, with netlify.toml the one source of every response header but the
 * Content-Security-Policy, which the build writes to public/_headers from the content (content-security-policy.ts).
 *
 * The adapter writes public/_headers from Gatsby's defaults: `referrer-policy: same-origin` and
 * `x-content-type-options` in lower case on `/*` (beside netlify.toml's `Referrer-Policy` and
 * `X-Content-Type-Options`, so Netlify sends both and warns on every build), the deprecated
 * `x-xss-protection`, and Cache-Control rules that netlify.toml already states. Gatsby gives no option to
 * change its defaults, so the header routes are filtered on their way into the adapter.
 */
export function netlifyAdapterWithTomlHeaders(root: string): IAdapter {
  const adapter = netlifyAdapter()
  const rules = siteHeaderRules(root)
  return {
    ...adapter,
    adapt: context =>
      adapter.adapt({ ...context, headerRoutes: headerRoutesLeftToGatsby(context.headerRoutes, rules) }),
  }
}

/**
 * Retired by browsers, and harmful in old ones (it can be used to blank out parts of a page);
 * the Content-Security-Policy protects instead.
 */
const deprecatedHeaders = new Set(["x-xss-protection"])

/**
 * The header routes Gatsby may still write: without any header that netlify.toml or the site's policy sets (on any
 * path, in any letter case) and without deprecated ones. Routes left with no header are dropped.
 */
export function headerRoutesLeftToGatsby(routes: HeaderRoutes, rules: readonly HeaderRule[]): HeaderRoutes {
  const namesInToml = new Set(rules.flatMap(rule => Object.keys(rule.values).map(name => name.toLowerCase())))
  return routes
    .map(route => ({
      ...route,
      headers: route.headers.filter(({ key }) => {
        const name = key.toLowerCase()
        return !namesInToml.has(name) && !deprecatedHeaders.has(name)
      }),
    }))
    .filter(route => route.headers.length > 0)
}
