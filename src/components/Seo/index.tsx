import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"

interface SeoProps {
  /** page title; the site title is appended */
  title: string
  description?: string
  /** the page's path, e.g. "/worship", for the canonical address */
  pathname: string
  children?: React.ReactNode
}

/** The document head for every page, used from each page's `export const Head`. */
export function Seo({ title, description, pathname, children }: SeoProps) {
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
  return (
    <>
      <html lang="en-GB" />
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? siteFacts?.description ?? ""} />
      {siteFacts && <link rel="canonical" href={`${siteFacts.siteUrl}${pathname === "/" ? "/" : pathname}`} />}
      {children}
    </>
  )
}
