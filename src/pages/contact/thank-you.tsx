import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Markdown } from "../../components/Markdown"
import { loaded, pageHead } from "../../components/PageHead"
import { PageHeader } from "../../components/PageHeader"

/** The page a sent message arrives at : the required thank-you sentence (docs/requirements.md#screens), then a way on, from thank-you.md. */
export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Markdown text={page.body} />
    </>
  )
}

export const query = graphql`
  query ThankYouPage {
    page: thankYouPage(fileName: { eq: "thank-you" }) {
      title
      lead
      description
      body
    }
  }
`

// Only reached after sending a message: nothing here for search engines (it is also left out of the sitemap).
export const Head = pageHead({ noindex: true })
