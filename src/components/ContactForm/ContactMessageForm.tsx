import * as React from "react"
import { HONEYPOT_FIELD } from "../../contact/message"
import { passedOnSentence, recipientLabel } from "../../contact/recipients"
import { contactEndpoint } from "../../contact/endpoint"
import { visuallyHidden } from "../../theme"
import { buttonStyles } from "../Button"
import { useHydrated } from "../Layout/use-hydrated"
import { ErrorSummary } from "./ErrorSummary"
import { FormField } from "./FormField"
import { recipientField, textFields } from "./fields"
import { useContactSubmit } from "./use-contact-submit"
import { useRecipientChoice } from "./use-recipient-choice"

/**
 * The contact form (spec §5, §7), given its recipients; it reads ?send_to= from the address. The Contact page
 * renders it through ContactForm (./index.tsx), which finds the recipients and makes it an island: the same
 * component, with the same props, is rendered at build time and hydrated in the browser (src/islands).
 *
 * - Without JavaScript it is an ordinary form: the browser checks required,
 *   maxlength and type=email, and posts it to the endpoint, which redirects to
 *   the thank-you page.
 * - With JavaScript it checks the message with the same schema as the endpoint,
 *   shows what to correct (GOV.UK error summary pattern), and sends the spec's
 *   JSON; whatever the answer, the visitor goes to the thank-you page.
 *
 * Fields are uncontrolled (read with FormData when sent) so that nothing typed
 * before the page's script has loaded is lost.
 */
export function ContactMessageForm({ allPerson, passedOnPeople }: Queries.ContactFormRecipientsQuery) {
  const recipients = allPerson.nodes
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
  const { selectRef, recipientCopy, copyChoice, passedOn } = useRecipientChoice(recipients, passedOnTo)
  const { formRef, errors, status, isValid, handleSubmit } = useContactSubmit(shortNames)

  return (
    <form
      ref={formRef}
      method="post"
      action={contactEndpoint}
      noValidate={scripted}
      onSubmit={handleSubmit}
      css={{ maxWidth: "40rem" }}
    >
      <ErrorSummary errors={errors} />

      {passedOn && (
        <p role="status" css={{ fontWeight: 600 }}>
          {passedOnSentence(passedOn)}
        </p>
      )}

      <FormField
        field={recipientField}
        error={errors[recipientField.field]}
        choices={choices}
        selectRef={selectRef}
        onChoose={copyChoice}
      />
      {/* The spec's hidden copy of the choice. HTML does not allow `required` on hidden inputs; the shared schema requires it. */}
      <input type="hidden" name="recipient_name" value={recipientCopy} />

      {textFields.map(field => (
        <FormField key={field.name} field={field} error={errors[field.field]} />
      ))}

      {/* Spam trap: hidden from people and screen readers, out of the tab order. Robots fill it in. */}
      <div aria-hidden="true" css={visuallyHidden}>
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {/* The spec's is_valid flag: false until the form's own script has checked the message. */}
      <input type="hidden" name="is_valid" value={String(isValid)} />

      <p>
        We use your details only to pass on your message and to reply to you. Read our{" "}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          privacy policy (opens in a new tab)
        </a>
        .
      </p>

      <button type="submit" aria-disabled={status !== "editing" ? true : undefined} css={buttonStyles}>
        {status === "editing" ? "Send message" : "Sending your message…"}
      </button>
    </form>
  )
}
