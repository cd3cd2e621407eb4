import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { NoticeCard } from "../components/NoticeCard"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { bareList, media, space } from "../theme"

/**
 * Community Notice Board (spec §2): text cards in a masonry grid. CSS columns
 * give the masonry look with no script: cards keep their own heights and
 * flow down one column, then the next; phones show a single column.
 */
export default function NoticeBoardPage({ data }: PageProps<Queries.NoticeBoardPageQuery>) {
  return (
    <>
      <PageHeader title="Community Notice Board" lead="News and notices from around the parish." />
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
            <NoticeCard title={notice.title} body={notice.body} />
          </li>
        ))}
      </ul>
    </>
  )
}

export const query = graphql`
  query NoticeBoardPage {
    allNotice(sort: { order: ASC }) {
      nodes {
        title
        body
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Community Notice Board"
      description={`Notices from ${parish.withPlace}: Brownies and Guides, the Cornerstones youth group, the red book cart and our overseas disaster appeal.`}
      pathname={location.pathname}
    />
  )
}
