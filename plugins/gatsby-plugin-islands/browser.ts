/**
 * The scripts the standalone script loads later, in the browser; it calls these when it first runs. Its tag names
 * them (written by `scriptTags`):
 * - the island script (`data-islands`), on a page that renders an island. It is loaded the first time the visitor
 *   reaches for an island (a pointer over it or pressed in it, or focus moving into it, also before the standalone
 *   script ran), or at once when the page's address carries a query, which an island may read
 *   (`/contact?send_to=`). Until then an island's server HTML works on its own, so a page is never held up by React:
 *   docs/decisions/0007-islands-on-first-use.md.
 * - the idle script (`data-idle`), on every page, loaded once the page has loaded and the browser is idle: the
 *   site's page-load metrics (docs/decisions/0008-page-metrics-as-an-idle-script.md).
 * Either one that fails to load, or has not loaded within 120 seconds, counts as failed: the page works on without it
 * (the form as a plain HTML form), and a failed island script is asked for again when the visitor next reaches for an
 * island.
 */

/** The attribute on the standalone script's tag that names the island script. */
export const islandScriptAttribute = "data-islands"

/** The attribute on the standalone script's tag that names the idle script. */
export const idleScriptAttribute = "data-idle"

const firstUse = ["pointerover", "pointerdown", "focusin"] as const

/** A script that has not loaded after 120 seconds counts as failed (the site's time-out for loading a script). */
export const scriptLoadTimeoutMs = 120_000

/**
 * Appends a script. If it fails to load, or has not loaded within `scriptLoadTimeoutMs`, it counts as failed: its tag
 * is removed (a browser still runs a removed script that arrives, so the scripts check `cameInTime` first) and
 * `onFailure` is called. The page goes on working without it.
 */
function appendScript(doc: Document, src: string, onFailure?: () => void): void {
  const script = doc.createElement("script")
  const fail = () => {
    clearTimeout(timer)
    script.remove()
    onFailure?.()
  }
  const timer = setTimeout(fail, scriptLoadTimeoutMs)
  script.onload = () => clearTimeout(timer)
  script.onerror = fail
  script.src = src
  doc.head.append(script)
}

/**
 * Whether the island or idle script now running came in time: false once its tag has been removed for coming too
 * late (`appendScript`), when it must do nothing, since it counts as failed and may already have been asked for again.
 */
export const cameInTime = (doc: Document): boolean => doc.currentScript?.isConnected !== false

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
    // A script that failed is asked for again the next time the visitor reaches for an island.
    appendScript(doc, src, () => (loaded = false))
  }
  for (const root of islandRoots) for (const type of firstUse) root.addEventListener(type, load, true)
  // A visitor may reach for an island before this script runs (it comes once the text has painted): already there
  // counts as reaching for it.
  const alreadyThere = islandRoots.some(root => root.contains(doc.activeElement) || root.matches(":hover"))
  if (doc.defaultView?.location.search || alreadyThere) load()
}

/**
 * Arranges for the idle script named by `scriptTag` to load after the page's load event, when the browser is next
 * idle (within 5 seconds; 3 seconds after load where there is no requestIdleCallback, as in Safari); returns at once.
 */
export function loadIdleScriptAfterLoad(doc: Document, scriptTag: Element | null): void {
  const src = scriptTag?.getAttribute(idleScriptAttribute)
  const win = doc.defaultView
  if (!src || !win) return
  const load = () => appendScript(doc, src)
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(load, { timeout: 5000 })
    else win.setTimeout(load, 3000)
  }
  if (doc.readyState === "complete") whenIdle()
  else win.addEventListener("load", whenIdle, { once: true })
}
