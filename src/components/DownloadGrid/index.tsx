import * as React from "react"
import { graphql } from "gatsby"
import { downloadPaths } from "../../content/download-paths"
import { publisherName } from "../../content/publisher-name"
import { fillIn } from "../../content/template"
import { bareList, borders, colors, fontSizes, fontWeights, media, radii, space } from "../../theme"
import { fetchAfterText } from "../Picture"

/** What a tile shows of a sheet; the Children's Activities page spreads this fragment into its queries. */
export const downloadGridFields = graphql`
  fragment DownloadGridItem on Download {
    name
    slug
    publisher
    # grid column width out of 12 on wide screens
    size
    thumbnail_width
    thumbnail_height
  }
  fragment DownloadGridWords on ChildrenPageSheets {
    note
    publishers {
      folder
      name
    }
  }
`

/** The words under the sheets, from data/pages/children.md. */
export type DownloadGridWords = Queries.DownloadGridWordsFragment

/**
 * How many of the 12 grid columns a tile spans: its `size` on wide screens;
 * twice that (at most the full row) on tablets, where 12ths are too narrow for
 * a thumbnail; phones show two tiles to a row, each thumbnail shrinking to its half if it must (one to a
 * row made Children's Activities a 5,800 px scroll).
 */
export const columnSpans = (size: number) => ({
  tablet: Math.min(12, Math.max(1, size) * 2),
  desktop: Math.min(12, Math.max(1, size)),
})

/**
 * Children's sheets as a grid of thumbnails, each linking to its PDF (docs/requirements.md#screens).
 * Thumbnails carry their width and height so the page does not shift as they
 * load; the files are twice that size, for sharp screens.
 */
export function DownloadGrid({
  items,
  words,
  lazy = false,
}: {
  items: readonly Queries.DownloadGridItemFragment[]
  words: DownloadGridWords
  lazy?: boolean
}) {
  return (
    <ul
      css={{
        ...bareList,
        display: "grid",
        gap: space.md,
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        [media.tablet]: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))", gap: space.sm },
        // Few words to a line (large text): one sheet a row, so a sheet's name is not squeezed letter by letter.
        [media.narrowText]: { gridTemplateColumns: "minmax(0, 1fr)" },
      }}
    >
      {items.map(item => {
        const paths = downloadPaths(item)
        const spans = columnSpans(item.size)
        return (
          <li
            key={`${item.publisher}/${item.slug}`}
            css={{
              [media.tablet]: { gridColumn: `span ${spans.tablet}` },
              [media.desktop]: { gridColumn: `span ${spans.desktop}` },
              [media.narrowText]: { gridColumn: "auto" },
            }}
          >
            <a
              href={paths.pdf}
              css={{
                display: "flex",
                flexDirection: "column",
                gap: space.xs,
                height: "100%",
                padding: space.sm,
                borderRadius: radii.md,
                textDecoration: "none",
                "&:hover": { background: colors.primaryTint },
              }}
            >
              <img
                {...fetchAfterText}
                src={paths.thumbnail}
                width={item.thumbnail_width}
                height={item.thumbnail_height}
                // The name below says what the sheet is; the picture adds nothing to hear.
                alt=""
                loading={lazy ? "lazy" : undefined}
                css={{
                  maxWidth: "100%",
                  height: "auto",
                  // A shadow, not a border: a border would shrink the picture inside its declared size.
                  boxShadow: `0 0 0 ${borders.hairline} ${colors.border}`,
                  background: colors.paper,
                  [media.belowTablet]: { alignSelf: "flex-start" },
                }}
              />
              <span className="download-name" css={{ fontWeight: fontWeights.bold, textDecoration: "underline" }}>
                {item.name}
              </span>
              <span css={{ color: colors.inkMuted, fontSize: fontSizes.small }}>
                {fillIn(words.note, { publisher: publisherName(item.publisher, words.publishers) })}
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
