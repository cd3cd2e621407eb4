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
  const created: string[] = []
  const helpers = {
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter(node => node.internal.type === type),
    actions: {
      createNode: (node: Node) => {
        created.push(node.id)
        nodes.set(node.id, node)
      },
      deleteNode: (node: Node) => void nodes.delete(node.id),
      touchNode: (node: Node) => void touched.push(node.id),
    },
  }
  return { nodes, touched, created, helpers: helpers as unknown as Parameters<typeof syncContentNodes>[2] }
}

const contentOf = (node: Node | undefined) => JSON.parse(String(node?.internal.content)) as Record<string, unknown>

describe("the content's nodes", () => {
  it("hold each entry's checked data (text trimmed) and its file's name, for gatsby-transformer-json", async () => {
    const store = nodeStore()
    await syncContentNodes(reportOf({ "data/events/carol-service.json": event() }), now, store.helpers)
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

  it("leave out a past event, so no page, JSON-LD or calendar shows it", async () => {
    const store = nodeStore()
    await syncContentNodes(
      reportOf({ "data/events/old.json": event({ startsAt: "2019-12-01T10:00" }) }),
      now,
      store.helpers,
    )
    expect(store.nodes.size).toBe(0)
  })

  it("follow the files: an entry with a mistake or deleted loses its node; site.json keeps its last correct one", async () => {
    const store = nodeStore()
    const site = { "data/site/site.json": { title: "kept" } }
    const first = reportOf({ "data/events/carol-service.json": event() })
    await syncContentNodes(first, now, store.helpers)
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
    await syncContentNodes({ problems: [], warnings: [], entries: [] }, now, store.helpers)
    expect([...store.nodes.keys()]).toEqual(["id:site"])
    expect(store.touched).toEqual(["id:site"])
  })

  it("after a save under npm start, send Gatsby only what changed: nothing for a file unchanged or kept while broken", async () => {
    const store = nodeStore()
    const carols = { "data/events/carol-service.json": event() }
    const party = { "data/events/street-party.json": event({ name: "Street party" }) }
    await syncContentNodes(reportOf({ ...carols, ...party }), now, store.helpers)
    store.created.length = 0

    // The party is renamed; the carol service is saved unchanged.
    const renamed = { "data/events/street-party.json": event({ name: "Street party and picnic" }) }
    await syncContentNodes(reportOf({ ...carols, ...renamed }), now, store.helpers, { changesOnly: true })
    expect(store.created).toEqual(["id:ContentEntry data/events/street-party.json"])
    expect(contentOf(store.nodes.get(store.created[0]!))).toMatchObject({ name: "Street party and picnic" })

    // A page's file gets a mistake: its last correct node stays, and Gatsby is sent nothing.
    const home = { "data/pages/home.json": { title: "Home" } }
    const homeNode = {
      id: "id:home",
      file: "data/pages/home.json",
      collection: "pages",
      fileName: "home",
      internal: { type: CONTENT_ENTRY_TYPE, content: JSON.stringify(home["data/pages/home.json"]) },
    } as unknown as Node
    store.nodes.set(homeNode.id, homeNode)
    store.created.length = 0
    await syncContentNodes(reportOf({ ...carols, ...renamed }), now, store.helpers, { changesOnly: true })
    expect(store.created).toEqual([])
    expect(store.touched).toEqual([])
    expect(store.nodes.has("id:home")).toBe(true)
  })
})
