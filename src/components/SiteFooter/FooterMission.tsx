import * as React from "react"
import { borders, media, motion, space } from "../../theme"
import { ChevronIcon } from "../Icons"
import { headingStyles, secondaryTextStyles, targetStyles } from "./styles"

/**
 * The mission statement: under its heading on a tablet or desktop; on a phone a disclosure ("Our mission") that
 * opens to the same words, so the footer stays within one screen however long the parish makes the statement.
 * Both are in the HTML (a <details> cannot be open on one width and closed on another without a script, which
 * would shift the page); each is hidden at the other's width, so a screen reader meets one.
 */
export function FooterMission({ heading, text }: { heading: string; text: readonly string[] }) {
  const paragraphs = text.map(paragraph => (
    <p key={paragraph} css={secondaryTextStyles}>
      {paragraph}
    </p>
  ))
  return (
    <>
      <section aria-labelledby="footer-mission" css={{ [media.belowTablet]: { display: "none" } }}>
        <h2 id="footer-mission" css={headingStyles}>
          {heading}
        </h2>
        {paragraphs}
      </section>
      <details css={{ gridArea: "mission", [media.tablet]: { display: "none" } }}>
        <summary css={summaryStyles}>
          <ChevronIcon size="0.8em" css={{ flexShrink: 0, transition: `transform ${motion.fast}` }} />
          {heading}
        </summary>
        <div css={{ paddingTop: space.xs, "& > p:last-child": { marginBottom: 0 } }}>{paragraphs}</div>
      </details>
    </>
  )
}

const summaryStyles = {
  ...headingStyles,
  ...targetStyles,
  display: "flex",
  gap: space.sm,
  margin: 0,
  cursor: "pointer",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  // The chevron points right while closed, down once open.
  "& svg": { transform: "rotate(-90deg)" },
  "details[open] > & svg": { transform: "none" },
  "&:hover": { textDecoration: "underline", textDecorationThickness: borders.medium, textUnderlineOffset: "0.2em" },
} as const
