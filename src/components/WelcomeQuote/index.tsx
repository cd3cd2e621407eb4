import * as React from "react"
import { colors, fonts, fontSizes, layout, radii, space } from "../../theme"

/** Home's hero: the welcome quotation (siteFacts.welcomeQuote) and where it comes from. */
export function WelcomeQuote({ text, source }: { text: string; source: string }) {
  return (
    <figure
      css={{
        margin: `0 0 ${space.xl}`,
        padding: `${space.xl} ${space.lg}`,
        background: colors.paperTint,
        borderLeft: `6px solid ${colors.accent}`,
        borderRadius: radii.md,
      }}
    >
      <blockquote css={{ margin: 0, maxWidth: layout.readingWidth }}>
        <p css={{ fontFamily: fonts.heading, fontSize: fontSizes.h2, lineHeight: 1.4, color: colors.ink, margin: 0 }}>
          &ldquo;{text}&rdquo;
        </p>
      </blockquote>
      <figcaption css={{ marginTop: space.md, color: colors.inkMuted, fontSize: fontSizes.lead }}>{source}</figcaption>
    </figure>
  )
}
