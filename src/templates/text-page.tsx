import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { markdownJumpLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { pageHead, type PageHeadContext, loaded } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"

/**
 * A page of plain text (History, Privacy Policy, School Admissions...): its title, summary and text, all from its
 * file in data/pages/ (gatsby/create-pages.ts makes one for each page marked `plain` in
 * src/content/collections/pages.ts), with "On this page" when the text has enough sections, and the rail.
 */
export default function TextPage({ data }: PageProps<Queries.TextPageQuery, PageHeadContext>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  return (
    <>
      <WithPageRail header={<PageHeader title={page.title} lead={page.lead} />} sections={markdownJumpLinks(page.body)}>
        <Markdown text={page.body} />
      </WithPageRail>
    </>
  )
}

export const query = graphql`
  query TextPage($fileName: String) {
    page: textPage(fileName: { eq: $fileName }) {
      title
      lead
      description
      body
    }
  }
`

export const Head = pageHead()
