import fs from "node:fs"
import path from "node:path"
import type { IAdapter, RoutesManifest } from "gatsby"

/**
 * The redirects of a build that is not Netlify's, in public/_redirects as Netlify's adapter writes them, so the local
 * preview (scripts/preview-server.ts) follows the same redirects as the live site and a test can read them. A Gatsby
 * adapter ("Creating an Adapter" in Gatsby's docs) is handed every route the build made, redirects included, once the
 * build is done; on Netlify gatsby-adapter-netlify does this (and much more) instead.
 */
export function localRedirectsAdapter(publicDir: string): IAdapter {
  return {
    name: "local-redirects",
    adapt({ routesManifest }) {
      fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFileText(routesManifest))
    },
  }
}

/** Netlify's _redirects lines for the build's redirects: "from  to  status", one a line. */
export const redirectsFileText = (routes: RoutesManifest): string =>
  routes
    .flatMap(route =>
      route.type === "redirect" ? [`${encodeURI(route.path)}  ${route.toPath}  ${route.status}\n`] : [],
    )
    .join("")

/** One redirect read back from a _redirects file: the preview server's view of it. */
export interface RedirectRule {
  from: string
  to: string
  status: number
}

/** The redirects (3xx) of a _redirects file; its rewrites (200) and comments are left out. */
export function readRedirectRules(text: string): RedirectRule[] {
  return text.split("\n").flatMap(line => {
    const [from, to, status] = line.trim().split(/\s+/)
    const code = Number.parseInt(status ?? "", 10)
    return from && to && !from.startsWith("#") && code >= 300 && code < 400 ? [{ from, to, status: code }] : []
  })
}
