import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"

/**
 * The words many pages share (data/wording/wording.json): the layout reads them once and hands them down, so a card
 * or a link anywhere on a page says what the parish wrote. The CMS's previews provide the same file.
 */
/** Every word of wording.json: its fragment, `WordingFields`, is made from the schema (gatsby/generated-fragments.ts). */
export type Wording = Queries.WordingFieldsFragment

const WordingContext = React.createContext<Wording | null>(null)

export const WordingProvider = WordingContext.Provider

/** Every page's words from data/wording/wording.json, for the components inside it. */
export function SiteWording({ children }: { children: React.ReactNode }) {
  const { wording } = useStaticQuery<Queries.SiteWordingQuery>(graphql`
    query SiteWording {
      wording {
        ...WordingFields
      }
    }
  `)
  if (!wording) throw new Error("data/wording/wording.json is missing; the content check explains what to do")
  return <WordingProvider value={wording}>{children}</WordingProvider>
}

export function useWording(): Wording {
  const wording = React.useContext(WordingContext)
  if (!wording) throw new Error("useWording needs a WordingProvider: the layout gives one to every page")
  return wording
}
