import type { Node } from "gatsby"
import { CONTENT_ENTRY_TYPE, syncContentNodes, typeNameOfContentEntry } from "../../gatsby/content-nodes"
import { collectionByFolder } from "../../src/content/collections"
import { checkEntrySource, type ContentReport } from "../../src/content/validate"

/**
 * gatsby/content-nodes.ts: the checked content becomes Gatsby's nodes, one ContentEntry per entry file that passed
 * its check, which gatsby-transformer-json types by the file's collection or page.
 */

const now = new Date("2026-11-22T12:00:00Z")

const event = (overrides: Record<string, unknown> = {}) => ({
  order: 1,
  name: "  Carol <em>Service</em> ",
  serviceType: "eucharist",
  startsAt: "2026-12-20T18:00",
  content: ["Carols by candlelight."],
  tags: "Carols",
  teaAndCoffee: false,
  eucharist: false,
  featured: true,
  ...overrides,
})

/** The report the content check gives for these files (each checked as the check does). */
function reportOf(files: Record<string, unknown>): ContentReport {
  const entries = Object.entries(files).flatMap(([file, data]) => {
    const collection = collectionByFolder(file.split("/")[1]!)!
    const checked = checkEntrySource(collection, file, JSON.stringify(data))
    const fileName = file.replace(/^.*\//, "").replace(/\.json$/, "")
    return checked.data ? [{ collection, file, fileName, data: checked.data }] : []
  })
  return { problems: [], warnings: [], entries }
}

/** Gatsby's node store as far as the sync uses it, starting with `existing`. */
function nodeStore(existing: Node[] = []) {
  const nodes = new Map(existing.map(node => [node.id, node]))
  const touched: string[] = []
  const helpers = {
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNodesByType: (type: string) => [...nodes.values()].filter(node => node.internal.type === type),
    actions: {
      createNode: (node: Node) => void nodes.set(node.id, node),
      deleteNode: (node: Node) => void nodes.delete(node.id),
      touchNode: (node: Node) => void touched.push(node.id),
    },
  }
  return { nodes, touched, helpers: helpers as unknown as Parameters<typeof syncContentNodes>[2] }
}

const contentOf = (node: Node | undefined) => JSON.parse(String(node?.internal.content)) as Record<string, unknown>

describe("the content's nodes", () => {
  it("hold each entry's checked data (text trimmed) and its file's name, for gatsby-transformer-json", () => {
    const store = nodeStore()
    syncContentNodes(reportOf({ "data/events/carol-service.json": event() }), now, store.helpers)
    const [node] = store.nodes.values()
    expect(node).toMatchObject({
      file: "data/events/carol-service.json",
      internal: { type: CONTENT_ENTRY_TYPE, mediaType: "application/json" },
    })
    expect(contentOf(node)).toMatchObject({ fileName: "carol-service", name: "Carol <em>Service</em>" })
  })

  it("are typed by their collection, and each page by its own kind", () => {
    const typeOf = (collection: string, fileName: string) =>
      typeNameOfContentEntry({
        node: { id: "x", collection, fileName, internal: { type: CONTENT_ENTRY_TYPE } } as unknown as Node,
      })
    expect(typeOf("events", "carol-service")).toBe("Event")
    expect(typeOf("pages", "home")).toBe("HomePage")
    expect(typeOf("pages", "history")).toBe("TextPage")
    expect(() => typeOf("pages", "not-a-page")).toThrow()
  })

  it("leave out a past event, so no page, JSON-LD or calendar shows it", () => {
    const store = nodeStore()
    syncContentNodes(reportOf({ "data/events/old.json": event({ startsAt: "2019-12-01T10:00" }) }), now, store.helpers)
    expect(store.nodes.size).toBe(0)
  })

  it("follow the files: an entry with a mistake or deleted loses its node; site.json keeps its last correct one", () => {
    const store = nodeStore()
    const site = { "data/site/site.json": { title: "kept" } }
    const first = reportOf({ "data/events/carol-service.json": event() })
    syncContentNodes(first, now, store.helpers)
    // site.json as the check passed it earlier (its node made from that version).
    const siteNode = {
      id: "id:site",
      file: Object.keys(site)[0],
      collection: "site",
      fileName: "site",
      internal: { type: CONTENT_ENTRY_TYPE, content: JSON.stringify(site["data/site/site.json"]) },
    } as unknown as Node
    store.nodes.set(siteNode.id, siteNode)

    // Now both files have a mistake: the check passes neither.
    syncContentNodes({ problems: [], warnings: [], entries: [] }, now, store.helpers)
    expect([...store.nodes.keys()]).toEqual(["id:site"])
    expect(store.touched).toEqual(["id:site"])
  })
})
