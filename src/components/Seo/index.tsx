import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { fillIn } from "../../content/template"

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

/**
 * The picture social networks show when a page is shared (drawn by tools/placeholders/share-card.ts; a browser test
 * checks it is served). Its alt text, which says what it shows, is in data/wording/wording.json: change both
 * together.
 */
const shareImage = { path: "/images/share-card.png", width: 1200, height: 630, type: "image/png" }

/** Who the site is, as search engines and share cards name it: the Head and the JSON-LD both start from this. */
export const siteIdentityFields = graphql`
  fragment SiteIdentity on SiteFacts {
    parishName
    locality
    title
    description
    siteUrl
  }
`

/** The document head for every page, used from each page's `export const Head`. */
export function Seo({ title, description, pathname, canonicalPath, children }: SeoProps) {
  // The head is rendered apart from the layout, outside its WordingProvider: it asks for its words itself.
  const { siteFacts, wording } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      siteFacts {
        ...SiteIdentity
        social {
          network
          account
        }
      }
      wording {
        sharing {
          pictureAlt
        }
      }
    }
  `)
  const siteTitle = siteFacts?.title ?? ""
  // X is told whose site it is only when the parish has an X account (site.json's social list).
  const xAccount = siteFacts?.social?.find(entry => entry.network === "x" && entry.account)?.account
  const fullTitle = title === siteTitle ? title : `${title} | ${siteTitle}`
  const pageDescription = description ?? siteFacts?.description ?? ""
  const path = canonicalPath ?? pathname
  // The not-found page stands in for any unknown address: it has no address of its own to give.
  const isNotFound = pathname.startsWith("/404")
  const url =
    siteFacts && !isNotFound ? `${siteFacts.siteUrl}${path === "/" ? "/" : path.replace(/\/$/, "")}` : undefined
  const image = siteFacts &&
    wording && {
      url: `${siteFacts.siteUrl}${shareImage.path}`,
      alt: fillIn(wording.sharing.pictureAlt, { parishName: siteFacts.parishName, locality: siteFacts.locality }),
    }
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
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content={shareImage.type} />
          <meta property="og:image:width" content={String(shareImage.width)} />
          <meta property="og:image:height" content={String(shareImage.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      {xAccount && <meta name="twitter:site" content={`@${xAccount}`} />}
      {/* X takes the card's title, description and image from Open Graph's (its cards markup reference). */}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      {children}
    </>
  )
}
