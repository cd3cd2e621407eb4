import { plainTextOf, sanitizeInlineHtml } from "../../src/content/sanitize"

describe("event names: markup from content is made safe at build time", () => {
  it("keeps inline formatting", () => {
    expect(sanitizeInlineHtml("Advent Sunday <em>Parish Eucharist</em>")).toBe(
      "Advent Sunday <em>Parish Eucharist</em>",
    )
    expect(sanitizeInlineHtml("<strong>Carols</strong> by candlelight")).toBe("<strong>Carols</strong> by candlelight")
  })

  it("drops scripts with their contents, and every attribute", () => {
    expect(sanitizeInlineHtml('Fete<script>alert("x")</script>')).toBe("Fete")
    expect(sanitizeInlineHtml('<em onclick="steal()" style="color:red">Fete</em>')).toBe("<em>Fete</em>")
  })

  it("removes tags outside the allowlist but keeps their text", () => {
    expect(sanitizeInlineHtml('<img src="x" onerror="alert(1)">Fete')).toBe("Fete")
    expect(sanitizeInlineHtml('<a href="javascript:alert(1)">Fete</a>')).toBe("Fete")
    expect(sanitizeInlineHtml("<div><h1>Fete</h1></div>")).toBe("Fete")
  })

  it("gives plain text for titles and calendars", () => {
    expect(plainTextOf("Advent Sunday <em>Parish Eucharist</em>")).toBe("Advent Sunday Parish Eucharist")
    expect(plainTextOf("Fish &amp; chips <script>x</script>supper")).toBe("Fish & chips supper")
  })
})
