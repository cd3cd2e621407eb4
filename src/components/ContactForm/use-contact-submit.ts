import * as React from "react"
import {
  contactFields,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  RECIPIENT_SELECT_FIELD,
  validateContactMessage,
} from "../../contact/message"
import { contactEndpoint, THANK_YOU_PATH } from "../../contact/endpoint"
import type { BookingEnquiry } from "../../contact/hall-booking"
import type { FormErrors } from "./fields"
import { bookingFields } from "../../contact/booking-fields"

/** How long to wait for the endpoint before going to the thank-you page anyway. */
const SEND_TIMEOUT_MS = 15_000

/** Editing, then sending once the message is valid, then the redirect flag when the request has finished. */
export type SubmitStatus = "editing" | "sending" | "redirect"

/**
 * Sending the contact form: check the message with the endpoint's own rules,
 * keep the visitor on the form with the errors if it fails, otherwise POST the
 * required JSON (docs/requirements.md#contact-form) and go to the thank-you page whatever the answer.
 */
export function useContactSubmit(
  recipientShortNames: readonly string[],
  {
    forPerson,
    booking,
    // An ordinary page load: the form is an island, with no router to navigate by.
    goTo = path => window.location.assign(path),
  }: {
    /** for a message passed on to someone else: the line that opens it, saying whom it is for */
    forPerson?: string
    /** while the booking questions are shown: their verdict on the form's answers */
    booking?: (fields: Record<string, unknown>) => BookingEnquiry
    goTo?: (path: string) => void
  } = {},
) {
  const formRef = React.useRef<HTMLFormElement>(null)
  const startedAt = React.useRef(0)
  const [errors, setErrors] = React.useState<FormErrors>({})
  const [status, setStatus] = React.useState<SubmitStatus>("editing")

  // The fill-time clock starts when the script runs.
  React.useEffect(() => {
    const form = formRef.current
    const typedBeforeScript =
      form !== null && contactFields.some(field => String(new FormData(form).get(field) ?? "").trim() !== "")
    // If the visitor typed before the script loaded, count from the page's start so they are never judged too fast.
    startedAt.current = typedBeforeScript ? 0 : performance.now()
  }, [])

  React.useEffect(() => {
    if (status === "redirect") goTo(THANK_YOU_PATH)
  }, [status, goTo])

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status !== "editing") return
    // The form's answers by name, as the endpoint reads a post.
    const fields = Object.fromEntries(new FormData(event.currentTarget))
    const enquiry = booking?.(fields)
    const result = validateContactMessage(
      // The select's own choice: the hidden copy is the spec's, for the endpoint.
      { ...fields, recipient_name: fields[RECIPIENT_SELECT_FIELD], is_valid: true },
      recipientShortNames,
    )
    const bookingErrors = enquiry?.errors ?? {}
    if (!result.ok || Object.keys(bookingErrors).length > 0) {
      setErrors({ ...(result.ok ? {} : result.errors), ...bookingErrors })
      return
    }
    setErrors({})
    setStatus("sending")
    const { message } = result
    // The spec's keys in the spec's order, then the anti-spam fields.
    const payload = {
      recipient_name: message.recipient_name,
      from_name: message.from_name,
      from_email_address: message.from_email_address,
      from_telephone_number: message.from_telephone_number,
      is_valid: true,
      subject: message.subject,
      message: forPerson ? `${forPerson}\n\n${message.message}`.trim() : message.message,
      // A booking enquiry's answers travel beside the spec's payload, and the endpoint checks them again.
      ...(enquiry?.booking && Object.fromEntries(bookingFields.map(name => [name, fields[name]]))),
      [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD],
      [FILL_TIME_FIELD]: Math.round(performance.now() - startedAt.current),
    }
    const abort = new AbortController()
    const timer = window.setTimeout(() => abort.abort(), SEND_TIMEOUT_MS)
    // no-cors: the answer is opaque and ignored; failure is never shown (docs/requirements.md#contact-form).
    fetch(contactEndpoint, {
      method: "POST",
      mode: "no-cors",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      signal: abort.signal,
    })
      .then(response => response.text())
      .catch(() => undefined)
      .finally(() => {
        window.clearTimeout(timer)
        setStatus("redirect")
      })
  }

  return {
    formRef,
    errors,
    status,
    /** The spec's is_valid: true once the script has found the message valid (it is then on its way). */
    isValid: status !== "editing",
    handleSubmit,
  }
}
