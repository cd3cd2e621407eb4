import * as React from "react"
import { graphql, Link } from "gatsby"
import { bareList, colors, fontSizes, fontWeights, layout, space, visuallyHidden } from "../../theme"
import { firstNameOf } from "../../content/collections/people"
import { fillIn } from "../../content/template"
import { ExternalLink } from "../ExternalLink"
import { Picture } from "../Picture"
import { Panel } from "../Primitives"
import { useWording } from "../Wording"

export { firstNameOf }

/** A dialable tel: address: "020 7946 0131" → "tel:02079460131" (a leading + is kept). */
export function telephoneHref(telephone: string): string {
  const trimmed = telephone.trim()
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`
}

/** The Contact link's address: the contact page with this person chosen (spec §3). */
export const contactHref = (shortName: string) => `/contact?send_to=${encodeURIComponent(shortName)}`

const linkStyle = {
  display: "inline-block",
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
 * One person (spec §3): portrait (their photo, or the placeholder when there is
 * none), name, role and what they do; a Website link if they have one, else a
 * Contact link to the contact form with them chosen; email and telephone as
 * links when given. The portrait is decorative (alt="") because the name is
 * right beside it, and a placeholder must not claim to be a portrait.
 */
export function PersonCard({
  person,
  headingLevel = 2,
}: {
  person: Queries.PersonCardFieldsFragment
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const { person: words } = useWording()
  return (
    <Panel as="article" css={{ display: "flex", flexDirection: "column", gap: space.sm, height: "100%" }}>
      {/* The portrait beside the name and role, not above them: a shorter card, and a list that scans by face. */}
      <div css={{ display: "flex", alignItems: "center", gap: space.md }}>
        <Picture image={person.portrait} alt="" css={{ flexShrink: 0, "& img": { borderRadius: "50%" } }} />
        <div>
          <Heading css={{ margin: 0 }}>{person.name}</Heading>
          <p css={{ margin: `${space.xs} 0 0`, fontWeight: fontWeights.bold, color: colors.inkMuted }}>{person.role}</p>
        </div>
      </div>
      <p css={{ margin: 0, flex: 1 }}>{person.description}</p>
      {/* break-word, not anywhere: a long address wraps at the <wbr>s below, never mid-word unless it must. */}
      <ul css={{ ...bareList, overflowWrap: "break-word" }}>
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
    </Panel>
  )
}

export const personCardFields = graphql`
  fragment PersonCardFields on Person {
    name
    shortName
    role
    description
    website
    email
    telephone
    portrait {
      ...PortraitImage
    }
  }
`
