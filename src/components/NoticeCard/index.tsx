import * as React from "react"
import { space } from "../../theme"
import { Panel } from "../Primitives"

export interface NoticeCardProps {
  title: string
  body: readonly string[]
}

/** One card on the Community Notice Board: a gold-topped panel with its heading and paragraphs. */
export function NoticeCard({ title, body }: NoticeCardProps) {
  return (
    <Panel as="article">
      <h2 css={{ margin: `0 0 ${space.sm}` }}>{title}</h2>
      {body.map(paragraph => (
        <p key={paragraph} css={{ margin: `0 0 ${space.sm}` }}>
          {paragraph}
        </p>
      ))}
    </Panel>
  )
}
