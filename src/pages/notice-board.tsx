import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { NoticeCard } from "../components/NoticeCard"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { bareList, media, space } from "../theme"

/**
 * Community Notice Board (spec §2): text cards in a masonry grid. CSS columns
 * give the masonry look with no script: cards keep their own heights and
 * flow down one column, then the next; phones show a single column.
 */
export default function NoticeBoardPage({ data }: PageProps<Queries.NoticeBoardPageQuery>) {
  const page = data.page
  // Its file is missing or, under `npm start`, being rewritten: the content check names it, and the page waits.
  if (!page) return null
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <ul
        css={{
          ...bareList,
          columnGap: space.lg,
          columns: 1,
          [media.tablet]: { columns: 2 },
          [media.desktop]: { columns: 3 },
        }}
      >
        {data.allNotice.nodes.map(notice => (
          <li key={notice.title} css={{ breakInside: "avoid", marginBottom: space.lg }}>
            <NoticeCard notice={notice} />
          </li>
        ))}
      </ul>
    </>
  )
}

export const query = graphql`
  query NoticeBoardPage {
    page: listPage(fileName: { eq: "notice-board" }) {
      title
      lead
      description
    }
    allNotice(sort: { order: ASC }) {
      nodes {
        ...NoticeCard
      }
    }
  }
`

export const Head = pageHead()
