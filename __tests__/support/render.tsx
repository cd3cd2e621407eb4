import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import fs from "node:fs"
import path from "node:path"
import type { AnyCollection } from "../../src/content/collection"
import { pages } from "../../src/content/collections/pages"
import { wording } from "../../src/content/collections/wording"
import { entryAsNode } from "../../src/content/entry-as-node"
import { checkEntrySource } from "../../src/content/validate"
import { WordingProvider, type Wording } from "../../src/components/Wording"

// Tells React this is a test, so act() flushes renders and effects synchronously.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const projectRoot = path.resolve(__dirname, "../..")

/** A file of data/ as the build reads it: through the content check, so the text is what the page shows. */
export function shippedEntry<Data>(collection: AnyCollection, file: string): Data {
  const checked = checkEntrySource(collection, file, fs.readFileSync(path.join(projectRoot, file), "utf8"))
  if (!checked.data) throw new Error(`${file} does not pass the content check; run npm run validate-content`)
  return checked.data as Data
}

/** A file of data/ as its GraphQL node gives it to a component (photos unsized), typed as the caller's fragment. */
export const shippedNode = <Fragment,>(collection: AnyCollection, file: string): Fragment =>
  entryAsNode<Fragment>(collection, shippedEntry(collection, file), file.replace(/^.*\//, "").replace(/\.\w+$/, ""))

/** Every entry of a collection as its nodes give them (data/<folder>/*.json). */
export const shippedNodes = <Fragment,>(collection: AnyCollection): Fragment[] =>
  fs
    .readdirSync(path.join(projectRoot, "data", collection.folder))
    .filter(name => name.endsWith(".json"))
    .map(name => shippedNode<Fragment>(collection, `data/${collection.folder}/${name}`))

/** The words many pages share, as shipped in data/wording/wording.json. */
export const shippedWording = (): Wording => shippedEntry<Wording>(wording, "data/wording/wording.json")

/** One page's words, as shipped in data/pages/<name>.md. */
export const shippedPage = <Page,>(name: string): Page => shippedEntry<Page>(pages, `data/pages/${name}.md`)

/**
 * Renders an element into a fresh container in jsdom (no @testing-library here), inside the shipped wording as the
 * layout gives it to every page, and returns the container.
 */
export function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div")
  document.body.append(container)
  act(() => createRoot(container).render(<WordingProvider value={shippedWording()}>{element}</WordingProvider>))
  return container
}

/** The trimmed text of each element matching the selector. */
export const textsOf = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map(element => element.textContent?.trim() ?? "")
