import { PURPOSE_LIMIT, type BookingErrors, type BookingField } from "../../contact/booking-fields"
import {
  contactLimits,
  contactMessages,
  RECIPIENT_SELECT_FIELD,
  type ContactErrors,
  type ContactField,
} from "../../contact/message"

/** One control of the contact form (docs/requirements.md#contact-form), as FormField renders it. */
export interface FieldDefinition {
  /** the message field it fills, whose error it shows */
  field: ContactField | BookingField
  /** the name it is posted under */
  name: string
  /** the control's id: its label, hint, error and summary link point here */
  id: string
  label: string
  hint?: string
  type: "select" | "text" | "email" | "tel" | "textarea" | "date" | "time"
  /** the keyboard a phone shows, e.g. digits for a number of people */
  inputMode?: "numeric"
  required?: boolean
  maxLength?: number
  autoComplete?: "name" | "email" | "tel"
  /** off for names and addresses, which a spell checker would only mark as wrong */
  spellCheck?: false
  /** the empty first choice of a select */
  emptyChoice?: string
  /** the height of a textarea, in lines */
  rows?: number
  /**
   * The shared rules' messages for what the browser's own checks catch (an empty required control, an address that
   * is not one), for the error summary shown before the form's script has run (src/standalone/form-before-island.ts).
   */
  browserCheckMessages?: { valueMissing: string; typeMismatch?: string }
}

/** The form's words, from data/pages/contact.md (the page hands them to the island). */
export type ContactFormWords = Queries.ContactFormWordsFragment

/** What the form can show by each field: the message's problems and a booking enquiry's. */
export type FormErrors = ContactErrors & BookingErrors

/**
 * A hall booking enquiry's controls (src/contact/hall-booking.ts), in the form's order and in the rows it shows them
 * in where it has room: which hall; the day, from and until; how many people and how they will be; what it is for.
 * None is required by the browser: they are filled in only to hire a hall, and the shared rules check them all once
 * one is.
 */
export function bookingRowsFor(words: ContactFormWords["booking"]): readonly (readonly FieldDefinition[])[] {
  const question = (
    field: BookingField,
    label: string,
    type: FieldDefinition["type"],
    more?: Partial<FieldDefinition>,
  ): FieldDefinition => ({ field, name: field, id: `contact-${field.replace("_", "-")}`, label, type, ...more })
  return [
    [question("booking_hall", words.hall, "select", { emptyChoice: words.chooseHall })],
    [
      question("booking_date", words.date, "date"),
      question("booking_start", words.start, "time"),
      question("booking_end", words.end, "time"),
    ],
    [
      question("booking_people", words.people, "text", { inputMode: "numeric", maxLength: 5 }),
      question("booking_layout", words.layout, "select", { emptyChoice: words.chooseLayout }),
    ],
    [question("booking_purpose", words.purpose, "text", { hint: words.purposeHint, maxLength: PURPOSE_LIMIT })],
  ]
}

/**
 * The form's controls in form order (and the error summary lists them so), labelled in the parish's words. Who the
 * message is for comes first: the select is posted as "recipient"; the spec's recipient_name is a hidden copy of
 * it, which cannot take focus, so errors point at the select. The message has no limit shown.
 */
export function formFieldsFor(words: ContactFormWords) {
  const recipientField: FieldDefinition = {
    field: "recipient_name",
    name: RECIPIENT_SELECT_FIELD,
    id: "contact-recipient",
    label: words.recipient,
    type: "select",
    required: true,
    emptyChoice: words.choose,
    browserCheckMessages: { valueMissing: contactMessages.recipientMissing },
  }
  const textFields: readonly FieldDefinition[] = [
    {
      field: "from_name",
      name: "from_name",
      id: "contact-name",
      label: words.name,
      type: "text",
      required: true,
      maxLength: contactLimits.from_name,
      autoComplete: "name",
      spellCheck: false,
      browserCheckMessages: { valueMissing: contactMessages.nameMissing },
    },
    {
      field: "from_email_address",
      name: "from_email_address",
      id: "contact-email",
      label: words.email,
      hint: words.emailHint,
      type: "email",
      required: true,
      maxLength: contactLimits.from_email_address,
      autoComplete: "email",
      spellCheck: false,
      browserCheckMessages: { valueMissing: contactMessages.emailMissing, typeMismatch: contactMessages.emailInvalid },
    },
    {
      field: "from_telephone_number",
      name: "from_telephone_number",
      id: "contact-telephone",
      label: words.telephone,
      type: "tel",
      maxLength: contactLimits.from_telephone_number,
      autoComplete: "tel",
    },
    {
      field: "subject",
      name: "subject",
      id: "contact-subject",
      label: words.subject,
      type: "text",
      maxLength: contactLimits.subject,
    },
    { field: "message", name: "message", id: "contact-message", label: words.message, type: "textarea", rows: 8 },
  ]
  const bookingRows = bookingRowsFor(words.booking)
  return {
    recipientField,
    bookingRows,
    textFields,
    formFields: [recipientField, ...bookingRows.flat(), ...textFields] as readonly FieldDefinition[],
  }
}
