import * as React from "react"
import { borders, colors, focusRing, fontSizes, layout, space, visuallyHidden, fontWeights } from "../../theme"
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
}

/**
 * One labelled control with its hint and error message (GOV.UK pattern), as
 * the field's definition describes it. Uncontrolled: the form reads the values
 * when it is sent.
 */
export function FormField({ field, error, errorPrefix, choices = [], selectRef, onChoose }: FormFieldProps) {
  const hintId = field.hint ? `${field.id}-hint` : undefined
  const errorId = error ? `${field.id}-error` : undefined
  const described = {
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
  }
  const style = controlStyle(Boolean(error))

  return (
    <div data-field css={[fieldStyle, error ? fieldErrorStyle : undefined]}>
      <label htmlFor={field.id} css={{ display: "block", fontWeight: fontWeights.bold, marginBottom: space.xs }}>
        {field.label}
      </label>
      {field.hint && (
        <p id={hintId} css={{ margin: `0 0 ${space.xs}`, color: colors.inkMuted }}>
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={{ margin: `0 0 ${space.xs}`, color: colors.error, fontWeight: fontWeights.bold }}>
          <span css={visuallyHidden}>{errorPrefix} </span>
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
          css={style}
        >
          <option value="">{field.emptyChoice}</option>
          {choices.map(choice => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea
          id={field.id}
          name={field.name}
          rows={field.rows}
          {...described}
          css={[style, { resize: "vertical" }]}
        />
      ) : (
        <input
          id={field.id}
          name={field.name}
          type={field.type}
          required={field.required}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          spellCheck={field.spellCheck}
          {...described}
          css={style}
        />
      )}
    </div>
  )
}

const fieldStyle = { marginBottom: space.lg }

/** GOV.UK marks a field in error with a bar down its left side. */
const fieldErrorStyle = { borderLeft: `${borders.alert} solid ${colors.error}`, paddingLeft: space.md }

const controlStyle = (invalid: boolean) => ({
  display: "block",
  width: "100%",
  minHeight: layout.minTarget,
  padding: space.sm,
  fontSize: fontSizes.body,
  fontFamily: "inherit",
  color: colors.ink,
  background: colors.paper,
  border: `${borders.medium} solid ${invalid ? colors.error : colors.ink}`,
  borderRadius: 0,
  "&:focus": focusRing,
})
