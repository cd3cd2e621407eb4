import * as React from "react"
import { HONEYPOT_FIELD } from "../../contact/message"
import { nameWithRole, recipientLabel } from "../../contact/recipients"
import { fillIn } from "../../content/template"
import { fillInWith } from "../FillIn"
import { contactEndpoint } from "../../contact/endpoint"
import { useHydrated } from "./use-hydrated"
import { formClasses as classes } from "./classes"
import { ErrorSummary } from "./ErrorSummary"
import { FormField } from "./FormField"
import { formFieldsFor, type ContactFormWords } from "./fields"
import { useContactSubmit } from "./use-contact-submit"
import { useRecipientChoice } from "./use-recipient-choice"
import { BookingFieldset } from "./BookingFieldset"
import { useBookingPart } from "./use-booking-part"
import type { HallCalendar } from "../../contact/hall-booking"

/**
 * The contact form (docs/requirements.md#contact-form), given its recipients; it reads ?send_to= from the address. The Contact page
 * renders it through ContactForm (src/islands/ContactForm.tsx), which finds the recipients and makes it an island: the same
 * component, with the same props, is rendered at build time and hydrated in the browser (src/islands).
 *
 * - Without JavaScript it is an ordinary form: the browser checks required,
 *   maxlength and type=email, and posts it to the endpoint, which redirects to
 *   the thank-you page.
 * - With JavaScript it checks the message with the same rules as the endpoint,
 *   shows what to correct (GOV.UK error summary pattern), and sends the spec's
 *   JSON; whatever the answer, the visitor goes to the thank-you page.
 *
 * Fields are uncontrolled (read with FormData when sent) so that nothing typed
 * before the page's script has loaded is lost. Its look is one stylesheet in the page's critical CSS (./look.ts),
 * by class name: as an island it carries no style runtime.
 */
export function ContactMessageForm({
  allPerson,
  passedOnPeople,
  hallEnquiries,
  words,
  newTab,
  sendToUnknown,
  calendar,
}: Queries.ContactFormRecipientsQuery & {
  /** the halls and what takes them, which a booking enquiry is checked against (the endpoint's own, from the build) */
  calendar: HallCalendar
  words: ContactFormWords
  /** read out after the privacy link, which opens in a new tab */
  newTab: string
  /** said by the list when ?send_to= names no one in it, {name} being that name */
  sendToUnknown: string
}) {
  const recipients = allPerson.nodes
  const { recipientField, bookingRows, textFields, formFields } = React.useMemo(() => formFieldsFor(words), [words])
  const passedOnTo = React.useMemo(
    () => passedOnPeople.nodes.map(person => ({ ...person, messagesVia: person.messagesVia ?? "" })),
    [passedOnPeople],
  )
  const shortNames = React.useMemo(() => recipients.map(recipient => recipient.shortName), [recipients])
  const choices = React.useMemo(
    () => recipients.map(recipient => ({ value: recipient.shortName, label: recipientLabel(recipient) })),
    [recipients],
  )

  // Once the script runs it takes over checking (noValidate).
  const scripted = useHydrated()
  const { selectRef, recipientCopy, copyChoice, passedOn, unknownSendTo } = useRecipientChoice(recipients, passedOnTo)
  // A message for someone whose messages are passed on says so in its first line, which the recipient reads first.
  const forPerson = passedOn && fillIn(words.forLine, { person: nameWithRole(passedOn.passedOnFor) })
  // The booking questions: shown with the person who receives hall enquiries chosen or a hall asked for, and checked then.
  const booking = useBookingPart(calendar, scripted && recipientCopy === hallEnquiries?.shortName)
  const { formRef, errors, status, isValid, handleSubmit } = useContactSubmit(shortNames, {
    forPerson,
    booking: booking.shown ? booking.check : undefined,
  })

  return (
    <form
      ref={formRef}
      method="post"
      action={contactEndpoint}
      noValidate={scripted}
      onSubmit={handleSubmit}
      className={classes.form}
    >
      <ErrorSummary errors={errors} fields={formFields} words={words} />

      {passedOn && (
        <p role="status" className={classes.passedOnNote}>
          {fillIn(words.passedOn, {
            person: nameWithRole(passedOn.passedOnFor),
            recipient: nameWithRole(passedOn.recipient),
          })}
        </p>
      )}

      <FormField
        field={recipientField}
        error={errors[recipientField.field]}
        errorPrefix={words.errorPrefix}
        choices={choices}
        selectRef={selectRef}
        onChoose={copyChoice}
        note={unknownSendTo && fillIn(sendToUnknown, { name: unknownSendTo })}
      />
      {/* The spec's hidden copy of the choice. HTML does not allow `required` on hidden inputs; the shared rules require it. */}
      <input type="hidden" name="recipient_name" value={recipientCopy} />

      <BookingFieldset
        rows={bookingRows}
        words={words.booking}
        errorPrefix={words.errorPrefix}
        errors={errors}
        halls={calendar.halls}
        hidden={scripted && !booking.shown}
        clash={booking.clash}
        hallRef={booking.hallRef}
        onChange={booking.noteClash}
      />

      {textFields.map(field => (
        <FormField key={field.name} field={field} error={errors[field.field]} errorPrefix={words.errorPrefix} />
      ))}

      {/* Spam trap: hidden from people and screen readers, out of the tab order. Robots fill it in. */}
      <div aria-hidden="true" className={classes.visuallyHidden}>
        <label htmlFor="contact-website">{words.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {/* The spec's is_valid flag: false until the form's own script has checked the message. */}
      <input type="hidden" name="is_valid" value={String(isValid)} />

      {/* The privacy policy opens in a new tab (docs/requirements.md#contact-form). */}
      <p>
        {fillInWith(words.privacy, {
          link: (
            <a href="/privacy-policy" target="_blank" rel="noopener">
              {words.privacyLink}
              <span className={classes.visuallyHidden}> {newTab}</span>
            </a>
          ),
        })}
      </p>

      <button type="submit" aria-disabled={status !== "editing" ? true : undefined} className={classes.send}>
        {status === "editing" ? words.send : words.sending}
      </button>
    </form>
  )
}
