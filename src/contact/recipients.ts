/**
 * The people the contact form offers (docs/requirements.md#contact-form: today the Licensed Lay Minister, a
 * Churchwarden, the Halls Manager, the Youth Worker, the Church Safeguarding Officer; any role may be one). Who they
 * are comes from the content (data/people, the entries with `contactFormRecipient: true`); their email addresses
 * never do: those are server-side configuration (see config.ts, whose addressGaps says where the two differ).
 *
 * Browser-safe: no Node modules here.
 */
import type { PersonEntry } from "../content/collections/people"

/**
 * A person the form can send to. `shortName` is the value posted as recipient_name and the send_to of
 * /contact?send_to=...; `role` is a plain string because the page's GraphQL query hands it over as one.
 */
export type Recipient = Pick<PersonEntry, "shortName" | "name"> & { role: string }

/** The contact-form recipients among the checked people entries, in the content's order (as the form's query sorts them). */
export function recipientsFromPeople<
  Person extends Pick<PersonEntry, "contactFormRecipient" | "order" | "shortName" | "name" | "role">,
>(people: readonly Person[]): Pick<Person, "shortName" | "name" | "role">[] {
  return people
    .filter(person => person.contactFormRecipient === true)
    .sort((a, b) => a.order - b.order)
    .map(({ shortName, role, name }) => ({ shortName, role, name }))
}

/** How a recipient is named in the form's list and in the mail: "Halls Manager (Tom Reilly)". */
export const recipientLabel = (recipient: Recipient) => `${recipient.role} (${recipient.name})`

/** Someone with a Contact link who does not receive the form's messages: a recipient passes them on. */
export type PassedOnPerson = Recipient & {
  /** the shortName of the recipient who passes their messages on */
  messagesVia: string
}

/** What `/contact?send_to=...` preselects, and for whom the message really is when someone passes it on. */
export type SendToChoice =
  { recipient: Recipient; passedOnFor?: undefined } | { recipient: Recipient; passedOnFor: PassedOnPerson }

export function sendToChoice(
  sendTo: string | null,
  recipients: readonly Recipient[],
  passedOn: readonly PassedOnPerson[],
): SendToChoice | undefined {
  if (!sendTo) return undefined
  const direct = recipients.find(recipient => recipient.shortName === sendTo)
  if (direct) return { recipient: direct }
  const person = passedOn.find(candidate => candidate.shortName === sendTo)
  const via = person && recipients.find(recipient => recipient.shortName === person.messagesVia)
  return person && via ? { recipient: via, passedOnFor: person } : undefined
}

/** How the form names a person whose messages are passed on: "Revd Helen Marsh (Vicar)". */
export const nameWithRole = (person: Recipient) => `${person.name} (${person.role})`
