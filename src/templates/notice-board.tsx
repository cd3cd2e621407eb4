import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { NoticeCard } from "../components/NoticeCard"
import { loaded, pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import { bareList, media, space } from "../theme"

/**
 * Community Notice Board: text cards in a masonry grid, with no script. CSS columns keep each card's
 * own height and flow the cards down one column, then the next, in the editors' order; the browser balances the
 * columns. Two columns at most: with two, balancing cards that do not break always ends each column within one
 * card's height of the other, while a third column can be left short or empty (four cards in three columns left
 * a hole under the first). Cards are spaced by padding inside their unbreakable box, not a margin, which WebKit
 * carries over a column break and so starts the next column lower. Phones show one column. Beside the cards, the
 * rail of the Community section, as on News & Events.
 */
export default function NoticeBoardPage({ data }: PageProps<Queries.NoticeBoardPageQuery>) {
  const page = loaded(data, "page")?.page
  if (!page) return null
  return (
    <>
      <WithPageRail wide header={<PageHeader title={page.title} lead={page.lead} />}>
        <ul
          css={{
            ...bareList,
            columnGap: space.lg,
            columns: 1,
            [media.tablet]: { columns: 2 },
          }}
        >
          {data.allNotice.nodes.map(notice => (
            <li
              key={notice.title}
              css={{ breakInside: "avoid", paddingBottom: space.lg, "&:last-child": { paddingBottom: 0 } }}
            >
              <NoticeCard notice={notice} />
            </li>
          ))}
        </ul>
      </WithPageRail>
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
