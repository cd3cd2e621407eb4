import * as React from "react"
import { graphql } from "gatsby"
import { colors, fontSizes, media, space } from "../../theme"
import { Markdown } from "../Markdown"
import { Picture } from "../Picture"

export const getInvolvedFields = graphql`
  fragment GetInvolvedWords on HomePageGetInvolved {
    heading
    text
    qrCodeCaption
    qrCodeAlt
  }
  fragment GetInvolvedQrCode on SiteFacts {
    qrCode {
      ...QrCodeImage
    }
  }
`

/**
 * Home's "Get involved!": the ways to help (spec §2, data/pages/home.md), and on a desktop the QR code for
 * easyfundraising.
 */
export function GetInvolved({
  words,
  qrCode,
}: {
  words: Queries.GetInvolvedWordsFragment
  qrCode: Queries.GetInvolvedQrCodeFragment["qrCode"]
}) {
  return (
    <section aria-labelledby="get-involved">
      <h2 id="get-involved">{words.heading}</h2>
      <div css={{ display: "grid", gap: space.lg, [media.desktop]: { gridTemplateColumns: "1fr auto" } }}>
        <Markdown text={words.text} css={{ "& li + li": { marginTop: space.sm } }} />
        {qrCode && (
          // Only where it can be scanned: on a phone or tablet it would ask the reader to scan the very screen
          // they are holding, and the sign-up link in the text does the same job there.
          <figure
            css={{
              display: "none",
              margin: 0,
              textAlign: "center",
              maxWidth: "12rem",
              "& img": { marginInline: "auto" },
              [media.desktop]: { display: "block" },
            }}
          >
            <Picture image={qrCode} alt={words.qrCodeAlt} />
            <figcaption css={{ fontSize: fontSizes.small, color: colors.inkMuted }}>{words.qrCodeCaption}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}
