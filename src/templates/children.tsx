import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { DownloadGrid } from "../components/DownloadGrid"
import { JumpLinks } from "../components/JumpLinks"
import { Markdown } from "../components/Markdown"
import { markdownSections } from "../content/markdown"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { Stack } from "../components/Primitives"
import { space } from "../theme"

/** The ids of the two lists of sheets, which "On this page" links to. */
const sectionIds = { weekly: "this-week", extra: "more-to-download" } as const

/** Children's Activities: this week's sheets, more to download, further resources and the credit. */
export default function ChildrenPage({ data }: PageProps<Queries.ChildrenPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  const { weekly, extra, sheets } = page
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Stack gap="xl">
        <JumpLinks
          links={[
            { id: sectionIds.weekly, label: weekly.heading },
            { id: sectionIds.extra, label: extra.heading },
            ...markdownSections(page.body).map(section => ({ id: section.id, label: section.title })),
          ]}
        />
        <section aria-labelledby={sectionIds.weekly}>
          <h2 id={sectionIds.weekly}>{weekly.heading}</h2>
          {weekly.text && <Markdown text={weekly.text} css={{ marginBottom: space.md }} />}
          <DownloadGrid items={data.weekly.nodes} words={sheets} />
        </section>
        <section aria-labelledby={sectionIds.extra}>
          <h2 id={sectionIds.extra}>{extra.heading}</h2>
          {extra.text && <Markdown text={extra.text} css={{ marginBottom: space.md }} />}
          <DownloadGrid items={data.extra.nodes} words={sheets} lazy />
        </section>
        <Markdown text={page.body} />
        <Markdown text={page.credit} small />
      </Stack>
    </>
  )
}

export const query = graphql`
  query ChildrenPage {
    page: childrenPage(fileName: { eq: "children" }) {
      title
      lead
      description
      weekly {
        heading
        text
      }
      extra {
        heading
        text
      }
      sheets {
        ...DownloadGridWords
      }
      body
      credit
    }
    weekly: allDownload(filter: { group: { eq: "weekly" } }, sort: { order: ASC }) {
      nodes {
        ...DownloadGridItem
      }
    }
    extra: allDownload(filter: { group: { eq: "extra" } }, sort: { order: ASC }) {
      nodes {
        ...DownloadGridItem
      }
    }
  }
`

export const Head = pageHead()
