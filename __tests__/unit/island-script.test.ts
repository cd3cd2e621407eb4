import { addIslandScript } from "../../src/build/island-script"
import { needsReact } from "../../src/hydrated-pages"
import { islandPropsJson } from "../../src/islands"

const marker = `${Object.keys(needsReact)[0]}=""`
const pageWith = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`
const islandScripts = (html: string) => html.match(/<script src="\/static\/islands\/[^"]*" defer><\/script>/g) ?? []

describe("addIslandScript", () => {
  test("a page with an island gets the script once, even when built again with a new bundle", () => {
    const once = addIslandScript(pageWith(`<div ${marker}><form></form></div>`), "/static/islands/islands-old.js")
    const again = addIslandScript(once, "/static/islands/islands-new.js")
    expect(islandScripts(again)).toEqual(['<script src="/static/islands/islands-new.js" defer></script>'])
  })

  test("a page without an island gets none, and loses one an earlier build gave it", () => {
    const html = pageWith("<p>static</p>")
    expect(addIslandScript(html, "/static/islands/islands-a.js")).toBe(html)
    const stale = html.replace("</head>", '<script src="/static/islands/islands-old.js" defer></script></head>')
    expect(islandScripts(addIslandScript(stale, "/static/islands/islands-a.js"))).toEqual([])
  })
})

test("an island's props survive as JSON that no text in them can break out of", () => {
  const props = { allPerson: { nodes: [{ name: "</script><script>alert(1)</script>" }] } }
  const json = islandPropsJson(props)
  expect(json).not.toContain("</script")
  expect(JSON.parse(json)).toEqual(props)
})
