import { downloadPaths, downloads } from "../../src/content/collections/downloads"
import { pages, sitePages } from "../../src/content/collections/pages"
import { publisherName } from "../../src/content/publisher-name"
import { fillIn } from "../../src/content/template"
import { checkedEntries } from "../checked-content"
import { drawSheet } from "./a4-sheet"
import words from "./children-sheet-words.json"
import { svgToImage, type PlaceholderFiles } from "./placeholder-files"
import { paletteFor } from "./soft-palettes"

/**
 * A placeholder PDF and thumbnail for every children's sheet (data/downloads/) whose files are not there yet, so the
 * content check passes until the real sheet is saved over it. Its words are in children-sheet-words.json, beside this
 * file: they are this tool's, not the site's, so they stay out of data/ (which the CMS edits and the check reads).
 */
export async function makeChildrenSheets(files: PlaceholderFiles, creator: string) {
  // The publishers' names as the Children's Activities page gives them (data/pages/children.md), typed by its schema.
  const childrenPage = checkedEntries(pages).find(entry => entry.fileName === "children")
  const page = sitePages.children.schema.safeParse(childrenPage?.data)
  const publishers = page.success ? page.data.sheets.publishers : []
  for (const { data: download } of checkedEntries(downloads)) {
    const publisher = publisherName(download.publisher, publishers)
    const sheet = {
      title: download.name,
      kicker: fillIn(words.kicker, { publisher }),
      author: publisher,
      palette: paletteFor(download.publisher + download.slug),
      paragraphs: [words.text],
      footer: fillIn(words.footer, { publisher }),
    }
    let drawn: ReturnType<typeof drawSheet> | undefined
    const drawing = () => (drawn ??= drawSheet(sheet, creator))
    // Gatsby serves static/ at the site's root; the thumbnail is drawn at twice the size the page shows it.
    const { pdf, thumbnail } = downloadPaths(download)
    await files.write(`static${pdf}`, async () => (await drawing()).pdf)
    await files.write(`static${thumbnail}`, async () =>
      svgToImage((await drawing()).svg, download.thumbnail_width * 2, download.thumbnail_height * 2, thumbnail),
    )
  }
}
