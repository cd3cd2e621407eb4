/** @jest-environment node */
import * as React from "react"
import { Global } from "@emotion/react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { replaceRenderer } from "../../src/render-page-body"

/** Paragraphs of two-byte characters ("×", as in a hall's size), long enough to cross React's 2 KB pieces. */
const text = (
  <div>
    {Array.from({ length: 4 }, (_, index) => (
      <p key={index}>{"×".repeat(600)}</p>
    ))}
  </div>
)

/** A page's body and head as our renderer hands them to Gatsby. */
function renderedByOurRenderer(element: React.ReactElement) {
  let body = ""
  const head: React.ReactNode[] = []
  replaceRenderer({
    bodyComponent: element,
    replaceBodyHTMLString: (html: string) => (body = html),
    setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
  } as never)
  return { body, head: renderToStaticMarkup(<>{head}</>) }
}

describe("a page's HTML", () => {
  it("keeps every character of two bytes whole, with no stray NUL byte where React's 2 KB pieces would meet", () => {
    const { body } = renderedByOurRenderer(text)
    expect(body).not.toContain("\u0000")
    expect(body).toBe(`<div>${`<p>${"×".repeat(600)}</p>`.repeat(4)}</div>`)
  })
})

describe("a page's styles", () => {
  /** A page with a global rule, as the layout has, and a component's own rule, which stylis' prefixer would prefix. */
  const pageWithStyles = (
    <main>
      <Global styles={{ body: { margin: 0 } }} />
      <p css={{ userSelect: "none" }}>{"Text"}</p>
    </main>
  )

  it("are all in the head, without vendor prefixes, named for emotion's browser cache to adopt", () => {
    // Emotion on its own writes them into the body, before the elements they style, with vendor prefixes.
    const byEmotionAlone = renderToString(pageWithStyles)
    expect(byEmotionAlone).toMatch(/<style data-emotion="css \w+">[^<]*-webkit-user-select[^<]*<\/style><p /)

    const { body, head } = renderedByOurRenderer(pageWithStyles)
    expect(body).not.toContain("<style")
    expect(head).toContain("body{margin:0;}")
    expect(head).toContain("user-select:none")
    expect(head).not.toMatch(/-(webkit|moz|ms)-/)
    // The class the paragraph carries is listed on a tag under emotion's browser key ("css"), which is how emotion in
    // a browser knows the rule is already there.
    const classId = /<p class="css-([\w-]+)"/.exec(body)?.[1]
    expect(classId).toBeDefined()
    expect(head).toMatch(new RegExp(`<style data-emotion="css [^"]*\\b${classId}\\b`))
  })

  it("of one page do not travel into the next page's head", () => {
    renderedByOurRenderer(pageWithStyles)
    const { head } = renderedByOurRenderer(<p css={{ color: "green" }}>{"Another page"}</p>)
    expect(head).toContain("color:green")
    expect(head).not.toContain("margin:0")
    expect(head).not.toContain("user-select")
  })
})
