import type { Node, SourceNodesArgs } from "gatsby"
import { typeNameOfFile, type AnyCollection, type Entry } from "../src/content/collection"
import { collectionByFolder } from "../src/content/collections"
import type { ContentReport } from "../src/content/validate"

/**
 * The checked content as Gatsby nodes. Each entry file that passed the content check becomes one `ContentEntry`
 * node holding the checked data as JSON (`internal.content`, `mediaType` application/json); gatsby-transformer-json,
 * listed in gatsby-config as its README shows, turns each into the entry's typed node (Event, Person, HomePage...) as
 * its child. So pages only ever see data that passed its schema (text trimmed), and a file with a mistake makes no
 * node (the content check names it).
 */
export const CONTENT_ENTRY_TYPE = "ContentEntry"

export interface ContentEntryNode extends Node {
  /** the entry's file from the project root, e.g. "data/events/street-party.json" */
  file: string
  /** its collection's folder under data/ */
  collection: string
  /** its file's name without the extension, e.g. "street-party" */
  fileName: string
}

type NodeHelpers = Pick<
  SourceNodesArgs,
  "actions" | "createNodeId" | "createContentDigest" | "getNode" | "getNodesByType"
>

/**
 * ContentEntry's GraphQL type, declared whole: an inferred one would gain a childEvent (childNotice...) field only
 * while some entry of that collection is shown, so the generated types would change as events pass. Pages query the
 * typed nodes, never these fields, so no child fields are declared.
 */
export const contentEntryTypeDefs = `type ${CONTENT_ENTRY_TYPE} implements Node @dontInfer {
  file: String!
  collection: String!
  fileName: String!
}`

const isContentEntry = (node: Node): node is ContentEntryNode => node.internal.type === CONTENT_ENTRY_TYPE

/** gatsby-transformer-json's `typeName` option: the typed node's type is its file's (its collection's or page's). */
export function typeNameOfContentEntry({ node }: { node: Node }): string {
  const collection = isContentEntry(node) ? collectionByFolder(node.collection) : undefined
  const typeName = collection && typeNameOfFile(collection, String(node.fileName))
  if (!typeName) throw new Error(`gatsby-transformer-json was given ${node.id}, which is not an entry of data/`)
  return typeName
}

function contentEntryNode(entry: Entry, { createNodeId, createContentDigest }: NodeHelpers) {
  const content = JSON.stringify({ fileName: entry.fileName, ...entry.data })
  return {
    id: createNodeId(`${CONTENT_ENTRY_TYPE} ${entry.file}`),
    file: entry.file,
    collection: entry.collection.folder,
    fileName: entry.fileName,
    internal: {
      type: CONTENT_ENTRY_TYPE,
      mediaType: "application/json",
      content,
      contentDigest: createContentDigest(content),
    },
  }
}

/**
 * Whether a collection's files keep their last correct node while they have a mistake: every page needs site.json,
 * menu.json and wording.json, and a page its own words, so without them it could not be shown at all.
 */
export const keepsLastCorrectNode = (collection: AnyCollection): boolean => collection.shape.kind !== "many"

/**
 * Makes the nodes match the latest check: a node for every entry the site shows (not a past event), none for a file
 * that is gone or has a mistake, except that a file pages need keeps its last correct node while it has a mistake
 * (the node is in Gatsby's cache, so it outlives a restart of `npm start`).
 *
 * `changesOnly`, for the checks after a save under `npm start`, sends Gatsby only what changed: a node sent while
 * Gatsby is still running the last save's queries can leave a page empty (docs/decisions/0005-nodes-after-a-save.md).
 * A sourceNodes run sends every node, since Gatsby deletes those it neither creates nor touches. Resolves once
 * Gatsby has made the changed nodes.
 */
export async function syncContentNodes(
  report: ContentReport,
  now: Date,
  helpers: NodeHelpers,
  { changesOnly = false } = {},
): Promise<void> {
  const { actions } = helpers
  const shown = new Set<string>()
  const made: unknown[] = []
  for (const entry of report.entries.filter(candidate => candidate.collection.include(candidate.data, now))) {
    const node = contentEntryNode(entry, helpers)
    shown.add(node.id)
    const unchanged = helpers.getNode(node.id)?.internal.contentDigest === node.internal.contentDigest
    if (!(changesOnly && unchanged)) made.push(actions.createNode(node))
  }
  for (const node of helpers.getNodesByType(CONTENT_ENTRY_TYPE)) {
    if (!isContentEntry(node) || shown.has(node.id)) continue
    const collection = collectionByFolder(node.collection)
    if (!collection || !keepsLastCorrectNode(collection)) actions.deleteNode(node)
    else if (!changesOnly) actions.touchNode(node)
  }
  await Promise.all(made)
}
