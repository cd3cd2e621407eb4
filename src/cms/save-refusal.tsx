import * as React from "react"
import { createRoot } from "react-dom/client"
import { buttonStyles } from "../components/Button"
import { borders, colors, fonts, fontSizes, fontWeights, lineHeights, radii, shadows, space } from "../theme"
import { SAVE_REFUSAL_ID } from "./admin-page"
import type { RefusedField } from "./save-check"

/**
 * A refused save, kept on screen: Decap's own message goes after a few seconds, so the /admin page's own panel (an
 * element of the page beside Decap's, admin-page.ts) lists what to put right, each field by its label in the form and
 * the content check's words, until the editor dismisses it, saves, or moves to another page of the CMS.
 */

export const saveRefusalWords = {
  heading: "Not saved yet",
  intro: "Please put this right, then save again:",
  dismiss: "Dismiss",
}

const headingId = `${SAVE_REFUSAL_ID}-heading`

/** The list of what stopped the save. */
export function SaveRefusal({ fields, onDismiss }: { fields: readonly RefusedField[]; onDismiss(): void }) {
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      css={{
        position: "fixed",
        zIndex: 10000,
        left: "50%",
        bottom: space.md,
        transform: "translateX(-50%)",
        width: `min(40rem, calc(100% - 2 * ${space.md}))`,
        maxHeight: "50vh",
        overflow: "auto",
        display: "flex",
        flexDirection: "column",
        gap: space.sm,
        padding: `${space.md} ${space.lg}`,
        background: colors.paper,
        color: colors.ink,
        border: `${borders.thick} solid ${colors.error}`,
        borderRadius: radii.md,
        boxShadow: shadows.panel,
        fontFamily: fonts.body,
        fontSize: fontSizes.body,
        lineHeight: lineHeights.body,
        "& > *": { margin: 0 },
      }}
    >
      <h2 id={headingId} css={{ fontSize: fontSizes.h3, color: colors.error }}>
        {saveRefusalWords.heading}
      </h2>
      <p>{saveRefusalWords.intro}</p>
      <ul css={{ display: "flex", flexDirection: "column", gap: space.xs, paddingLeft: space.lg }}>
        {fields.map(({ label, message }) => (
          <li key={`${label}: ${message}`}>
            {label ? <strong css={{ fontWeight: fontWeights.bold }}>{label}</strong> : null}
            {label ? `: ${message}` : message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss} css={{ ...buttonStyles, alignSelf: "flex-end" }}>
        {saveRefusalWords.dismiss}
      </button>
    </section>
  )
}

/**
 * The panel in the page's element (made if the page lacks it): `show` puts a refusal in it, `clear` empties it. A move
 * to another page of the CMS (its address's #…) empties it too, so it never speaks of an entry no longer open.
 */
export function saveRefusalPanel(window: Window) {
  const { document } = window
  const element =
    document.getElementById(SAVE_REFUSAL_ID) ??
    document.body.appendChild(Object.assign(document.createElement("div"), { id: SAVE_REFUSAL_ID }))
  const root = createRoot(element)
  const clear = () => root.render(null)
  window.addEventListener("hashchange", clear)
  return {
    show: (fields: readonly RefusedField[]) => root.render(<SaveRefusal fields={fields} onDismiss={clear} />),
    clear,
  }
}
