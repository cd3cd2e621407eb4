import * as React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { colors, fontSizes, media, space } from "../../theme"
import { Markdown } from "../Markdown"

/** Home's "Get involved!": the ways to help (spec §2, data/pages/home.md), and the QR code for easyfundraising. */
export function GetInvolved({
  words,
  qrCode,
}: {
  words: { heading: string; text: string; qrCodeCaption: string; qrCodeAlt: string }
  qrCode?: IGatsbyImageData
}) {
  return (
    <section aria-labelledby="get-involved">
      <h2 id="get-involved">{words.heading}</h2>
      <div css={{ display: "grid", gap: space.lg, [media.tablet]: { gridTemplateColumns: "1fr auto" } }}>
        <Markdown text={words.text} css={{ "& li + li": { marginTop: space.sm } }} />
        {qrCode && (
          <figure css={{ margin: 0, textAlign: "center", maxWidth: "12rem" }}>
            <GatsbyImage image={qrCode} alt={words.qrCodeAlt} />
            <figcaption css={{ fontSize: fontSizes.small, color: colors.inkMuted }}>{words.qrCodeCaption}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}
