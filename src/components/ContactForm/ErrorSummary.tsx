import * as React from "react"
import { domMarkers, scriptOwnedContent } from "../../dom-markers"
import { formClasses as classes } from "./classes"
import type { ContactFormWords, FieldDefinition, FormErrors } from "./fields"

/**
 * "There is a problem" and a link to each field to correct, in form order
 * (GOV.UK error summary). Shows nothing while there are no errors.
 *
 * The box takes focus at each failed send; role="alert" sits on a child, as in
 * govuk-frontend, so the announcement is not cut short by the focus change.
 */
export function ErrorSummary({
  errors,
  fields,
  words,
}: {
  errors: FormErrors
  /** the form's fields, in form order */
  fields: readonly FieldDefinition[]
  words: Pick<ContactFormWords, "problem" | "errorPrefix">
}) {
  const summaryRef = React.useRef<HTMLDivElement>(null)
  const titlePrefix = `${words.errorPrefix} `
  const problems = fields.flatMap(field => {
    const message = errors[field.field]
    return message ? [{ id: field.id, message }] : []
  })
  const shown = problems.length > 0

  // Each failed send gives a new errors object: focus again, even when the errors are the same.
  React.useEffect(() => summaryRef.current?.focus(), [errors])

  // GOV.UK: the page title starts with "Error: " while there are errors to correct.
  React.useEffect(() => {
    if (!shown) return
    if (!document.title.startsWith(titlePrefix)) document.title = titlePrefix + document.title
    return () => {
      if (document.title.startsWith(titlePrefix)) document.title = document.title.slice(titlePrefix.length)
    }
  }, [shown, titlePrefix])

  if (!shown) return null
  return (
    <div ref={summaryRef} tabIndex={-1} className={classes.summary}>
      <div role="alert">
        <h2 className={classes.summaryTitle}>{words.problem}</h2>
        <ul className={classes.summaryList}>
          {problems.map(({ id, message }) => (
            <li key={id}>
              <a href={`#${id}`} onClick={focusField(id)}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Focuses the control and shows its whole field, label first, where a plain jump would hide the label above the top. */
const focusField = (id: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault()
  const control = document.getElementById(id)
  control?.focus()
  control?.closest("[data-field]")?.scrollIntoView({ block: "start" })
}

/**
 * The same summary for the Sends made before the form's script has run, rendered outside the island (just before
 * its root), so that what the standalone script writes into it never meets React's hydration. Hidden until the
 * browser's own checks find a control to correct: src/standalone/form-before-island.ts then lists them, in the
 * shared rules' words (each control's data attributes), instead of the browser's bubble, and hides it again at the
 * next Send, which the form's script answers once it has run.
 */
export function SummaryBeforeScript({ words }: { words: Pick<ContactFormWords, "problem"> }) {
  return (
    <div hidden tabIndex={-1} className={classes.summary} {...{ [domMarkers.formSummary]: "" }}>
      <div role="alert">
        <h2 className={classes.summaryTitle}>{words.problem}</h2>
        <ul className={classes.summaryList} {...scriptOwnedContent()} />
      </div>
    </div>
  )
}
