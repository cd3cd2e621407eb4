import * as React from "react"
import { bookingLayouts } from "../../contact/booking-fields"
import type { HallCalendar } from "../../contact/hall-booking"
import { formClasses as classes } from "./classes"
import { FormField } from "./FormField"
import type { ContactFormWords, FieldDefinition, FormErrors } from "./fields"

/**
 * A hall booking enquiry's questions, in the page's HTML so that a visitor without JavaScript can answer them: there
 * they are always on the form, and the legend says to fill them in only to hire a hall. With the form's script they
 * show when the person who receives hall enquiries is chosen or the address names a hall (`hidden` otherwise), and a clash with a known
 * use of the hall is said under them as soon as the hall, day and times are given (`clash`), without stopping the
 * enquiry.
 */
export function BookingFieldset({
  rows,
  words,
  errorPrefix,
  errors,
  halls,
  hidden,
  clash,
  hallRef,
  onChange,
}: {
  /** the questions in rows: side by side where the form has room (fields.ts) */
  rows: readonly (readonly FieldDefinition[])[]
  words: ContactFormWords["booking"]
  errorPrefix: string
  errors: FormErrors
  halls: HallCalendar["halls"]
  hidden: boolean
  clash?: string
  hallRef: React.Ref<HTMLSelectElement>
  onChange: React.FormEventHandler<HTMLFieldSetElement>
}) {
  const choices: Partial<Record<FieldDefinition["field"], { value: string; label: string }[]>> = {
    booking_hall: halls.map(hall => ({ value: hall.fileName, label: hall.name })),
    booking_layout: bookingLayouts.map(layout => ({ value: layout, label: words[layout] })),
  }
  return (
    <fieldset hidden={hidden} onChange={onChange} className={classes.booking} aria-describedby="contact-booking-hint">
      <legend className={classes.legend}>{words.legend}</legend>
      <p id="contact-booking-hint" className={classes.hint}>
        {words.hint}
      </p>
      {rows.map(row => (
        // The day and its times side by side, and the people and how they will be, where the form has room.
        <div key={row[0]?.name} className={classes.row}>
          {row.map(field => (
            <FormField
              key={field.name}
              field={field}
              error={errors[field.field]}
              errorPrefix={errorPrefix}
              choices={choices[field.field]}
              selectRef={field.field === "booking_hall" ? hallRef : undefined}
            />
          ))}
        </div>
      ))}
      {/* Always in the page, so that a screen reader announces the note when it appears. */}
      <div role="status" className={classes.clash}>
        {clash && <p>{clash}</p>}
      </div>
    </fieldset>
  )
}
