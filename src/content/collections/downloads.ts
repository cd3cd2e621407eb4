import { z } from "zod"
import { defineCollection, uniqueBy, type ContentProblem } from "../collection"
import { downloadPaths } from "../download-paths"
import { order, slug, text } from "../fields"

/**
 * A children's activity sheet. The PDF and its thumbnail live in static/ at the
 * spec's fixed paths /files/children/{publisher}/{slug}.pdf and {slug}-thumb.jpg.
 */
export const downloadSchema = z.strictObject({
  order,
  name: text('the title under the picture, e.g. "Advent Sunday sheet"').meta({ title: "Title" }),
  slug: slug('the PDF\'s file name without ".pdf", e.g. "advent-sunday-sheet"').meta({ title: "File name" }),
  publisher: slug('the publisher\'s folder in static/files/children/, e.g. "roots"').meta({ title: "Publisher" }),
  group: z
    .enum(["weekly", "extra"])
    .describe("weekly: this week's sheets; extra: more to download")
    .meta({ title: "List" }),
  size: z
    .number()
    .int()
    .min(1)
    .max(12)
    .describe("how wide its box is, in twelfths of the row: 3 fits four in a row, 4 fits three")
    .meta({ title: "Width" }),
  thumbnail_width: z
    .literal([140, 175])
    .describe("the picture's width in pixels: 140 or 175")
    .meta({ title: "Picture width" }),
  thumbnail_height: z
    .number()
    .int()
    .min(50)
    .max(400)
    .describe("the picture's height in pixels")
    .meta({ title: "Picture height" }),
})

export type DownloadEntry = z.infer<typeof downloadSchema>

export { downloadPaths }

export const downloads = defineCollection({
  folder: "downloads",
  typeName: "Download",
  label: "Children's sheets",
  labelSingular: "sheet",
  description:
    "The activity sheets on Children's Activities: each names its PDF and picture in static/files/children/<publisher>/.",
  schema: downloadSchema,
  // The two lists are ordered each on its own.
  orderGroup: sheet => sheet.group,
  rules: (entries, { exists }) => [
    ...uniqueBy(entries, "slug", sheet => `${sheet.publisher}/${sheet.slug}`),
    // Every sheet's PDF and thumbnail must be where the page links to them.
    ...entries.flatMap(({ file, data }): ContentProblem[] => {
      const paths = downloadPaths(data)
      return [
        [paths.pdf, "add the PDF there or correct the publisher and file name"],
        [paths.thumbnail, "add the picture (.jpg) there or correct the publisher and file name"],
      ]
        .filter(([servedAt]) => !exists(`static${servedAt}`))
        .map(([servedAt, fix]) => ({ file, field: "slug", message: `static${servedAt} does not exist; ${fix}` }))
    }),
  ],
})
