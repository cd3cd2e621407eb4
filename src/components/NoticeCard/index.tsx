import * as React from "react"
import { graphql } from "gatsby"
import { space } from "../../theme"
import { Panel } from "../Primitives"

export const noticeCardFields = graphql`
  fragment NoticeCard on Notice {
    title
    body
  }
`

/** One card on the Community Notice Board: a gold-topped panel with its heading and paragraphs. */
export function NoticeCard({ notice }: { notice: Queries.NoticeCardFragment }) {
  return (
    <Panel as="article">
      <h2 css={{ margin: `0 0 ${space.sm}` }}>{notice.title}</h2>
      {notice.body.map(paragraph => (
        <p key={paragraph} css={{ margin: `0 0 ${space.sm}` }}>
          {paragraph}
        </p>
      ))}
    </Panel>
  )
}
