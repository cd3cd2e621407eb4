/** @jest-environment jsdom */
import { needsFreshForm, reloadWhenTheEntryChanges } from "../../src/cms/entry-address"

/**
 * Opening another entry by changing the address: Decap would keep the old form (an empty one for the new entry), so
 * the page loads afresh, after Decap's own question when there are unsaved changes. Decap is stood in for by the two
 * listeners it adds after the CMS's: its router's "hashchange" and its form's "beforeunload".
 */
describe("moving between entries by address", () => {
  it("needs a fresh form only between two entries, or two new entries, that differ", () => {
    const entry = (collection: string, slug: string) => `#/collections/${collection}/entries/${slug}`
    expect(needsFreshForm(entry("events", "a"), entry("people", "b"))).toBe(true)
    expect(needsFreshForm(entry("events", "a"), entry("events", "b"))).toBe(true)
    expect(needsFreshForm("#/collections/events/new", "#/collections/people/new")).toBe(true)
    // Decap's own move after a new entry's first save, and moves through other pages, remount the form.
    expect(needsFreshForm("#/collections/events/new", entry("events", "a"))).toBe(false)
    expect(needsFreshForm(entry("events", "a"), "#/collections/people")).toBe(false)
    expect(needsFreshForm("#/collections/people", entry("people", "b"))).toBe(false)
    expect(needsFreshForm(entry("events", "a"), entry("events", "a"))).toBe(false)
  })

  /** The CMS's listeners, then Decap's; `unsaved` is what Decap's form says before leaving, if anything. */
  function page(unsaved?: string, staysAfterQuestion = false) {
    window.history.replaceState(null, "", "/admin/#/collections/events/entries/a")
    // Sees every move, before anyone can stop it.
    let moved: () => void = () => undefined
    const observer = () => moved()
    window.addEventListener("hashchange", observer)
    const reloads: string[] = []
    const questions: string[] = []
    const stop = reloadWhenTheEntryChanges(window, {
      reload: () => void reloads.push(window.location.hash),
      confirm: question => {
        questions.push(question)
        return !staysAfterQuestion
      },
    })
    const decapMoves: string[] = []
    const decapRouter = () => void decapMoves.push(window.location.hash)
    const decapForm = (event: BeforeUnloadEvent) => {
      if (unsaved) event.returnValue = unsaved
    }
    window.addEventListener("hashchange", decapRouter)
    window.addEventListener("beforeunload", decapForm)
    const moveTo = async (hash: string) => {
      const arrived = new Promise<void>(resolve => (moved = resolve))
      window.location.hash = hash
      await arrived
    }
    const close = () => {
      stop()
      window.removeEventListener("hashchange", observer)
      window.removeEventListener("hashchange", decapRouter)
      window.removeEventListener("beforeunload", decapForm)
    }
    return { reloads, questions, decapMoves, moveTo, close }
  }

  it("loads the other entry afresh, with no question when nothing is unsaved", async () => {
    const { reloads, questions, decapMoves, moveTo, close } = page()
    await moveTo("#/collections/people/entries/b")
    expect(reloads).toEqual(["#/collections/people/entries/b"])
    expect(questions).toEqual([])
    // Decap never hears of the move, so it cannot show the old form at the new address.
    expect(decapMoves).toEqual([])
    close()
  })

  it("asks Decap's own question first; staying keeps the entry and its address", async () => {
    const { reloads, questions, moveTo, close } = page("Are you sure you want to leave this page?", true)
    await moveTo("#/collections/people/entries/b")
    expect(questions).toEqual(["Are you sure you want to leave this page?"])
    expect(reloads).toEqual([])
    expect(window.location.hash).toBe("#/collections/events/entries/a")
    close()
  })

  it("leaves Decap's own moves to Decap", async () => {
    const { reloads, decapMoves, moveTo, close } = page()
    await moveTo("#/collections/events")
    await moveTo("#/collections/events/new")
    expect(reloads).toEqual([])
    expect(decapMoves).toEqual(["#/collections/events", "#/collections/events/new"])
    close()
  })
})
