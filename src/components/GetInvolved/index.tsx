import * as React from "react"
import { graphql } from "gatsby"
import { colors, fontSizes, layout, media, space } from "../../theme"
import { Markdown } from "../Markdown"
import { Picture } from "../Picture"
import { Panel } from "../Primitives"

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
 * On a desktop, two columns as the pages' text-and-aside layout has them, in two rows: the text runs down the
 * first column, the QR code heads the second and `beside` follows it there, so the column beside a long list is
 * used rather than left white. On a phone, one column: the text, then `beside`.
 */
const band = {
  display: "grid",
  gap: space.xl,
  [media.desktop]: {
    gridTemplateColumns: `minmax(0, ${layout.readingWidth}) minmax(${layout.asideMinWidth}, 1fr)`,
    gridTemplateRows: "auto 1fr",
    columnGap: space.xxl,
    rowGap: space.lg,
    alignItems: "start",
  },
} as const

/**
 * The section takes the band's columns and rows as its own (CSS subgrid), so its QR code sits in the second
 * column while the section, as a region, still holds it with the text it belongs to.
 */
const section = {
  [media.desktop]: {
    display: "grid",
    gridColumn: "1 / -1",
    gridRow: "1 / -1",
    gridTemplateColumns: "subgrid",
    gridTemplateRows: "subgrid",
  },
} as const

/**
 * Home's "Get involved!": the ways to help (data/pages/home.md), and on a desktop the QR code for
 * easyfundraising, with `beside` (Home's social media box, when there is one) under the QR code.
 */
export function GetInvolved({
  words,
  qrCode,
  beside,
}: {
  words: Queries.GetInvolvedWordsFragment
  qrCode: Queries.GetInvolvedQrCodeFragment["qrCode"]
  beside?: React.ReactNode
}) {
  return (
    <div css={band}>
      <section aria-labelledby="get-involved" css={section}>
        <div css={{ [media.desktop]: { gridColumn: 1, gridRow: "1 / -1" } }}>
          <h2 id="get-involved" css={{ marginTop: 0 }}>
            {words.heading}
          </h2>
          <Markdown text={words.text} css={{ "& li + li": { marginTop: space.sm } }} />
        </div>
        {qrCode && (
          // Only where it can be scanned: on a phone or tablet it would ask the reader to scan the very screen
          // they are holding, and the sign-up link in the text does the same job there.
          <Panel
            tone="plain"
            css={{ display: "none", [media.desktop]: { display: "block", gridColumn: 2, gridRow: 1 } }}
          >
            <figure css={{ margin: 0, textAlign: "center", "& img": { marginInline: "auto" } }}>
              <Picture image={qrCode} alt={words.qrCodeAlt} />
              <figcaption css={{ margin: `${space.sm} auto 0`, fontSize: fontSizes.small, color: colors.inkMuted }}>
                {words.qrCodeCaption}
              </figcaption>
            </figure>
          </Panel>
        )}
      </section>
      {beside && <div css={{ [media.desktop]: { gridColumn: 2, gridRow: 2 } }}>{beside}</div>}
    </div>
  )
}
