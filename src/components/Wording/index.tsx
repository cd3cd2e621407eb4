import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { WordingEntry } from "../../content/collections/wording"

/**
 * The words many pages share (data/wording/wording.json): the layout reads them once and hands them down, so a card
 * or a link anywhere on a page says what the parish wrote. The CMS's previews provide the same file.
 */
/** What pages say from wording.json (the calendar feeds' names are the build's, gatsby/calendar-feeds.ts). */
export type Wording = Omit<WordingEntry, "calendars">

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

export const wordingFields = graphql`
  fragment WordingFields on Wording {
    newTab
    onThisPage
    pageTop {
      skipLink
      menuName
      menuButton
    }
    menuPanels {
      readMore
      readMoreAbout
    }
    socialLinks {
      listName
      facebook
      twitter
      youtube
    }
    footer {
      visitUs
      mapLink
      sundays
      followUs
      copyright
      backToTop
    }
    pageRail {
      sectionName
      joinUs
      planVisit
    }
    tags {
      listName
    }
    events {
      sundayClubs
      noSundayClubs
      teaAndCoffee
    }
    person {
      contact
      website
      websiteLabel
      email
      phone
    }
    groupPanel {
      whoToAsk
      person
    }
    sharing {
      pictureAlt
    }
  }
`
