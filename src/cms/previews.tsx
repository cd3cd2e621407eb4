import * as React from "react"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { EventItem } from "../components/EventItem"
import { GlobalStyles } from "../components/Layout/global-styles"
import { NoticeCard } from "../components/NoticeCard"
import { PersonCard } from "../components/PersonCard"
import { Markdown } from "../components/Markdown"
import { PageHeader } from "../components/PageHeader"
import { WordingProvider, type Wording } from "../components/Wording"
import { eventWhen } from "../content/event-dates"
import { space } from "../theme"
import siteWording from "../../data/wording/wording.json"
import type { CmsField } from "./config"
import { plainTextOfInlineHtml, sanitizeInlineHtmlInBrowser } from "./inline-html"

/**
 * What Decap hands a preview template: the entry being edited (an Immutable map), the preview frame, and each
 * field's own preview (Decap's rendering of a Markdown field, for one).
 */
export interface PreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> } | undefined }
  document: Document
  widgetFor?: (name: string) => React.ReactNode
}

const text = (value: unknown) => (typeof value === "string" ? value : "")
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : [])
const optionalBoolean = (value: unknown) => (typeof value === "boolean" ? value : null)

/** The date in words, or nothing while the editor is still typing a time the site cannot read yet. */
function whenOf(data: Record<string, unknown>): string {
  try {
    return eventWhen(data)
  } catch {
    return text(data.date)
  }
}

/**
 * An event entry as EventItem's GraphQL-shaped props (Event.nameHtml, Event.when); its photo is sized by the build,
 * so the preview shows none (as for portraits).
 */
export function eventItemProps(data: Record<string, unknown>, document: Document): Queries.EventItemFragment {
  return {
    nameHtml: sanitizeInlineHtmlInBrowser(text(data.name), document),
    nameText: plainTextOfInlineHtml(text(data.name), document),
    serviceType: text(data.serviceType),
    when: whenOf(data),
    startsAt: text(data.startsAt) || null,
    content: texts(data.content),
    tags: text(data.tags),
    sundayClubs: optionalBoolean(data.sundayClubs),
    teaAndCoffee: data.teaAndCoffee === true,
    picture: null,
  }
}

/** A person entry as PersonCard's props; the portrait is sized by the build, so the preview shows none. */
export function personCardProps(data: Record<string, unknown>) {
  return {
    name: text(data.name),
    shortName: text(data.shortName),
    role: text(data.role),
    description: text(data.description),
    website: text(data.website) || null,
    email: text(data.email) || null,
    telephone: text(data.telephone) || null,
    portrait: { image: null },
  }
}

/**
 * The site's own components inside Decap's preview frame: emotion writes their styles into the frame's head (one
 * cache per frame), with the site's global styles, so the preview looks like the page.
 */
function InFrame({ document, children }: { document: Document; children: React.ReactNode }) {
  const cache = React.useMemo(() => createCache({ key: "preview", container: document.head }), [document])
  return (
    <CacheProvider value={cache}>
      {/* The words many pages share, as the layout gives them to every page. */}
      <WordingProvider value={siteWording as Wording}>
        <GlobalStyles />
        <div css={{ padding: space.lg }}>{children}</div>
      </WordingProvider>
    </CacheProvider>
  )
}

const dataOf = (entry: PreviewProps["entry"]) => entry.get("data")?.toJS() ?? {}

export function EventPreview({ entry, document }: PreviewProps) {
  return (
    <InFrame document={document}>
      <EventItem {...eventItemProps(dataOf(entry), document)} />
    </InFrame>
  )
}

export function PersonPreview({ entry, document }: PreviewProps) {
  return (
    <InFrame document={document}>
      <PersonCard person={personCardProps(dataOf(entry))} />
    </InFrame>
  )
}

export function NoticePreview({ entry, document }: PreviewProps) {
  const data = dataOf(entry)
  return (
    <InFrame document={document}>
      <NoticeCard title={text(data.title)} body={texts(data.body)} />
    </InFrame>
  )
}

/** Every Markdown value of an entry, in form order, at any depth (a page's text, a panel's note). */
function markdownTexts(fields: readonly CmsField[], data: Record<string, unknown>): string[] {
  return fields.flatMap(field => {
    const value = data[field.name]
    if (field.widget === "markdown") return typeof value === "string" && value.trim() ? [value] : []
    return field.fields && value && typeof value === "object" && !Array.isArray(value)
      ? markdownTexts(field.fields, value as Record<string, unknown>)
      : []
  })
}

/**
 * The preview of an entry with Markdown fields (a page's text): its title and summary as the page's header, then each
 * Markdown text as the site renders it (src/content/markdown.ts), in the site's typography and reading width.
 */
export function markdownPreview(fields: readonly CmsField[], titleField?: string) {
  return function MarkdownPreview({ entry, document }: PreviewProps) {
    const data = dataOf(entry)
    return (
      <InFrame document={document}>
        {titleField && text(data[titleField]) ? (
          <PageHeader title={text(data[titleField])} lead={text(data.lead) || undefined} />
        ) : null}
        {markdownTexts(fields, data).map((markdown, index) => (
          <Markdown key={index} text={markdown} css={{ marginBottom: space.lg }} />
        ))}
      </InFrame>
    )
  }
}

/** Preview templates by collection (the folder's name under data/). */
export const previewTemplates = { events: EventPreview, people: PersonPreview, notices: NoticePreview } as const

/**
 * A collection's preview: the site's own component where there is one, else the site's typography for an entry with
 * Markdown fields, else Decap's plain list of fields.
 */
export function previewTemplateFor(collection: string, fields: readonly CmsField[], titleField?: string) {
  if (collection in previewTemplates) return previewTemplates[collection as keyof typeof previewTemplates]
  return fields.some(field => field.widget === "markdown") ? markdownPreview(fields, titleField) : undefined
}
