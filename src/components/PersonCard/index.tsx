import * as React from "react"
import { graphql, Link } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { bareList, colors, fonts, fontSizes, layout, radii, space, visuallyHidden } from "../../theme"
import { ExternalLink } from "../ExternalLink"

/** Titles that come before a first name and are not part of it ("Revd Helen Marsh" is "Helen"). */
const honorifics = new Set(["revd", "rev", "the", "reverend", "canon", "dr", "mr", "mrs", "ms", "miss", "mx", "fr"])

/** The first name, for "Contact Helen": the first word of the name that is not a title. */
export function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/)
  return words.find(word => !honorifics.has(word.toLowerCase().replace(/\.$/, ""))) ?? words[0] ?? name
}

/** A dialable tel: address: "020 7946 0131" → "tel:02079460131" (a leading + is kept). */
export function telephoneHref(telephone: string): string {
  const trimmed = telephone.trim()
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`
}

/** The Contact link's address: the contact page with this person chosen (spec §3). */
export const contactHref = (shortName: string) => `/contact?send_to=${encodeURIComponent(shortName)}`

const linkStyle = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: layout.compactTarget,
  fontWeight: 600,
} as const

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
  const portrait = getImage(person.portrait.image)
  return (
    <article
      css={{
        display: "flex",
        flexDirection: "column",
        gap: space.sm,
        height: "100%",
        padding: space.md,
        background: colors.paperTint,
        borderRadius: radii.md,
        borderTop: `4px solid ${colors.accent}`,
      }}
    >
      {portrait && <GatsbyImage image={portrait} alt="" css={{ borderRadius: "50%", alignSelf: "flex-start" }} />}
      <Heading css={{ fontFamily: fonts.heading, fontSize: fontSizes.h3, color: colors.primary, margin: 0 }}>
        {person.name}
      </Heading>
      <p css={{ margin: 0, fontWeight: 600, color: colors.inkMuted }}>{person.role}</p>
      <p css={{ margin: 0, flex: 1 }}>{person.description}</p>
      <ul css={{ ...bareList, overflowWrap: "anywhere" }}>
        <li>
          {person.website ? (
            <ExternalLink href={person.website} css={linkStyle}>
              Website<span css={visuallyHidden}> of {person.name}</span>
            </ExternalLink>
          ) : (
            <Link to={contactHref(person.shortName)} css={linkStyle}>
              Contact {firstNameOf(person.name)}
            </Link>
          )}
        </li>
        {person.email && (
          <li>
            <a href={`mailto:${person.email}`} css={linkStyle}>
              {person.email}
            </a>
          </li>
        )}
        {person.telephone && (
          <li>
            <a href={telephoneHref(person.telephone)} css={linkStyle}>
              {person.telephone}
            </a>
          </li>
        )}
      </ul>
    </article>
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
      image(preset: PORTRAIT)
    }
  }
`
