import * as React from "react"
import type { HeadProps } from "gatsby"
import { Seo } from "../Seo"
import { loaded } from "./loaded"

export { loaded, type Loaded } from "./loaded"

/** What a page's head needs from its query: the words of data/pages/<page>.md (or a group's file). */
export interface PageHeadData {
  page: { readonly title: string; readonly description: string } | null
}

/** What a page made from a template may pass (gatsby/create-pages.ts). */
export interface PageHeadContext {
  /** the one address search engines should list the page under, when it has two */
  canonicalPath?: string
  /** not listed by search engines (the thank-you and not-found pages) */
  noindex?: boolean
}

interface PageHeadOptions<Data extends PageHeadData> {
  /** the page's title in the browser tab and in search results, when it is not the page's heading (Home) */
  tabTitle?: (data: Data) => string | undefined
  /** structured data for search engines, e.g. the services' JSON-LD */
  extra?: React.ReactNode
  /** not listed by search engines (the thank-you page) */
  noindex?: boolean
}

/**
 * The `Head` of every page: title and search description from the page's own words, the canonical address, and what
 * the page adds. One helper, so every page's head is made the same way: `export const Head = pageHead()`.
 */
export function pageHead<Data extends PageHeadData = PageHeadData>({
  tabTitle,
  extra,
  noindex,
}: PageHeadOptions<Data> = {}) {
  return function Head({ data, location, pageContext }: HeadProps<Data, PageHeadContext>) {
    const page = loaded(data, "page")?.page
    if (!page) return null
    return (
      <Seo
        title={tabTitle?.(data) ?? page.title}
        description={page.description}
        pathname={location.pathname}
        canonicalPath={pageContext?.canonicalPath}
      >
        {(noindex || pageContext?.noindex) && <meta name="robots" content="noindex" />}
        {extra}
      </Seo>
    )
  }
}
