import * as React from "react"
import { fillIn } from "../../content/template"
import { bareList, colors, fontSizes, space } from "../../theme"
import { TagIcon } from "../Icons"
import { useWording } from "../Wording"

/**
 * Short labels such as "Choir" or "All Ages": words after a tag symbol, with dots between them, in the
 * quieter text colour. Not boxes or buttons, which would invite a click that does nothing. Screen readers hear
 * the list named after what it describes (`of`, a service's or event's name), in the shared wording.
 */
export function TagList({ tags, of }: { tags: readonly string[]; of: string }) {
  const { tags: words } = useWording()
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
        aria-label={fillIn(words.listName, { name: of })}
        css={{
          ...bareList,
          display: "flex",
          flexWrap: "wrap",
          columnGap: space.sm,
          // A dot between tags, which screen readers skip (the empty alternative text after the slash). It follows
          // a tag rather than leading the next, so a row that wraps ends a line with it and never starts one.
          "& li:not(:last-child)::after": { content: '"·" / ""', paddingLeft: space.sm },
        }}
      >
        {tags.map(tag => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  )
}
