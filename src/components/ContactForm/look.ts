import { borders, colors, focusRing, fontSizes, fontWeights, layout, space, visuallyHidden } from "../../theme"
import { buttonStyles } from "../Button"
import { formClasses as classes } from "./classes"

/**
 * The contact form's whole look, errors included, as one emotion style for the element around the island
 * (src/islands/ContactForm.tsx): rendered with the page, it is in the page's critical CSS before any error is
 * shown, so the island's script needs no style runtime to show one. Each rule is scoped under that element.
 */
export const contactFormLook = {
  [`& .${classes.form}`]: { maxWidth: "40rem" },

  [`& .${classes.summary}`]: {
    // Also outside the form, where the summary for the Sends before the form's script stands.
    maxWidth: "40rem",
    border: `${borders.alert} solid ${colors.error}`,
    padding: space.md,
    marginBottom: space.lg,
    "&:focus": focusRing,
  },
  [`& .${classes.summaryTitle}`]: { fontSize: fontSizes.h3, margin: `0 0 ${space.sm}` },
  [`& .${classes.summaryList}`]: { margin: 0, paddingLeft: space.lg },
  // By the list, not the link's own class: the standalone script writes the early summary's links bare.
  [`& .${classes.summaryList} a`]: { color: colors.error, fontWeight: fontWeights.bold },

  [`& .${classes.passedOnNote}`]: { fontWeight: fontWeights.bold },
  [`& .${classes.note}`]: { margin: `0 0 ${space.xs}`, fontWeight: fontWeights.bold },

  // No side padding or border: at 200% text on a phone the questions take the form's whole width, as GOV.UK's do.
  [`& .${classes.booking}`]: {
    margin: `0 0 ${space.lg}`,
    padding: `${space.sm} 0 0`,
    border: 0,
    borderTop: `${borders.medium} solid ${colors.border}`,
    minWidth: 0,
  },
  [`& .${classes.row}`]: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
    columnGap: space.md,
  },
  [`& .${classes.legend}`]: { fontWeight: fontWeights.bold, padding: `0 ${space.xs} 0 0`, marginBottom: space.xs },
  [`& .${classes.clash}`]: { fontWeight: fontWeights.bold },
  [`& .${classes.clash} > p`]: {
    margin: `0 0 ${space.lg}`,
    padding: space.md,
    borderLeft: `${borders.alert} solid ${colors.link}`,
    background: colors.paperTint,
  },
  [`& .${classes.field}`]: { marginBottom: space.lg },
  /** GOV.UK marks a field in error with a bar down its left side. */
  [`& .${classes.fieldInvalid}`]: { borderLeft: `${borders.alert} solid ${colors.error}`, paddingLeft: space.md },
  [`& .${classes.label}`]: { display: "block", fontWeight: fontWeights.bold, marginBottom: space.xs },
  [`& .${classes.hint}`]: { margin: `0 0 ${space.xs}`, color: colors.inkMuted },
  [`& .${classes.error}`]: { margin: `0 0 ${space.xs}`, color: colors.error, fontWeight: fontWeights.bold },
  [`& .${classes.control}`]: {
    display: "block",
    width: "100%",
    minHeight: layout.minTarget,
    padding: space.sm,
    fontSize: fontSizes.body,
    fontFamily: "inherit",
    color: colors.ink,
    background: colors.paper,
    border: `${borders.medium} solid ${colors.ink}`,
    borderRadius: 0,
    "&:focus": focusRing,
    '&[aria-invalid="true"]': { borderColor: colors.error },
  },
  [`& textarea.${classes.control}`]: { resize: "vertical" },

  [`& .${classes.send}`]: buttonStyles,
  [`& .${classes.visuallyHidden}`]: visuallyHidden,
} as const
