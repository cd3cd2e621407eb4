import fs from "node:fs"
import path from "node:path"
import { gatsbyImageBodyScriptHash } from "../plugins/gatsby-plugin-islands/gatsby-internals"
import { standaloneLoaderHash } from "../plugins/gatsby-plugin-islands/standalone-loader"
import { siteFacts, type SiteFactsEntry } from "../src/content/collections/site"
import { chosenEmbeds, embeds, type EmbedSources } from "../src/content/social-networks"
import { checkEntrySource } from "../src/content/validate"
import { readHeaderRules, type HeaderRule } from "./netlify-headers"

export const CSP_HEADER = "Content-Security-Policy"

/** Where the build writes the policy for Netlify to send (and the local preview reads it from). */
export const HEADERS_FILE = "_headers"

/**
 * The site's Content-Security-Policy. Every source is fixed here but the embeds': an embed's hosts (src/content/
 * social-networks.ts) are allowed only when an entry of site.json's `social` list chose that embed, so a parish
 * without the X timeline sends no twitter host at all. Scripts: the site's own files and, by their hashes, the two
 * inline scripts a built page keeps (docs/security.md). Styles need 'unsafe-inline' for emotion's <style> tags and
 * gatsby-plugin-image's style="". The map on the Contact page (OpenStreetMap) is loaded only when a visitor asks.
 */
export function contentSecurityPolicy(social: SiteFactsEntry["social"]): string {
  const chosen: EmbedSources[] = chosenEmbeds(social).map(network => embeds[network])
  const embedSources = (directive: keyof EmbedSources) => chosen.flatMap(sources => sources[directive] ?? [])
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", standaloneLoaderHash, gatsbyImageBodyScriptHash, ...embedSources("script-src")],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...embedSources("img-src")],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", ...embedSources("frame-src"), "https://www.openstreetmap.org"],
    ["form-action", "'self'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["upgrade-insecure-requests"],
  ]
  return directives.map(sources => [...new Set(sources)].join(" ")).join("; ")
}

/** The policy as a header rule for every path, beside netlify.toml's. */
export const contentSecurityPolicyRule = (social: SiteFactsEntry["social"]): HeaderRule => ({
  for: "/*",
  values: { [CSP_HEADER]: contentSecurityPolicy(social) },
})

/**
 * site.json's social list through the content check. With a mistake in site.json there is none (the strictest
 * policy): the build's content check names the mistake and stops before anything is published.
 */
export function checkedSocial(root: string): SiteFactsEntry["social"] {
  const file = `data/${siteFacts.folder}/site.json`
  const filePath = path.join(root, file)
  const source = fs.existsSync(filePath) ? fs.readFileSync(filePath, "utf8") : ""
  return (checkEntrySource(siteFacts, file, source).data as SiteFactsEntry | undefined)?.social
}

/** public/_headers in Netlify's format: each rule's path on a line of its own, then its indented headers. */
export const headersFileText = (rules: readonly HeaderRule[]) =>
  rules
    .map(rule => [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
    .join("\n") + "\n"

/** Every header rule of this site: netlify.toml's, and the policy from the checked content. */
export const siteHeaderRules = (root: string): HeaderRule[] => [
  ...readHeaderRules(path.join(root, "netlify.toml")),
  contentSecurityPolicyRule(checkedSocial(root)),
]

/** Writes the policy where Netlify reads headers beside netlify.toml (its adapter adds its own block later). */
export function writeHeadersFile(root: string, publicDir: string) {
  fs.writeFileSync(
    path.join(publicDir, HEADERS_FILE),
    headersFileText([contentSecurityPolicyRule(checkedSocial(root))]),
  )
}
