import { domMarkers, select } from "../dom-markers"

/**
 * The phone Menu (src/components/PhoneMenu). The server HTML holds a native
 * <details>, which opens and closes without any script, and an empty hidden
 * <button>. This turns the button into the control: it takes the summary's
 * icons and label, gets aria-expanded and aria-controls, and shows or hides the
 * list; the details stays open underneath with its summary hidden. Escape
 * closes the list (focus back on Menu); choosing a link closes it. A list opened
 * before the script arrived stays open, and focus stays on Menu.
 */
export function enhancePhoneMenu(container: HTMLElement, doc: Document = document): void {
  const button = container.querySelector<HTMLButtonElement>(select(domMarkers.phoneMenuToggle))
  const details = container.querySelector("details")
  const summary = details?.querySelector("summary")
  const list = details?.querySelector<HTMLElement>("ul[id]")
  if (!button || !details || !summary || !list) return

  const wasOpen = details.open
  const focusWasOnMenu = details.contains(doc.activeElement)
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open))
    list.hidden = !open
  }

  button.replaceChildren(...[...summary.childNodes].map(node => node.cloneNode(true)))
  button.setAttribute("aria-controls", list.id)
  setOpen(wasOpen)
  details.open = true
  summary.hidden = true
  button.hidden = false
  if (focusWasOnMenu) button.focus()

  button.addEventListener("click", () => setOpen(list.hidden))
  list.addEventListener("click", event => {
    // A link to the page already shown does not navigate, so close here too.
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false)
  })
  doc.addEventListener("keydown", event => {
    if (event.key !== "Escape" || list.hidden) return
    const focusWasInside = container.contains(doc.activeElement)
    setOpen(false)
    if (focusWasInside) button.focus()
  })
}
