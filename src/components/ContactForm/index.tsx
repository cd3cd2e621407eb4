import * as React from "react"
import { graphql, navigate, useStaticQuery } from "gatsby"
import { useLocation } from "@reach/router"
import {
  contactFields,
  contactLimits,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  RECIPIENT_SELECT_FIELD,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
} from "../../contact/message"
import { recipientLabel } from "../../contact/recipients"
import { contactEndpoint, THANK_YOU_PATH } from "../../contact/endpoint"
import { colors, focusRing, fontSizes, layout, space } from "../../theme"

/**
 * The contact form (spec §5, §7). It finds its recipients itself (the Contact
 * page renders it with no props) and reads ?send_to= from the address.
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

/** How long to wait for the endpoint before going to the thank-you page anyway. */
const SEND_TIMEOUT_MS = 15_000

/** The id of the control each field's error links to. The hidden recipient_name copy cannot take focus: the select can. */
const controlIds: Record<ContactField, string> = {
  recipient_name: "contact-recipient",
  from_name: "contact-name",
  from_email_address: "contact-email",
  from_telephone_number: "contact-telephone",
  subject: "contact-subject",
  message: "contact-message",
}

type Status = "editing" | "sending" | "redirect"

export function ContactForm() {
  const { allPerson } = useStaticQuery<Queries.ContactFormRecipientsQuery>(graphql`
    query ContactFormRecipients {
      allPerson(filter: { contactFormRecipient: { eq: true } }, sort: { order: ASC }) {
        nodes {
          shortName
          role
          name
        }
      }
    }
  `)
  const recipients = allPerson.nodes
  const shortNames = React.useMemo(() => recipients.map(recipient => recipient.shortName), [recipients])

  const formRef = React.useRef<HTMLFormElement>(null)
  const selectRef = React.useRef<HTMLSelectElement>(null)
  const summaryRef = React.useRef<HTMLDivElement>(null)
  const startedAt = React.useRef(0)
  const sendToApplied = React.useRef(false)

  const [enhanced, setEnhanced] = React.useState(false)
  const [recipientCopy, setRecipientCopy] = React.useState("")
  const [isValid, setIsValid] = React.useState(false)
  const [errors, setErrors] = React.useState<ContactErrors>({})
  const [summaryRequests, setSummaryRequests] = React.useState(0)
  const [status, setStatus] = React.useState<Status>("editing")

  // Once the script runs it takes over checking (noValidate) and starts the fill-time clock.
  React.useEffect(() => {
    setEnhanced(true)
    const form = formRef.current
    const typedBeforeScript =
      form !== null && contactFields.some(field => String(new FormData(form).get(field) ?? "").trim() !== "")
    // If the visitor typed before the script loaded, count from the page's start so they are never judged too fast.
    startedAt.current = typedBeforeScript ? 0 : performance.now()
    setRecipientCopy(selectRef.current?.value ?? "")
  }, [])

  // /contact?send_to={shortName} preselects that person; an unknown name leaves "Please select...".
  const { search } = useLocation()
  React.useEffect(() => {
    const select = selectRef.current
    const sendTo = new URLSearchParams(search).get("send_to")
    const firstTime = !sendToApplied.current
    sendToApplied.current = true
    if (!select || !sendTo || !shortNames.includes(sendTo)) return
    // On arrival, a choice made before the script loaded wins; later links (client-side navigation) apply.
    if (firstTime && select.value !== "") return
    select.value = sendTo
    setRecipientCopy(sendTo)
  }, [search, shortNames])

  const hasErrors = Object.keys(errors).length > 0

  React.useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus()
  }, [summaryRequests])

  // GOV.UK: prefix the page title with "Error: " while there are errors to correct.
  React.useEffect(() => {
    const prefix = "Error: "
    if (hasErrors && !document.title.startsWith(prefix)) document.title = prefix + document.title
    if (!hasErrors && document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length)
  }, [hasErrors])

  // The redirect flag (spec §3): set when the request has finished, however it went.
  React.useEffect(() => {
    if (status === "redirect") void navigate(THANK_YOU_PATH)
  }, [status])

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status !== "editing") return
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? "")
    const result = validateContactMessage(
      {
        recipient_name: text(RECIPIENT_SELECT_FIELD),
        from_name: text("from_name"),
        from_email_address: text("from_email_address"),
        from_telephone_number: text("from_telephone_number"),
        subject: text("subject"),
        message: text("message"),
        is_valid: true,
      },
      shortNames,
    )
    if (!result.ok) {
      setIsValid(false)
      setErrors(result.errors)
      setSummaryRequests(count => count + 1)
      return
    }
    setErrors({})
    setIsValid(true)
    setStatus("sending")
    const { message } = result
    const payload = {
      recipient_name: message.recipient_name,
      from_name: message.from_name,
      from_email_address: message.from_email_address,
      from_telephone_number: message.from_telephone_number,
      is_valid: true,
      subject: message.subject,
      message: message.message,
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      [FILL_TIME_FIELD]: Math.round(performance.now() - startedAt.current),
    }
    const abort = new AbortController()
    const timer = window.setTimeout(() => abort.abort(), SEND_TIMEOUT_MS)
    // no-cors: the answer is opaque and ignored (spec §7); failure is never shown (spec §8).
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

  const errorFor = (field: ContactField) => errors[field]

  return (
    <form
      ref={formRef}
      method="post"
      action={contactEndpoint}
      noValidate={enhanced}
      onSubmit={handleSubmit}
      css={{ maxWidth: "40rem" }}
    >
      {hasErrors && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="contact-error-summary-title"
          css={{
            border: `5px solid ${colors.error}`,
            padding: space.md,
            marginBottom: space.lg,
            "&:focus": focusRing,
          }}
        >
          <h2 id="contact-error-summary-title" css={{ fontSize: fontSizes.h3, margin: `0 0 ${space.sm}` }}>
            There is a problem
          </h2>
          <ul css={{ margin: 0, paddingLeft: space.lg }}>
            {contactFields
              .filter(field => errors[field])
              .map(field => (
                <li key={field}>
                  <a
                    href={`#${controlIds[field]}`}
                    onClick={event => {
                      event.preventDefault()
                      const control = document.getElementById(controlIds[field])
                      control?.focus()
                      control?.closest("[data-field]")?.scrollIntoView({ block: "start" })
                    }}
                    css={{ color: colors.error, fontWeight: 700 }}
                  >
                    {errors[field]}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      )}

      <Field id={controlIds.recipient_name} label="Who is your message for?" error={errorFor("recipient_name")}>
        {describedBy => (
          <select
            ref={selectRef}
            id={controlIds.recipient_name}
            name={RECIPIENT_SELECT_FIELD}
            required
            defaultValue=""
            aria-describedby={describedBy}
            aria-invalid={errorFor("recipient_name") ? true : undefined}
            onChange={event => setRecipientCopy(event.currentTarget.value)}
            css={controlStyle(Boolean(errorFor("recipient_name")))}
          >
            <option value="">Please select...</option>
            {recipients.map(recipient => (
              <option key={recipient.shortName} value={recipient.shortName}>
                {recipientLabel(recipient)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* The spec's hidden copy of the choice. HTML does not allow `required` on hidden inputs; the shared schema requires it. */}
      <input type="hidden" name="recipient_name" value={recipientCopy} />

      <Field id={controlIds.from_name} label="Your name" error={errorFor("from_name")}>
        {describedBy => (
          <input
            id={controlIds.from_name}
            name="from_name"
            type="text"
            required
            maxLength={contactLimits.from_name}
            autoComplete="name"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={errorFor("from_name") ? true : undefined}
            css={controlStyle(Boolean(errorFor("from_name")))}
          />
        )}
      </Field>

      <Field
        id={controlIds.from_email_address}
        label="Your email address"
        hint="So that they can reply to you."
        error={errorFor("from_email_address")}
      >
        {describedBy => (
          <input
            id={controlIds.from_email_address}
            name="from_email_address"
            type="email"
            required
            maxLength={contactLimits.from_email_address}
            autoComplete="email"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={errorFor("from_email_address") ? true : undefined}
            css={controlStyle(Boolean(errorFor("from_email_address")))}
          />
        )}
      </Field>

      <Field
        id={controlIds.from_telephone_number}
        label="Your telephone number (optional)"
        error={errorFor("from_telephone_number")}
      >
        {describedBy => (
          <input
            id={controlIds.from_telephone_number}
            name="from_telephone_number"
            type="tel"
            maxLength={contactLimits.from_telephone_number}
            autoComplete="tel"
            aria-describedby={describedBy}
            aria-invalid={errorFor("from_telephone_number") ? true : undefined}
            css={controlStyle(Boolean(errorFor("from_telephone_number")))}
          />
        )}
      </Field>

      <Field id={controlIds.subject} label="Subject (optional)" error={errorFor("subject")}>
        {describedBy => (
          <input
            id={controlIds.subject}
            name="subject"
            type="text"
            maxLength={contactLimits.subject}
            aria-describedby={describedBy}
            aria-invalid={errorFor("subject") ? true : undefined}
            css={controlStyle(Boolean(errorFor("subject")))}
          />
        )}
      </Field>

      <Field id={controlIds.message} label="Your message (optional)" error={errorFor("message")}>
        {describedBy => (
          <textarea
            id={controlIds.message}
            name="message"
            rows={8}
            aria-describedby={describedBy}
            aria-invalid={errorFor("message") ? true : undefined}
            css={[controlStyle(Boolean(errorFor("message"))), { resize: "vertical" }]}
          />
        )}
      </Field>

      {/* Spam trap: hidden from people and screen readers, out of the tab order. Robots fill it in. */}
      <div
        aria-hidden="true"
        css={{ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" }}
      >
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {/* The spec's is_valid flag: false until the form's own script has checked the message. */}
      <input type="hidden" name="is_valid" value={String(isValid)} />

      <p>
        We use your details only to pass on your message and to reply to you. Read our{" "}
        <a href="/privacy-policy" target="_blank" rel="noopener" css={{ color: colors.link }}>
          privacy policy (opens in a new tab)
        </a>
        .
      </p>

      <button
        type="submit"
        aria-disabled={status !== "editing" ? true : undefined}
        css={{
          minHeight: layout.minTarget,
          padding: `${space.sm} ${space.lg}`,
          fontSize: fontSizes.body,
          fontWeight: 700,
          fontFamily: "inherit",
          color: colors.onPrimary,
          background: colors.primary,
          border: "none",
          borderRadius: "4px",
          cursor: "pointer",
          "&:hover": { background: colors.primaryDark },
          "&:focus-visible": focusRing,
        }}
      >
        {status === "editing" ? "Send message" : "Sending your message…"}
      </button>
    </form>
  )
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  /** renders the control, given the ids that describe it */
  children: (describedBy: string | undefined) => React.ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <div
      data-field
      css={{
        marginBottom: space.lg,
        ...(error ? { borderLeft: `5px solid ${colors.error}`, paddingLeft: space.md } : {}),
      }}
    >
      <label htmlFor={id} css={{ display: "block", fontWeight: 700, marginBottom: space.xs }}>
        {label}
      </label>
      {hint && (
        <p id={hintId} css={{ margin: `0 0 ${space.xs}`, color: colors.inkMuted }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={{ margin: `0 0 ${space.xs}`, color: colors.error, fontWeight: 700 }}>
          <span css={visuallyHidden}>Error: </span>
          {error}
        </p>
      )}
      {children(describedBy)}
    </div>
  )
}

const controlStyle = (invalid: boolean) => ({
  display: "block",
  width: "100%",
  boxSizing: "border-box" as const,
  minHeight: layout.minTarget,
  padding: space.sm,
  fontSize: fontSizes.body,
  fontFamily: "inherit",
  color: colors.ink,
  background: colors.paper,
  border: `2px solid ${invalid ? colors.error : colors.ink}`,
  borderRadius: 0,
  "&:focus": focusRing,
})

const visuallyHidden = {
  position: "absolute" as const,
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  border: 0,
  whiteSpace: "nowrap" as const,
}
