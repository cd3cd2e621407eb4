import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import fs from "node:fs"
import path from "node:path"
import { useStaticQuery } from "gatsby"

// Tells React this is a test, so act() flushes renders and effects synchronously.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders an element into a fresh container in jsdom (no @testing-library here) and returns the container. */
export function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div")
  document.body.append(container)
  act(() => createRoot(container).render(element))
  return container
}

/** The trimmed text of each element matching the selector. */
export const textsOf = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map(element => element.textContent?.trim() ?? "")

/**
 * Components that name the church read data/site/site.json through a static query: answer it, in jsdom, with
 * the shipped file, so a test never writes out the name itself.
 */
export function answerStaticQueriesWithSiteFacts() {
  const siteFacts = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site/site.json"), "utf8"))
  jest.mocked(useStaticQuery).mockReturnValue({ siteFacts })
  return siteFacts as { parishName: string; locality: string; everydayName: string }
}
