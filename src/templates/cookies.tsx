import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"

/** Cookies, its heading only (docs/requirements.md#routes): its title from data/pages/cookies.md. */
export default function CookiesPage({ data }: PageProps<Queries.CookiesPageQuery>) {
  const page = loaded(data, "page")?.page
  return page && <PageHeader title={page.title} />
}

export const query = graphql`
  query CookiesPage {
    page: headingOnlyPage(fileName: { eq: "cookies" }) {
      title
      description
    }
  }
`

export const Head = pageHead()
