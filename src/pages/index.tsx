import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"

// A plain temporary home page; the full Home screen is built with the other screens.
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { siteFacts } = data
  return (
    <>
      <PageHeader title={siteFacts?.title ?? ""} lead={siteFacts?.welcomeQuote.text} />
      <p>
        Services every Sunday at 10 a.m. and 6 p.m., and on Wednesdays at 10 a.m.{" "}
        <Link to="/whos-who">Who&apos;s who</Link>
      </p>
    </>
  )
}

export const query = graphql`
  query HomePage {
    siteFacts {
      title
      welcomeQuote {
        text
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => <Seo title="Welcome" pathname={location.pathname} />
