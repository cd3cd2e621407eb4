import { borders, colors, fonts, fontSizes, fontWeights, lineHeights, radii, shadows, space } from "../theme"
import type { RefusedField } from "./save-check"

/**
 * A refused save, kept on screen: Decap's own message disappears after a few seconds, so the editor's page also
 * shows the list of what to put right, each field by its label (a button that goes to the field), until the editor
 * dismisses it or the next save. The fields themselves are outlined and marked invalid for screen readers: Decap
 * has no way for a save listener to mark a field, so this works on its form's markup (each field's <label for>).
 */

export const saveRefusalWords = {
  heading: "Not saved yet",
  intro: "Please put this right, then save again:",
  dismiss: "Dismiss",
}

const PANEL_ID = "save-refusal"
const MARK = "data-save-refused"

const styles = `
#${PANEL_ID} {
  position: fixed; z-index: 10000; left: 50%; bottom: ${space.md}; transform: translateX(-50%);
  width: min(40rem, calc(100% - 2 * ${space.md})); max-height: 50vh; overflow: auto;
  display: flex; flex-direction: column; gap: ${space.sm};
  padding: ${space.md} ${space.lg}; background: ${colors.paper}; color: ${colors.ink};
  border: ${borders.thick} solid ${colors.error}; border-radius: ${radii.md};
  box-shadow: ${shadows.panel};
  font-family: ${fonts.body}; font-size: ${fontSizes.body}; line-height: ${lineHeights.body};
}
#${PANEL_ID} h2 { margin: 0; font-size: ${fontSizes.h3}; color: ${colors.error}; }
#${PANEL_ID} p, #${PANEL_ID} ul { margin: 0; }
#${PANEL_ID} ul { display: flex; flex-direction: column; gap: ${space.xs}; padding-left: ${space.lg}; }
#${PANEL_ID} button { font: inherit; cursor: pointer; }
#${PANEL_ID} li button {
  padding: 0; border: 0; background: none; color: ${colors.link}; font-weight: ${fontWeights.bold};
  text-decoration: underline;
}
#${PANEL_ID} > button {
  align-self: flex-end; padding: ${space.xs} ${space.md}; border: ${borders.hairline} solid ${colors.ink};
  border-radius: ${radii.sm}; background: ${colors.paperTint}; color: ${colors.ink};
}
[${MARK}] { outline: ${borders.thick} solid ${colors.error}; outline-offset: ${space.sm}; border-radius: ${radii.sm}; }
`

/**
 * The form's box for a field path ("picture.alt"): its container in Decap's form and its input, if it has one.
 * Inside a list ("photos[1].alt") it is the list's box: folded list items have no boxes to mark.
 */
function fieldBox(document: Document, path: string): { box: HTMLElement; input: HTMLElement | null } | undefined {
  let scope: ParentNode = document
  let found: { box: HTMLElement; input: HTMLElement | null } | undefined
  for (const name of (/^[^[]*/.exec(path)?.[0] ?? "").split(".").filter(Boolean)) {
    const label = scope.querySelector<HTMLLabelElement>(`label[for^="${CSS.escape(name)}-field-"]`)
    // Decap's label sits in the field's top bar, inside the field's container.
    const box = label?.parentElement?.parentElement
    if (!label || !box) break
    found = { box, input: document.getElementById(label.htmlFor) }
    scope = box
  }
  return found
}

function unmarkAll(document: Document) {
  for (const element of document.querySelectorAll(`[${MARK}]`)) element.removeAttribute(MARK)
  for (const element of document.querySelectorAll(`[aria-describedby^="${PANEL_ID}-"]`)) {
    element.removeAttribute("aria-invalid")
    element.removeAttribute("aria-describedby")
  }
}

/** Takes the refusal off the screen (dismissed, or the entry saved). */
export function clearSaveRefusal(document: Document) {
  document.getElementById(PANEL_ID)?.remove()
  unmarkAll(document)
}

/** Shows what stopped the save, marks those fields, and keeps both until dismissed or the next save. */
export function showSaveRefusal(document: Document, fields: readonly RefusedField[]) {
  clearSaveRefusal(document)
  if (!document.getElementById(`${PANEL_ID}-styles`)) {
    const style = document.createElement("style")
    style.id = `${PANEL_ID}-styles`
    style.textContent = styles
    document.head.append(style)
  }
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const created = document.createElement(tag)
    if (text) created.textContent = text
    return created
  }
  const panel = element("section")
  panel.id = PANEL_ID
  panel.setAttribute("role", "alert")
  panel.setAttribute("aria-labelledby", `${PANEL_ID}-heading`)
  const heading = element("h2", saveRefusalWords.heading)
  heading.id = `${PANEL_ID}-heading`
  const list = element("ul")
  fields.forEach(({ label, field, message }, index) => {
    const item = element("li")
    item.id = `${PANEL_ID}-${index}`
    const target = field ? fieldBox(document, field) : undefined
    if (label) {
      const goTo = element("button", label)
      goTo.type = "button"
      goTo.addEventListener("click", () => {
        target?.box.scrollIntoView({ block: "center" })
        ;(target?.input ?? target?.box.querySelector<HTMLElement>("input, textarea, select, button"))?.focus()
      })
      item.append(goTo, `: ${message}`)
    } else {
      item.append(message)
    }
    list.append(item)
    if (!target) return
    target.box.setAttribute(MARK, "")
    target.input?.setAttribute("aria-invalid", "true")
    target.input?.setAttribute("aria-describedby", item.id)
    // Changing the field takes its mark away; the list stays until dismissed.
    const unmark = () => {
      target.box.removeAttribute(MARK)
      target.input?.removeAttribute("aria-invalid")
    }
    target.box.addEventListener("input", unmark, { once: true })
    target.box.addEventListener("change", unmark, { once: true })
  })
  const dismiss = element("button", saveRefusalWords.dismiss)
  dismiss.type = "button"
  dismiss.addEventListener("click", () => clearSaveRefusal(document))
  panel.append(heading, element("p", saveRefusalWords.intro), list, dismiss)
  document.body.append(panel)
}
