import * as React from "react"
import { graphql } from "gatsby"
import { colors, fontSizes, fontWeights, lineHeights, space } from "../../theme"
import { firstNameOf, titleAndName } from "../../content/collections/people"
import { Picture } from "../Picture"
import { Panel } from "../Primitives"
import { ContactDetails } from "./contact-details"

export { firstNameOf }
export { contactHref, telephoneHref, WrappableEmail } from "./contact-details"

const cardRowGap = space.sm

/** The card's parts, one row each: the portrait with the name, the role, what they do, how to reach them. */
export const PERSON_CARD_ROWS = 4

/**
 * For the list item around each card in a grid of cards: the card takes its rows from the grid (CSS subgrid), so
 * in every row of cards the portraits, roles, descriptions and contact links start level with their neighbours'.
 * One column that may shrink below its longest word, so a long email address wraps instead of widening the card.
 */
export const personCardGridItem = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridRow: `span ${PERSON_CARD_ROWS}`,
  gridTemplateRows: "subgrid",
  // The card's own gap between its parts, not the list's between rows of cards.
  rowGap: cardRowGap,
  "& > article": { gridRow: "1 / -1", gridTemplateRows: "subgrid" },
} as const

/**
 * The portrait and the name, beside each other where the name fits beside the portrait on one line, else the name
 * under the portrait. Beside each other, both are centred on one line, so in a row of cards (whose tops are one
 * height) the portraits start level and each name sits by its own face. The name asks for 8em of its own size, room
 * for a name of two words ("Rachel Adeyemi" is 7.8em), so whether it goes beside follows the name's size as the
 * heading grows with the screen and the reader's text size. The portrait takes 30% of the card's width, between
 * 4.5rem and 8rem, or the smallest of those with `smallPortrait`.
 */
const head = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  // In a row of cards every top is one height: centred in it, the portraits stand level whether a name takes one line
  // or two.
  alignContent: "center",
  columnGap: space.md,
  rowGap: space.sm,
  "& > picture": { flex: "none", width: "clamp(4.5rem, 30%, 8rem)" },
  "& > :is(h2, h3)": { flex: "1 1 8em", minWidth: 0 },
} as const

/** A portrait at its smallest, for a card half a laptop's column wide (Who's Who), so a name fits beside it. */
const smallPortrait = { "& > picture": { width: "4.5rem" } } as const

/**
 * A name whose line may break after a title but not inside the name while it fits on a line: "Revd" / "Helen
 * Marsh", never "Revd Helen" / "Marsh". The name is one inline block, which moves to the next line whole and
 * wraps inside only when it is wider than the line itself (very large text on a small phone).
 */
export function PersonName({ name }: { name: string }) {
  const { title, personal } = titleAndName(name)
  return (
    <>
      {title && `${title} `}
      <span css={{ display: "inline-block" }}>{personal}</span>
    </>
  )
}

/**
 * One person, the same card on every page: portrait (their photo, or the placeholder when there is
 * none), name, role and what they do, then how to reach them. The portrait is decorative (alt="") because the
 * name is right beside it, and a placeholder must not claim to be a portrait. The name has the look of a
 * section heading whatever its level, so a card reads the same under a page's h1 as under a section's h2.
 */
export function PersonCard({
  person,
  headingLevel = 2,
  smallPortrait: small = false,
}: {
  person: Queries.PersonCardFieldsFragment
  headingLevel?: 2 | 3
  smallPortrait?: boolean
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <Panel
      as="article"
      // Its own rows standing alone; the rows of the grid around it inside a grid of cards (personCardGridItem).
      css={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", alignContent: "start", rowGap: cardRowGap }}
    >
      <div css={[head, small && smallPortrait]}>
        <Picture image={person.portrait} alt="" css={{ "& img": { borderRadius: "50%" } }} />
        <Heading css={{ margin: 0, fontSize: fontSizes.h2, lineHeight: lineHeights.heading }}>
          <PersonName name={person.name} />
        </Heading>
      </div>
      <p css={{ margin: 0, fontWeight: fontWeights.bold, color: colors.inkMuted }}>{person.role}</p>
      <p css={{ margin: 0 }}>{person.description}</p>
      <ContactDetails person={person} />
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
