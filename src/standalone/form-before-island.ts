import { domMarkers } from "../dom-markers"

type Control = HTMLInputElement | HTMLSelectElement

/**
 * The contact form's Sends before its island script has run (src/components/ContactForm, SummaryBeforeScript). The
 * served form has no `novalidate`, so without JavaScript the browser's own checks stop an incomplete message. Here,
 * each control the browser finds wanting fires `invalid`: the browser's bubble is cancelled and the site's error
 * summary lists those controls instead, in the messages they carry (the shared rules' words), and takes focus, at
 * every such Send. At the next Send that goes ahead (the form is complete, or its script now checks it, with
 * `novalidate`, and shows its own summary) this summary and its marks are taken away.
 */
export function showSummaryBeforeIsland(summary: HTMLElement): void {
  const form = summary.nextElementSibling?.querySelector("form")
  const list = summary.querySelector("ul")
  if (!form || !list) return
  let found: Control[] = []
  let marked: Control[] = []

  const clear = () => {
    for (const control of marked) control.removeAttribute("aria-invalid")
    marked = []
  }
  const show = () => {
    clear()
    list.replaceChildren(
      ...found.map(control => {
        const item = document.createElement("li")
        const link = item.appendChild(document.createElement("a"))
        link.href = `#${control.id}`
        link.textContent = control.getAttribute(
          control.validity.valueMissing ? domMarkers.valueMissing : domMarkers.typeMismatch,
        )
        link.onclick = event => {
          event.preventDefault()
          control.focus()
        }
        control.setAttribute("aria-invalid", "true")
        return item
      }),
    )
    marked = found
    found = []
    summary.hidden = false
    summary.focus()
  }

  form.addEventListener(
    "invalid",
    event => {
      event.preventDefault()
      // Every control in error fires, one event each, in the one task of the Send: list them all once it is done.
      if (found.push(event.target as Control) === 1) setTimeout(show)
    },
    true,
  )
  form.addEventListener(
    "submit",
    () => {
      summary.hidden = true
      clear()
    },
    true,
  )
}
