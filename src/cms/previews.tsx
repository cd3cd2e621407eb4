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
import { events } from "../content/collections/events"
import { notices } from "../content/collections/notices"
import { people } from "../content/collections/people"
import { wording } from "../content/collections/wording"
import type { AnyCollection } from "../content/collection"
import { entryAsNode } from "../content/entry-as-node"
import { jsonSchemaOf } from "../content/json-schema"
import { space } from "../theme"
import { checkedWording } from "./bundled-wording"
import type { CmsField } from "./config"

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

/**
 * The site's own components inside Decap's preview frame: emotion writes their styles into the frame's head (one
 * cache per frame), with the site's global styles, so the preview looks like the page.
 */
function InFrame({ document, children }: { document: Document; children: React.ReactNode }) {
  const cache = React.useMemo(() => createCache({ key: "preview", container: document.head }), [document])
  return (
    <CacheProvider value={cache}>
      {/* The words many pages share, as the layout gives them to every page. */}
      <WordingProvider value={entryAsNode<Wording>(wording, checkedWording())}>
        <GlobalStyles webFonts />
        <div css={{ padding: space.lg }}>{children}</div>
      </WordingProvider>
    </CacheProvider>
  )
}

/**
 * The entry as far as it is typed. A new entry's required text and lists are not there until the editor fills them
 * in (a new event from the "New event" button has no description or tags yet): they are empty, so the component
 * shows the rest rather than failing.
 */
function dataOf(entry: PreviewProps["entry"], collection?: AnyCollection): Record<string, unknown> {
  const data = entry.get("data")?.toJS() ?? {}
  if (!collection) return data
  const schema = jsonSchemaOf(collection.schema)
  const empty = Object.entries(schema.properties ?? {})
    .filter(([name]) => schema.required?.includes(name) && (data[name] === undefined || data[name] === null))
    .flatMap(([name, node]) => (node.type === "array" ? [[name, []]] : node.type === "string" ? [[name, ""]] : []))
  return { ...data, ...Object.fromEntries(empty) }
}

/** Each collection the site shows in a component of its own, in that component, as the page shows it. */
export function EventPreview({ entry, document }: PreviewProps) {
  return (
    <InFrame document={document}>
      <EventItem {...entryAsNode<Queries.EventItemFragment>(events, dataOf(entry, events))} />
    </InFrame>
  )
}

export function PersonPreview({ entry, document }: PreviewProps) {
  return (
    <InFrame document={document}>
      <PersonCard person={entryAsNode<Queries.PersonCardFieldsFragment>(people, dataOf(entry, people))} />
    </InFrame>
  )
}

export function NoticePreview({ entry, document }: PreviewProps) {
  const notice = entryAsNode<Queries.NoticeCardFragment>(notices, dataOf(entry, notices))
  return (
    <InFrame document={document}>
      <NoticeCard notice={notice} />
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
