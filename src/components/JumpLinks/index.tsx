import * as React from "react"
import { markdownSections } from "../../content/markdown"
import { bareList, fontWeights, layout, space } from "../../theme"
import { useWording } from "../Wording"

export interface JumpLink {
  /** the id of the element it leads to */
  id: string
  label: string
}

/**
 * "On this page": links to a long page's parts at its top, so a phone reader sees what the page holds and goes
 * straight to the part they came for (Who's Who's people, Children's sections). Plain links to ids: they work
 * without JavaScript, and Back returns to the list.
 */
export function JumpLinks({ links, id = "on-this-page" }: { links: readonly JumpLink[]; id?: string }) {
  const { onThisPage } = useWording()
  if (links.length < 2) return null
  return (
    <nav aria-labelledby={id}>
      <p id={id} css={{ margin: `0 0 ${space.xs}`, fontWeight: fontWeights.bold }}>
        {onThisPage}
      </p>
      <ul css={{ ...bareList, display: "flex", flexWrap: "wrap", columnGap: space.lg, rowGap: 0 }}>
        {links.map(link => (
          <li key={link.id}>
            {/* Each link a full-height target for a finger (WCAG 2.5.8 asks 24 px; the site's targets are 44). */}
            <a href={`#${link.id}`} css={{ display: "inline-flex", alignItems: "center", minHeight: layout.minTarget }}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** From this many sections a page is long enough, on a phone, to list them at its top. */
export const sectionsForJumpLinks = 4

/**
 * "On this page" for a page made of sections, in the order they come: the page's own parts and its text's ##
 * headings (markdownSections). It appears by itself once there are `sectionsForJumpLinks` of them, so a page an
 * editor lengthens gets it too, and a short one does not carry a list of two links.
 */
export function SectionLinks({ sections }: { sections: readonly JumpLink[] }) {
  return sections.length >= sectionsForJumpLinks ? <JumpLinks links={sections} /> : null
}

/** The sections of a page's Markdown (its ## headings), as "On this page" links. */
export const markdownJumpLinks = (markdown: string): JumpLink[] =>
  markdownSections(markdown).map(section => ({ id: section.id, label: section.title }))
