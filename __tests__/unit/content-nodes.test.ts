import fs from "node:fs"
import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { onCreateNode, shouldOnCreateNode } from "../../gatsby/on-create-node"

/**
 * gatsby/on-create-node.ts: the one place an entry's node is made, from the checked result, as a child of its
 * File node, so that a change or a deletion of the file takes the node with it.
 */

const fileNode = (relativePath: string, sourceInstanceName = "events") =>
  ({
    id: `file-${relativePath}`,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem", mediaType: "application/json" },
    sourceInstanceName,
    relativePath,
    relativeDirectory: relativePath.includes("/") ? relativePath.slice(0, relativePath.lastIndexOf("/")) : "",
    base: relativePath.slice(relativePath.lastIndexOf("/") + 1),
  }) as unknown as Node

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

/** Runs the API on one file's text and returns the nodes it made and what it told the reporter. */
async function nodesFrom(file: Node, text: string) {
  const created: Node[] = []
  const links: { parent: Node; child: Node }[] = []
  const panic = jest.fn()
  const args = {
    node: file,
    loadNodeContent: async () => text,
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    actions: {
      createNode: async (node: Node) => void created.push(node),
      createParentChildLink: (link: { parent: Node; child: Node }) => void links.push(link),
    },
    reporter: { panic },
  } as unknown as CreateNodeArgs
  await onCreateNode!(args, { plugins: [] }, () => undefined)
  return { created, links, panic }
}

describe("entry nodes", () => {
  const previousCommand = process.env.gatsby_executing_command
  afterEach(() => {
    process.env.gatsby_executing_command = previousCommand
  })

  it("are made from the checked entry (text trimmed), typed by collection, as a child of the file", async () => {
    const file = fileNode("carol-service.json")
    const { created, links } = await nodesFrom(file, `\uFEFF${JSON.stringify(event())}`)
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({ name: "Carol <em>Service</em>", parent: file.id, internal: { type: "Event" } })
    expect(links).toEqual([{ parent: file, child: created[0] }])
  })

  it("are not made for a file with a mistake; `npm start` goes on (its check shows the line)", async () => {
    process.env.gatsby_executing_command = "develop"
    const { created, panic } = await nodesFrom(fileNode("carol-service.json"), JSON.stringify(event()) + ",")
    expect(created).toEqual([])
    expect(panic).not.toHaveBeenCalled()
  })

  it("under `npm start`, site.json keeps its last correct version while it has a mistake: every page needs it", async () => {
    process.env.gatsby_executing_command = "develop"
    const siteFile = fileNode("site.json", "site")
    const site = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site/site.json"), "utf8"))
    expect((await nodesFrom(siteFile, JSON.stringify(site))).created).toHaveLength(1)
    const broken = await nodesFrom(siteFile, JSON.stringify({ ...site, title: 42 }))
    expect(broken.created).toHaveLength(1)
    expect(broken.created[0]).toMatchObject({ title: site.title, internal: { type: "SiteFacts" } })
  })

  it("stop a build on a file with a mistake, naming the file and field", async () => {
    process.env.gatsby_executing_command = "build"
    const { created, panic } = await nodesFrom(
      fileNode("carol-service.json"),
      JSON.stringify(event({ featured: "yes" })),
    )
    expect(created).toEqual([])
    expect(panic.mock.calls[0]?.[0]).toContain(
      "data/events/carol-service.json › featured: expected boolean (write true or false, without quotes)",
    )
  })

  it("are not made for a past event, so no page, JSON-LD or calendar shows it", async () => {
    const { created, panic } = await nodesFrom(
      fileNode("old.json"),
      JSON.stringify(event({ startsAt: "2019-12-01T10:00" })),
    )
    expect(created).toEqual([])
    expect(panic).not.toHaveBeenCalled()
  })

  it("come only from .json files directly in a collection folder", () => {
    const asks = (node: Node) => shouldOnCreateNode!({ node }, { plugins: [] })
    expect(asks(fileNode("carol-service.json"))).toBe(true)
    expect(asks(fileNode("old/carol-service.json"))).toBe(false)
    expect(asks(fileNode("carol-service.json.txt"))).toBe(false)
    expect(asks(fileNode("helen.json", "images"))).toBe(false)
  })
})
