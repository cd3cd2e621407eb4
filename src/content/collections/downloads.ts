import { z } from "zod"
import { order, slug, text } from "../fields"

/**
 * A children's activity sheet. The PDF and its thumbnail live in static/ at the
 * spec's fixed paths /files/children/{publisher}/{slug}.pdf and {slug}-thumb.jpg.
 */
export const downloadSchema = z.strictObject({
  order,
  name: text('title shown under the thumbnail, e.g. "Advent Sunday sheet"'),
  slug: slug("file name without .pdf"),
  publisher: slug('publisher folder under static/files/children/, e.g. "roots"'),
  group: z.enum(["weekly", "extra"]).describe("weekly: this week's sheets; extra: further downloads"),
  size: z.number().int().min(1).max(12).describe("grid column width, out of 12"),
  thumbnail_width: z.literal([140, 175]).describe("thumbnail width in pixels: 140 or 175"),
  thumbnail_height: z.number().int().min(50).max(400).describe("thumbnail height in pixels"),
})

export type DownloadEntry = z.infer<typeof downloadSchema>

export { downloadPaths } from "../download-paths"
