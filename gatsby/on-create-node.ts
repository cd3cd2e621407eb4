import path from "node:path"
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby"
import * as jsonTransformer from "gatsby-transformer-json/gatsby-node"
import { extensionOf, type AnyCollection } from "../src/content/collection"
import { collectionByFolder } from "../src/content/collections"
import { fileNameOf } from "../src/content/entry-problems"
import { siteNow } from "../src/content/site-now"
import { reportLines } from "../src/content/report"
import { checkEntrySource } from "../src/content/validate"
import { isDevelop } from "./content-watch"

/**
 * The one place an entry's GraphQL node is made, at build time and on every change under `npm start`:
 * gatsby-source-filesystem makes a File node for each file in data/<collection>/ (and watches the folders);
 * here each entry file is checked (src/content/validate.ts, `checkEntrySource`), and gatsby-transformer-json makes
 * the node from the *checked* result, not the raw file, as a child of the File node. So what the schema cleans
 * (trimmed text) is what pages get; a file with a mistake makes no node (the content check says why: the build
 * stops, `npm start` shows it in the terminal and on the page); and when a file changes or is deleted Gatsby drops
 * its old node with it. (Under `npm start` only, site.json and menu.json keep their last correct version meanwhile.) gatsby-transformer-json is not listed in gatsby-config's plugins, so it never reads a raw file.
 * An entry its collection leaves out (`include`: a past event) makes no node at all, so every page, the JSON-LD and
 * the calendar feeds leave it out together.
 */

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  relativeDirectory: string
  base: string
}

const isFile = (node: Node): node is FileNode => node.internal.type === "File"

/** An entry: a .json or .md file directly in its collection's folder (anything else there is reported by the check). */
function collectionOfEntry(node: Node): AnyCollection | undefined {
  if (!isFile(node) || node.relativeDirectory !== "") return undefined
  const collection = collectionByFolder(node.sourceInstanceName)
  return collection && path.extname(node.base).toLowerCase() === extensionOf(collection) ? collection : undefined
}

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) =>
  Boolean(collectionOfEntry(node as unknown as Node))

export const onCreateNode: GatsbyNode["onCreateNode"] = async args => {
  const { node, loadNodeContent, reporter } = args
  const collection = collectionOfEntry(node)
  if (!collection) return
  const file = `data/${collection.folder}/${(node as FileNode).relativePath}`
  const { data, problems } = checkEntrySource(collection, file, await loadNodeContent(node as FileNode))
  if (!data) {
    // The full check already stopped the build before this point; under `npm start` it has printed these lines.
    if (!isDevelop()) reporter.panic(reportLines({ problems, warnings: [] }).join("\n"))
    // Every page needs site.json, menu.json and its own words: while one has a mistake, `npm start` keeps its last
    // correct version, so the page stays readable beside the message. An entry of the other collections just leaves.
    const kept = collection.shape.kind === "many" ? undefined : lastCorrect.get(node.id)
    if (kept) await createEntryNode(args, collection, kept)
    return
  }
  const entry = { fileName: fileNameOf(file), ...data }
  if (collection.shape.kind !== "many") lastCorrect.set(node.id, entry)
  if (!collection.include(data, siteNow())) return
  await createEntryNode(args, collection, entry)
}

/** Under `npm start`: the last version of site.json, menu.json and each page's words that passed the check. */
const lastCorrect = new Map<string, Record<string, unknown>>()

/** gatsby-transformer-json makes the node, a child of the File node, from the checked data instead of the file. */
const createEntryNode = (args: CreateNodeArgs, collection: AnyCollection, data: Record<string, unknown>) =>
  jsonTransformer.onCreateNode(
    { ...args, loadNodeContent: async () => JSON.stringify(data) },
    { typeName: () => collection.typeName },
  )
