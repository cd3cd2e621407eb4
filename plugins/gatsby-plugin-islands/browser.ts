/**
 * The island script's loading, in the browser: the site's standalone script calls this once the HTML is parsed.
 * The standalone script's tag names the island script (`data-islands`, written by `scriptTags`) on a page that
 * renders an island. It is loaded the first time the visitor reaches for an island (a pointer over it or pressed in
 * it, or focus moving into it), or at once when the page's address carries a query, which an island may read
 * (`/contact?send_to=`). Until then an island's server HTML works on its own, so a page is never held up by React:
 * docs/decisions/0007-islands-on-first-use.md.
 */

/** The attribute on the standalone script's tag that names the island script. */
export const islandScriptAttribute = "data-islands"

const firstUse = ["pointerover", "pointerdown", "focusin"] as const

/** Arranges for the island script named by `scriptTag` to load when `islandRoots` are first used; returns at once. */
export function loadIslandScriptOnFirstUse(
  doc: Document,
  scriptTag: Element | null,
  islandRoots: readonly Element[],
): void {
  const src = scriptTag?.getAttribute(islandScriptAttribute)
  if (!src || islandRoots.length === 0) return
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    const script = doc.createElement("script")
    script.src = src
    doc.head.append(script)
  }
  if (doc.defaultView?.location.search) return load()
  for (const root of islandRoots) for (const type of firstUse) root.addEventListener(type, load, true)
}
