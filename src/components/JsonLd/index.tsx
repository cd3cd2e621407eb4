import * as React from "react"
import { jsonLdText } from "../../seo/structured-data"

/** Structured data for search engines, placed in a page's Head. */
export function JsonLd({ data }: { data: unknown }) {
  if (data === undefined) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
