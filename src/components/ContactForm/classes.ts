/**
 * The class names the contact form's elements carry. The form is an island (src/islands): its script carries no
 * style runtime, so its look is one stylesheet rendered with the page, in its critical CSS (./look.ts), and the
 * script only switches these names and the ARIA attributes the stylesheet reads (aria-invalid). Kept apart from
 * the stylesheet so the island's bundle holds these strings and nothing of the styles.
 */
export const formClasses = {
  form: "contact-form",
  /** GOV.UK's error summary: the box that takes focus at a failed send */
  summary: "contact-summary",
  summaryTitle: "contact-summary-title",
  /** a list the form lays out itself, so it carries a class (running text's list spacing is for lists without) */
  summaryList: "contact-summary-list",
  /** the note saying whose messages the chosen person passes on */
  passedOnNote: "contact-passed-on",
  /** a field's note about what the address asked for (an unknown ?send_to=) */
  note: "contact-note",
  /** the hall booking questions, and their heading */
  booking: "contact-booking",
  legend: "contact-legend",
  /** questions side by side where the form has room */
  row: "contact-row",
  /** the polite note about a clash with a known use of the hall */
  clash: "contact-clash",
  field: "contact-field",
  fieldInvalid: "contact-field-invalid",
  label: "contact-label",
  hint: "contact-hint",
  error: "contact-error",
  control: "contact-control",
  send: "contact-send",
  /** read by screen readers, not shown */
  visuallyHidden: "contact-visually-hidden",
} as const
