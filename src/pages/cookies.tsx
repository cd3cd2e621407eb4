import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"

/** Cookies, its heading only (docs/requirements.md#routes): its title from data/pages/cookies.md. */
export default function CookiesPage({ data }: PageProps<Queries.CookiesPageQuery>) {
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  return data.page && <PageHeader title={data.page.title} />
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
