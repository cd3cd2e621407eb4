/**
 * Decap keeps its entry form mounted when the address changes from one entry straight to another (typed, pasted or
 * a bookmark): its router renders the same Editor for both (decap-cms-core, src/components/App/App.js, the
 * "/collections/:name/entries/*" route, with no key), and the Editor loads an entry only when it is first mounted
 * (src/components/Editor/Editor.js: componentDidMount calls loadEntry; componentDidUpdate never looks at a new
 * slug or collection). The form then shows the new collection's fields with nothing in them (reported upstream as
 * decaporg/decap-cms#4147). Until Decap fixes it, the page is loaded afresh at the new address, after Decap's own
 * question about unsaved changes.
 */

/** The editor a Decap address opens: "entries" (an entry) or "new", with its collection and entry; else nothing. */
function editorAt(hash: string): { route: "entries" | "new"; place: string } | undefined {
  const match = /^#\/collections\/([^/?]+)\/(entries\/([^?]+)|new)(?:\?.*)?$/.exec(hash)
  if (!match) return undefined
  return match[3] === undefined
    ? { route: "new", place: match[1]! }
    : { route: "entries", place: `${match[1]}/${match[3]}` }
}

/**
 * Whether moving from one address to another leaves Decap's form showing the wrong entry: both open the same kind
 * of editor (two entries, or two new entries) for different entries. Decap's own moves (a new entry's first save
 * takes it from ".../new" to ".../entries/<name>") remount the form and need nothing.
 */
export function needsFreshForm(fromHash: string, toHash: string): boolean {
  const from = editorAt(fromHash)
  const to = editorAt(toHash)
  return !!from && !!to && from.route === to.route && from.place !== to.place
}

/**
 * The question Decap would ask before leaving a form with unsaved changes (its "beforeunload" listener's words), or
 * nothing when there are none: asked by sending its listener a pretend event and keeping what it writes.
 */
function unsavedChangesQuestion(window: Window): string | undefined {
  let question: unknown
  const probe = new Event("beforeunload")
  Object.defineProperty(probe, "returnValue", {
    get: () => question ?? "",
    set: (value: unknown) => (question = value),
  })
  window.dispatchEvent(probe)
  return typeof question === "string" && question ? question : undefined
}

export interface PageActions {
  reload(): void
  confirm(question: string): boolean
}

/**
 * Loads the page afresh when the address moves from one entry to another. Call it before Decap starts, so that its
 * listeners come before Decap's: Decap never hears of such a move. With unsaved changes it asks Decap's own question
 * first, and if the editor stays, the old address is put back; the reload then skips the browser's "leave site?",
 * which would ask the same again.
 */
export function reloadWhenTheEntryChanges(
  window: Window,
  page: PageActions = { reload: () => window.location.reload(), confirm: question => window.confirm(question) },
) {
  let shown = window.location.href
  let leaving = false
  const onLeave = (event: Event) => {
    if (leaving) event.stopImmediatePropagation()
  }
  const onMove = (event: Event) => {
    const from = shown
    if (!needsFreshForm(new URL(from).hash, window.location.hash)) {
      shown = window.location.href
      return
    }
    event.stopImmediatePropagation()
    const question = unsavedChangesQuestion(window)
    if (question && !page.confirm(question)) {
      window.history.replaceState(window.history.state, "", from)
      return
    }
    leaving = true
    page.reload()
  }
  window.addEventListener("beforeunload", onLeave)
  window.addEventListener("hashchange", onMove)
  /** Stops watching (for tests). */
  return () => {
    window.removeEventListener("beforeunload", onLeave)
    window.removeEventListener("hashchange", onMove)
  }
}
