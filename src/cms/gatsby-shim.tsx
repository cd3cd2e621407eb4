import * as React from "react"

/**
 * What the site's components take from "gatsby", for the CMS bundle only (aliased in gatsby/cms-script.ts):
 * Gatsby's Link as a plain link, and `graphql` (used by fragments at build time) as nothing. The CMS runs without
 * Gatsby's runtime, as every page of the site does.
 */
export function Link({
  to,
  children,
  ...props
}: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}

export const graphql = (..._parts: unknown[]): undefined => undefined
