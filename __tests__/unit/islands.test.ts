import { islandPropsJson } from "../../src/islands"

test("an island's props survive as JSON that no text in them can break out of", () => {
  const props = { allPerson: { nodes: [{ name: "</script><script>alert(1)</script>" }] } }
  const json = islandPropsJson(props)
  expect(json).not.toContain("</script")
  expect(JSON.parse(json)).toEqual(props)
})
