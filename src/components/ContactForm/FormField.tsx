import * as React from "react"
import { domMarkers } from "../../dom-markers"
import { formClasses as classes } from "./classes"
import type { FieldDefinition } from "./fields"

export interface Choice {
  value: string
  label: string
}

interface FormFieldProps {
  field: FieldDefinition
  error?: string
  /** read out before the error, e.g. "Error:" */
  errorPrefix: string
  /** a select's choices, after its empty first choice */
  choices?: readonly Choice[]
  selectRef?: React.Ref<HTMLSelectElement>
  onChoose?: React.ChangeEventHandler<HTMLSelectElement>
  /** a sentence about the field just now, under its label (an unknown ?send_to= by the recipient list) */
  note?: string
}

/**
 * One labelled control with its hint and error message (GOV.UK pattern), as
 * the field's definition describes it. Uncontrolled: the form reads the values
 * when it is sent. Its look is the form's stylesheet (./look.ts), by class name.
 */
export function FormField({ field, error, errorPrefix, choices = [], selectRef, onChoose, note }: FormFieldProps) {
  const hintId = field.hint ? `${field.id}-hint` : undefined
  const noteId = note ? `${field.id}-note` : undefined
  const errorId = error ? `${field.id}-error` : undefined
  const checks = field.browserCheckMessages
  const described = {
    "aria-describedby": [hintId, noteId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
    ...(checks && { [domMarkers.valueMissing]: checks.valueMissing, [domMarkers.typeMismatch]: checks.typeMismatch }),
  }

  return (
    <div data-field className={error ? `${classes.field} ${classes.fieldInvalid}` : classes.field}>
      <label htmlFor={field.id} className={classes.label}>
        {field.label}
      </label>
      {field.hint && (
        <p id={hintId} className={classes.hint}>
          {field.hint}
        </p>
      )}
      {note && (
        <p id={noteId} role="status" className={classes.note}>
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className={classes.error}>
          <span className={classes.visuallyHidden}>{errorPrefix} </span>
          {error}
        </p>
      )}
      {field.type === "select" ? (
        <select
          ref={selectRef}
          id={field.id}
          name={field.name}
          required={field.required}
          defaultValue=""
          {...described}
          onChange={onChoose}
          className={classes.control}
        >
          <option value="">{field.emptyChoice}</option>
          {choices.map(choice => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea id={field.id} name={field.name} rows={field.rows} {...described} className={classes.control} />
      ) : (
        <input
          id={field.id}
          name={field.name}
          type={field.type}
          required={field.required}
          maxLength={field.maxLength}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          spellCheck={field.spellCheck}
          {...described}
          className={classes.control}
        />
      )}
    </div>
  )
}
