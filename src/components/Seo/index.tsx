import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"

interface SeoProps {
  /** page title; the site title is appended */
  title: string
  description?: string
  /** the page's path, e.g. "/worship", for the canonical address */
  pathname: string
  /** the address search engines should treat as this page's own, when it differs from pathname */
  canonicalPath?: string
  children?: React.ReactNode
}

/** The document head for every page, used from each page's `export const Head`. */
export function Seo({ title, description, pathname, canonicalPath, children }: SeoProps) {
  const { siteFacts } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      siteFacts {
        title
        description
        siteUrl
      }
    }
  `)
  const siteTitle = siteFacts?.title ?? ""
  const fullTitle = title === siteTitle ? title : `${title} | ${siteTitle}`
  const pageDescription = description ?? siteFacts?.description ?? ""
  const path = canonicalPath ?? pathname
  // The not-found page stands in for any unknown address: it has no address of its own to give.
  const isNotFound = pathname.startsWith("/404")
  const url =
    siteFacts && !isNotFound ? `${siteFacts.siteUrl}${path === "/" ? "/" : path.replace(/\/$/, "")}` : undefined
  return (
    <>
      <html lang="en-GB" />
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={pageDescription} />
      {url && <meta property="og:url" content={url} />}
      {siteFacts && <meta property="og:image" content={`${siteFacts.siteUrl}/images/share-card.png`} />}
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  )
}
