import * as React from "react"
import { Link } from "gatsby"
import { bareList, colors, fontSizes, fontWeights, layout, space, visuallyHidden } from "../../theme"
import { firstNameOf } from "../../content/collections/people"
import { fillIn } from "../../content/template"
import { ExternalLink } from "../ExternalLink"
import { useWording } from "../Wording"

/** A dialable tel: address: "020 7946 0131" → "tel:02079460131" (a leading + is kept). */
export function telephoneHref(telephone: string): string {
  const trimmed = telephone.trim()
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`
}

/**
 * The Contact link's address: the contact page with this person chosen (docs/requirements.md#screens, Who's Who);
 * with a hall's file name, the link from that hall to whoever receives hall enquiries, which also chooses the hall
 * in the booking questions.
 */
export const contactHref = (shortName: string, hall?: string) =>
  `/contact?send_to=${encodeURIComponent(shortName)}${hall ? `&hall=${encodeURIComponent(hall)}` : ""}`

const linkStyle = {
  display: "inline-block",
  // No wider than the card: a long address then wraps inside the link instead of widening the card.
  maxWidth: "100%",
  minHeight: layout.compactTarget,
  fontWeight: fontWeights.bold,
} as const

/** "Email" and "Phone" above their links, so the reader knows what each is before choosing it. */
const contactLabel = {
  display: "block",
  fontSize: fontSizes.small,
  color: colors.inkMuted,
  marginTop: space.sm,
} as const

/**
 * An email address that may wrap before its "@" on a narrow card, never in
 * the middle of a word: "safeguarding@stmichaels…" → "safeguarding" / "@stmichaels…".
 */
export function WrappableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)/)
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </>
  )
}

/**
 * How to reach a person (docs/requirements.md#screens): a Website link if they have one, else a Contact link to the contact form with
 * them chosen; then their email and telephone as links when given.
 */
export function ContactDetails({
  person,
  className,
}: {
  person: Pick<Queries.PersonCardFieldsFragment, "name" | "shortName" | "website" | "email" | "telephone">
  className?: string
}) {
  const { person: words } = useWording()
  return (
    // break-word, not anywhere: a long address wraps at the <wbr>s, never mid-word unless it must.
    <ul className={className} css={{ ...bareList, overflowWrap: "break-word" }}>
      <li>
        {person.website ? (
          <ExternalLink href={person.website} css={linkStyle}>
            <span aria-hidden>{words.website}</span>
            <span css={visuallyHidden}>{fillIn(words.websiteLabel, { name: person.name })}</span>
          </ExternalLink>
        ) : (
          <Link to={contactHref(person.shortName)} css={linkStyle}>
            {fillIn(words.contact, { name: firstNameOf(person.name) })}
          </Link>
        )}
      </li>
      {person.email && (
        <li>
          <span css={contactLabel}>{words.email}</span>
          <a href={`mailto:${person.email}`} css={linkStyle}>
            <WrappableEmail email={person.email} />
          </a>
        </li>
      )}
      {person.telephone && (
        <li>
          <span css={contactLabel}>{words.phone}</span>
          <a href={telephoneHref(person.telephone)} css={linkStyle}>
            {person.telephone}
          </a>
        </li>
      )}
    </ul>
  )
}
