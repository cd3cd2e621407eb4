import { domMarkers, select } from "../dom-markers"

/**
 * The desktop menu bar's drop-downs and mega menus: the WAI-ARIA APG
 * "disclosure navigation" pattern over the server-rendered bar
 * (src/components/DesktopMenu). Each item's button gets aria-expanded and
 * aria-controls; Enter/Space (a native button click) toggle its panel; one panel
 * is open at a time; Escape closes it and returns focus to its button if focus
 * was inside; a pointer press outside, tabbing out, or following a link inside
 * closes it. Until this runs, CSS shows a panel while its item is hovered or
 * holds focus; `data-enhanced` on the bar switches that off.
 */
export function enhanceDesktopMenu(bar: HTMLElement, doc: Document = document): void {
  const items = [...bar.children].flatMap(child => {
    const button = child.querySelector<HTMLButtonElement>(":scope > button")
    const panel = child.querySelector<HTMLElement>(`:scope > ${select(domMarkers.desktopPanel)}`)
    return child instanceof HTMLLIElement && button && panel ? [{ item: child, button, panel }] : []
  })
  let openItem: HTMLLIElement | null = null

  const show = (item: HTMLLIElement | null) => {
    openItem = item
    for (const entry of items) {
      entry.item.toggleAttribute("data-open", entry.item === item)
      entry.button.setAttribute("aria-expanded", String(entry.item === item))
    }
  }
  const close = (item: HTMLLIElement) => {
    if (openItem === item) show(null)
  }

  for (const { item, button, panel } of items) {
    button.setAttribute("aria-controls", panel.id)
    button.addEventListener("click", () => show(openItem === item ? null : item))
    item.addEventListener("focusout", event => {
      // Tabbing (or clicking) to something outside closes the panel; a click on plain text inside does not.
      const next = event.relatedTarget
      if (next instanceof Node && !item.contains(next)) close(item)
    })
    panel.addEventListener("click", event => {
      // A link to the page already shown does not navigate, so close here too.
      if (event.target instanceof Element && event.target.closest("a")) close(item)
    })
  }

  doc.addEventListener("keydown", event => {
    if (event.key !== "Escape" || !openItem) return
    const focusWasInside = openItem.contains(doc.activeElement)
    const button = items.find(entry => entry.item === openItem)?.button
    show(null)
    if (focusWasInside) button?.focus()
  })
  doc.addEventListener("pointerdown", event => {
    if (openItem && !(event.target instanceof Node && openItem.contains(event.target))) show(null)
  })

  // Take over from the CSS: a panel the reader had tabbed into before the script arrived stays open.
  const focusedPanel = doc.activeElement?.closest(select(domMarkers.desktopPanel))
  show(items.find(entry => entry.panel === focusedPanel)?.item ?? null)
  bar.setAttribute("data-enhanced", "")
}
