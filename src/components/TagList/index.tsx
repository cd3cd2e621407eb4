import * as React from "react"
import { colors, fontSizes, radii, space } from "../../theme"

/** Short labels such as "Choir" or "All Ages", shown as a list of small tags. */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null
  return (
    <ul
      aria-label={label}
      css={{ display: "flex", flexWrap: "wrap", gap: space.sm, listStyle: "none", margin: `${space.md} 0`, padding: 0 }}
    >
      {tags.map(tag => (
        <li
          key={tag}
          css={{
            fontSize: fontSizes.small,
            color: colors.link,
            background: colors.primaryTint,
            borderRadius: radii.sm,
            padding: `${space.xs} ${space.sm}`,
          }}
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}

/** "Eucharist, Advent, , All Ages" → ["Eucharist", "Advent", "All Ages"]: editors write tags as one line of text. */
export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map(tag => tag.trim())
    .filter(tag => tag !== "")
