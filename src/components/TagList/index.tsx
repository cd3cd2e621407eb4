import * as React from "react"
import { bareList, colors, fontSizes, space } from "../../theme"
import { TagIcon } from "../Icons"

/**
 * Short labels such as "Choir" or "All Ages": words after a tag symbol, with dots between them, in the
 * quieter text colour. Not boxes or buttons, which would invite a click that does nothing.
 */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null
  return (
    <div
      css={{
        display: "flex",
        alignItems: "baseline",
        gap: space.sm,
        margin: `${space.md} 0`,
        fontSize: fontSizes.small,
        color: colors.inkMuted,
      }}
    >
      <TagIcon size="1em" css={{ flexShrink: 0, alignSelf: "center" }} />
      <ul
        aria-label={label}
        css={{
          ...bareList,
          display: "flex",
          flexWrap: "wrap",
          columnGap: space.sm,
          // A dot between tags, which screen readers skip (the empty alternative text after the slash).
          "& li + li::before": { content: '"·" / ""', paddingRight: space.sm },
        }}
      >
        {tags.map(tag => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  )
}

/** "Eucharist, Advent, , All Ages" → ["Eucharist", "Advent", "All Ages"]: editors write tags as one line of text. */
export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map(tag => tag.trim())
    .filter(tag => tag !== "")
